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
 * `Σ ρ_i·(ρ_i − ρ_G)·S_i²` over the two faces of one axis, whose absorption `sabins` is split
 * `(sabins ± offset)/2` between faces of area `axisArea/2` each.
 */
function axisFaceSum(sabins: number, offset: number, axisArea: number, groupReflection: number): number {
  const faceArea = axisArea / 2;
  const first = 1 - (sabins + offset) / 2 / faceArea;
  const second = 1 - (sabins - offset) / 2 / faceArea;
  return faceArea * faceArea * (first * (first - groupReflection) + second * (second - groupReflection));
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
  const wallReflection = 1 - (sabins.lr + sabins.fr) / wallArea;
  const ceilingFloorReflection = 1 - sabins.fc / areas.fc;
  if (!(wallReflection > 0) || !(ceilingFloorReflection > 0)) return nullResult('coefficient-at-least-one');
  const wallSum =
    axisFaceSum(sabins.lr, offsets?.lr ?? 0, areas.lr, wallReflection) +
    axisFaceSum(sabins.fr, offsets?.fr ?? 0, areas.fr, wallReflection);
  const ceilingFloorSum = axisFaceSum(sabins.fc, offsets?.fc ?? 0, areas.fc, ceilingFloorReflection);
  const wallExponent = baseExponent + wallSum / (wallReflection * wallArea) ** 2;
  const ceilingFloorExponent = baseExponent + ceilingFloorSum / (ceilingFloorReflection * areas.fc) ** 2;
  const walls = totalArea * wallExponent + airSabins;
  const ceilingFloor = totalArea * ceilingFloorExponent + airSabins;
  const reason = denominatorReason(walls) ?? denominatorReason(ceilingFloor);
  if (reason !== null) return nullResult(reason);
  const kv = input.k * input.volume;
  return valueResult(((wallArea * kv) / walls + (areas.fc * kv) / ceilingFloor) / totalArea);
}
