/**
 * Neubauer (Neubauer & Kostek 2001, modified Fitzroy) — EXPERIMENTAL: the publication itself
 * could not be read beyond its opening pages; this is its equation 20 as a public transcription
 * gives it (below), with area-weighted means where the transcription takes plain means.
 *
 * Formula: `T = (K·V/S²)·[S_w/(α*_w + 4mV/S) + S_cf/(α*_cf + 4mV/S)]`, i.e. Neubauer's
 * `T = 0.32·V/S²·[h(l+b)/α*_w + l·b/α*_cf]` with `0.32` written as the exact `2K` and the air
 * term added, where for each group G
 * `α*_G = −ln(ρ̄) + Σ_{i∈G} ρ_i·(ρ_i − ρ_G)·S_i² / (ρ_G·S_G)²`.
 * Symbols: two groups G: the walls w (the four faces of lr and fr, `S_w = 2h(l+b)`) and ceiling
 * and floor cf (the two faces of fc, `S_cf = 2lb`); each face i has area `S_i` (half its axis's
 * geometric area) and reflection coefficient `ρ_i = 1 − A_i/S_i`, where `A_i` is the absorption
 * placed on that face (a surface's `placement`; 'both' splits it evenly); `ρ_G = 1 − A_G/S_G`
 * is the group's area-weighted mean reflection coefficient and `ρ̄ = 1 − A/S` the room's; other
 * symbols as Eyring.
 * Assumptions: Fitzroy's area weighting over two groups instead of three axes, each group's
 * Eyring exponent corrected by the spread of its faces' reflection coefficients about the group
 * mean (a Kuttruff-type correction within the group).
 * Validity: rectangular rooms with non-uniform absorption (e.g. an absorbing ceiling over hard
 * walls and floor). Equals Eyring exactly when every face has the same coefficient (every
 * correction vanishes). Null when ᾱ ≥ 1, when a group's mean absorption reaches 1 (its mean
 * reflection coefficient is 0 and the correction divides by it), or when a group's corrected
 * decay rate is not positive.
 * Reference: R. Neubauer and B. Kostek, "Prediction of the reverberation time in rectangular
 * rooms with non-uniformly distributed sound absorption", Archives of Acoustics 26(3), 183-201
 * (2001), eq. 20, as transcribed in E. A. Lehmann's ISM toolbox (`ISM_AbsCoeff.m`, subfunction
 * `neubauer_kostek`); R. O. Neubauer, "Estimation of reverberation time in rectangular rooms
 * with non-uniformly distributed absorption using a modified Fitzroy equation", Building
 * Acoustics 8(2), 115-137 (2001).
 */
import { meanEyringExponent } from './eyring.ts';
import {
  type BandInput,
  type BandResult,
  denominatorReason,
  nullResult,
  valueResult,
} from './model-types.ts';

/**
 * The reflection coefficient `ρ_i = 1 − A_i/S_i` of one face of an axis whose absorption
 * `axisSabins` is split `(axisSabins ± offset)/2` between its two faces of area `axisArea/2`:
 * `side` 1 is the first face (left wall, front wall, ceiling), −1 the second.
 */
export function faceReflection(axisSabins: number, offset: number, axisArea: number, side: 1 | -1): number {
  return 1 - (axisSabins + side * offset) / 2 / (axisArea / 2);
}

/** One face's term of eq. 20's sum, `ρ_i·(ρ_i − ρ_G)·S_i²`, against its group's `ρ_G`. */
export function faceTerm(reflection: number, groupReflection: number, faceArea: number): number {
  return faceArea * faceArea * (reflection * (reflection - groupReflection));
}

/** `Σ ρ_i·(ρ_i − ρ_G)·S_i²` over the two faces of one axis (first face, then second). */
function axisFaceSum(sabins: number, offset: number, axisArea: number, groupReflection: number): number {
  const faceArea = axisArea / 2;
  return (
    faceTerm(faceReflection(sabins, offset, axisArea, 1), groupReflection, faceArea) +
    faceTerm(faceReflection(sabins, offset, axisArea, -1), groupReflection, faceArea)
  );
}

/** A group's mean reflection coefficient `ρ_G = 1 − A_G/S_G` (area-weighted). */
export function groupReflection(groupSabins: number, groupArea: number): number {
  return 1 - groupSabins / groupArea;
}

/** A group's corrected exponent `α*_G = −ln ρ̄ + Σ_{i∈G} ρ_i(ρ_i − ρ_G)S_i² / (ρ_G·S_G)²`. */
export function groupExponent(
  baseExponent: number,
  termSum: number,
  reflection: number,
  groupArea: number,
): number {
  return baseExponent + termSum / (reflection * groupArea) ** 2;
}

/**
 * `T = (K·V/S)·[S_w/D_w + S_cf/D_cf]` from the two groups' decay denominators
 * `D_G = S·α*_G + 4mV` (eq. 20 multiplied out; `K·V/S²·S_G/(α*_G + 4mV/S)` is `K·V·S_G/(S·D_G)`).
 */
export function combineGroups(
  input: BandInput,
  wallDenominator: number,
  ceilingFloorDenominator: number,
): number {
  const { areas, totalArea } = input;
  const kv = input.k * input.volume;
  return (
    (((areas.lr + areas.fr) * kv) / wallDenominator + (areas.fc * kv) / ceilingFloorDenominator) / totalArea
  );
}

/** Neubauer reverberation time for one band. */
export function neubauer(input: BandInput): BandResult {
  return neubauerFromExponent(input, meanEyringExponent(input));
}

/** Neubauer from the band's `meanEyringExponent` (`−ln ρ̄`, shared with Eyring). */
export function neubauerFromExponent(input: BandInput, baseExponent: number | null): BandResult {
  if (baseExponent === null) return nullResult('coefficient-at-least-one');
  const { areas, sabins, totalArea, airSabins } = input;
  const offsets = input.faceOffsets;
  const wallArea = areas.lr + areas.fr;
  const wallReflection = groupReflection(sabins.lr + sabins.fr, wallArea);
  const ceilingFloorReflection = groupReflection(sabins.fc, areas.fc);
  if (!(wallReflection > 0) || !(ceilingFloorReflection > 0)) return nullResult('coefficient-at-least-one');
  const wallSum =
    axisFaceSum(sabins.lr, offsets?.lr ?? 0, areas.lr, wallReflection) +
    axisFaceSum(sabins.fr, offsets?.fr ?? 0, areas.fr, wallReflection);
  const ceilingFloorSum = axisFaceSum(sabins.fc, offsets?.fc ?? 0, areas.fc, ceilingFloorReflection);
  const walls = totalArea * groupExponent(baseExponent, wallSum, wallReflection, wallArea) + airSabins;
  const ceilingFloor =
    totalArea * groupExponent(baseExponent, ceilingFloorSum, ceilingFloorReflection, areas.fc) + airSabins;
  const reason = denominatorReason(walls) ?? denominatorReason(ceilingFloor);
  if (reason !== null) return nullResult(reason);
  return valueResult(combineGroups(input, walls, ceilingFloor));
}
