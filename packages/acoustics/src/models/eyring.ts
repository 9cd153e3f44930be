/**
 * Eyring (Eyring-Norris).
 *
 * Formula: `T = K·V / (−S·ln(1 − ᾱ) + 4·m·V)`, `ᾱ = A/S`, `K = 24·ln(10)/c`.
 * Symbols: S total geometric surface; A total surface absorption; ᾱ mean absorption
 * coefficient; other symbols as Sabine.
 * Assumptions: diffuse field, image-source picture of a room whose every reflection loses
 * the same fraction ᾱ of energy.
 * Validity: any ᾱ < 1 (null at ᾱ ≥ 1); equals Sabine as ᾱ → 0 and is always ≤ Sabine.
 * Reference: C. F. Eyring, "Reverberation time in 'dead' rooms", J. Acoust. Soc. Am. 1(2A),
 * 217-241 (1930).
 */
import {
  type BandInput,
  type BandResult,
  decayTime,
  eyringExponent,
  nullResult,
  totalSabins,
} from './model-types.ts';

/** Eyring's reverberation time for one band. */
export function eyring(input: BandInput): BandResult {
  return eyringFromExponent(input, meanEyringExponent(input));
}

/** The band's mean Eyring exponent `−ln(1 − ᾱ)`, `ᾱ = A/S` (shared with Neubauer and Tohyama). */
export function meanEyringExponent(input: BandInput): number | null {
  return eyringExponent(totalSabins(input) / input.totalArea);
}

/** Eyring from the band's `meanEyringExponent`. */
export function eyringFromExponent(input: BandInput, exponent: number | null): BandResult {
  if (exponent === null) return nullResult('coefficient-at-least-one');
  return decayTime(input.k, input.volume, input.totalArea * exponent + input.airSabins);
}
