/**
 * Sabine.
 *
 * Formula: `T = K·V / (A + 4·m·V)`, `K = 24·ln(10)/c`.
 * Symbols: V room volume; A = Σ S_i·α_i total surface absorption (sabins); m air absorption
 * factor per length unit; c speed of sound.
 * Assumptions: diffuse field, absorption spread evenly, decay exponential.
 * Validity: mean absorption ᾱ ≤ 0.3 and the room passes the ISO 354 proportion check
 * (`diagonal < 1.9·V^(1/3)`); over-predicts T in dead rooms.
 * Reference: W. C. Sabine, Collected Papers on Acoustics, Harvard University Press, 1922;
 * the exact constant as in H. Kuttruff, Room Acoustics, 6th ed., CRC Press, 2016, ch. 5.
 */
import { type BandInput, type BandResult, decayTime, totalSabins } from './model-types.ts';

/** Sabine's reverberation time for one band. */
export function sabine(input: BandInput): BandResult {
  return decayTime(input.k, input.volume, totalSabins(input) + input.airSabins);
}
