/**
 * Arau-Puchades (1988).
 *
 * Formula: `T = Π_g [K·V / (−S·ln(1 − α_g) + 4·m·V)]^(S_g/S)` over g ∈ {lr, fr, fc}: the
 * area-weighted geometric mean of the three axial Eyring times (Arau-Puchades' formula 18).
 * Symbols: as Fitzroy-Eyring.
 * Assumptions: the decay is log-normally distributed over the three axial decays.
 * Validity: rectangular rooms with unevenly spread absorption; never exceeds Fitzroy-Eyring
 * (AM-GM inequality) and equals Eyring for uniform absorption. Null when α_g ≥ 1 or an axis
 * has no absorption.
 * Reference: H. Arau-Puchades, "An improved reverberation formula", Acustica 65(4), 163-180
 * (1988).
 * Experimental: the paper could not be read in full; the formula is the one secondary sources
 * give as formula 18 and is not verified against the publication (`MODEL_METADATA.arauPuchades`).
 */
import {
  axialEyringDenominators,
  type BandInput,
  type BandResult,
  type NullReason,
  nullResult,
  valueResult,
} from './model-types.ts';

/** Arau-Puchades reverberation time for one band. */
export function arauPuchades(input: BandInput): BandResult {
  return arauPuchadesFromDenominators(input, axialEyringDenominators(input));
}

/** Arau-Puchades from the band's `axialEyringDenominators` (shared with Fitzroy-Eyring). */
export function arauPuchadesFromDenominators(
  input: BandInput,
  denominators: [number, number, number] | NullReason,
): BandResult {
  if (typeof denominators === 'string') return nullResult(denominators);
  const { areas, totalArea } = input;
  const kv = input.k * input.volume;
  const [lr, fr, fc] = denominators;
  const logSum = areas.lr * Math.log(kv / lr) + areas.fr * Math.log(kv / fr) + areas.fc * Math.log(kv / fc);
  return valueResult(Math.exp(logSum / totalArea));
}
