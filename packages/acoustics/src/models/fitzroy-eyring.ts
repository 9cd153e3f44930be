/**
 * Fitzroy-Eyring (Fitzroy 1959).
 *
 * Formula: `T = Σ_g (S_g/S) · K·V / (−S·ln(1 − α_g) + 4·m·V)` over g ∈ {lr, fr, fc}; without
 * air this is Fitzroy's `T = (K·V/S²)·Σ_g S_g / (−ln(1 − α_g))`.
 * Symbols: S_g total area of the two opposite surfaces normal to axis g; α_g = A_g/S_g their
 * mean coefficient; other symbols as Eyring.
 * Assumptions: three independent decays along the room axes, each an Eyring decay of the
 * whole room with the absorption of that pair of surfaces, weighted by area (arithmetic mean).
 * Validity: rectangular rooms with absorption unevenly spread over the axes; tends to
 * over-predict when one pair is very reflective. Equals Eyring for uniform absorption. Null
 * when α_g ≥ 1 or an axis has no absorption.
 * Reference: D. Fitzroy, "Reverberation formula which seems to be more accurate with
 * nonuniform distribution of absorption", J. Acoust. Soc. Am. 31(7), 893-897 (1959).
 * Experimental: the paper could not be read in full; the formula is the one secondary sources
 * give and is not verified against the publication (`MODEL_METADATA.fitzroyEyring`).
 */
import {
  axialEyringDenominators,
  type BandInput,
  type BandResult,
  type NullReason,
  nullResult,
  valueResult,
} from './model-types.ts';

/** Fitzroy-Eyring reverberation time for one band. */
export function fitzroyEyring(input: BandInput): BandResult {
  return fitzroyEyringFromDenominators(input, axialEyringDenominators(input));
}

/** Fitzroy-Eyring from the band's `axialEyringDenominators` (shared with Arau-Puchades). */
export function fitzroyEyringFromDenominators(
  input: BandInput,
  denominators: [number, number, number] | NullReason,
): BandResult {
  if (typeof denominators === 'string') return nullResult(denominators);
  const { areas, totalArea } = input;
  const kv = input.k * input.volume;
  const [lr, fr, fc] = denominators;
  return valueResult(((areas.lr * kv) / lr + (areas.fr * kv) / fr + (areas.fc * kv) / fc) / totalArea);
}
