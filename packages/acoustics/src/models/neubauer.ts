/**
 * Neubauer (2001, modified Fitzroy) — EXPERIMENTAL: the primary source could not be read
 * in full; this is the form as we understand it, not a verified transcription.
 *
 * Formula: `T = (K·V/S²)·[S_w/(α*_w + 4mV/S) + S_cf/(α*_cf + 4mV/S)]`, i.e. Neubauer's
 * `T = 0.32·V/S²·[h(l+b)/α*_w + l·b/α*_cf]` with the exact K and the air term added, where
 * `α*_G = −ln(1 − ᾱ) + ρ_G(ρ_G − ρ̄)·S_G²/(ρ̄·S)²` (Kuttruff's correction for uneven
 * absorption applied to each group).
 * Symbols: two groups G: walls w (lr + fr, area S_w = 2h(l+b)) and ceiling/floor cf (fc,
 * area S_cf = 2lb); α_G = A_G/S_G, ρ_G = 1 − α_G; ᾱ = A/S, ρ̄ = 1 − ᾱ; others as Eyring.
 * Assumptions: Fitzroy's area weighting over two groups instead of three axes, each with an
 * Eyring exponent corrected for the reflection coefficient of that group.
 * Validity: rectangular rooms with non-uniform absorption (e.g. absorbing ceiling, hard
 * walls). Equals Eyring exactly for uniform absorption (the correction vanishes). Null when
 * ᾱ ≥ 1 or a group's corrected exponent gives no positive decay rate.
 * Reference: R. O. Neubauer, "Estimation of reverberation time in rectangular rooms with
 * non-uniformly distributed absorption using a modified Fitzroy equation", Building
 * Acoustics 8(2), 115-137 (2001); R. Neubauer and B. Kostek, "Prediction of the
 * reverberation time in rectangular rooms with non-uniformly distributed sound absorption",
 * Archives of Acoustics 26(3), 183-201 (2001), eq. 20. Only the opening pages could be read.
 */
import { meanEyringExponent } from './eyring.ts';
import {
  type BandInput,
  type BandResult,
  denominatorReason,
  nullResult,
  valueResult,
} from './model-types.ts';

/** Kuttruff-corrected exponent of one group. */
function correctedExponent(
  baseExponent: number,
  groupSabins: number,
  groupArea: number,
  meanReflection: number,
  totalArea: number,
): number {
  const reflection = 1 - groupSabins / groupArea;
  const scaled = (meanReflection * totalArea) ** 2;
  return baseExponent + (reflection * (reflection - meanReflection) * groupArea * groupArea) / scaled;
}

/** Neubauer (modified Fitzroy) reverberation time for one band. */
export function neubauer(input: BandInput): BandResult {
  return neubauerFromExponent(input, meanEyringExponent(input));
}

/** Neubauer from the band's `meanEyringExponent` (its uncorrected exponent). */
export function neubauerFromExponent(input: BandInput, baseExponent: number | null): BandResult {
  const { areas, sabins, totalArea, airSabins } = input;
  const meanAlpha = (sabins.lr + sabins.fr + sabins.fc) / totalArea;
  if (baseExponent === null) return nullResult('coefficient-at-least-one');
  const meanReflection = 1 - meanAlpha;
  const wallArea = areas.lr + areas.fr;
  const walls =
    totalArea * correctedExponent(baseExponent, sabins.lr + sabins.fr, wallArea, meanReflection, totalArea) +
    airSabins;
  const ceilingFloor =
    totalArea * correctedExponent(baseExponent, sabins.fc, areas.fc, meanReflection, totalArea) + airSabins;
  const reason = denominatorReason(walls) ?? denominatorReason(ceilingFloor);
  if (reason !== null) return nullResult(reason);
  const kv = input.k * input.volume;
  return valueResult(((wallArea * kv) / walls + (areas.fc * kv) / ceilingFloor) / totalArea);
}
