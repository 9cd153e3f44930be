/**
 * Millington-Sette — a reference-only model: not one of the seven report models, and not part
 * of `calculateRoom`'s result, the command's JSON or the graph.
 *
 * Formula: `T = K·V / (−Σ_i S_i·ln(1 − α_i) + A_obj + 4·m·V)`, `K = 24·ln(10)/c`.
 * Symbols: S_i and α_i the area and coefficient of surface i; A_obj absorption given directly in
 * sabins (objects, audience), added linearly as in Sabine's formula; other symbols as Eyring.
 * Assumptions: each reflection meets one surface, chosen in proportion to its area, and loses its
 * fraction α_i there: the energy falls by the geometric mean of the reflection factors.
 * Validity: absorption spread over a few very different surfaces; a single surface with α_i → 1
 * drives T to 0, so the formula suits measured coefficients below 1. Equals Eyring when every
 * α_i is the same. Null when any α_i ≥ 1, or when the total absorption is not positive.
 * Reference: G. Millington, "A modified formula for reverberation", J. Acoust. Soc. Am. 4, 69
 * (1932); W. J. Sette, "A new reverberation time formula", J. Acoust. Soc. Am. 4, 193 (1933).
 */
import { type BandResult, decayTime, eyringExponent, nullResult } from './model-types.ts';

/** One surface of a Millington-Sette sum: its area and its coefficient in the band. */
export type MillingtonSurface = { area: number; alpha: number };

/** What Millington-Sette needs for one band, in the room's units. */
export type MillingtonSetteInput = {
  /** `K = 24·ln(10)/c`, seconds per length unit. */
  k: number;
  volume: number;
  surfaces: readonly MillingtonSurface[];
  /** Absorption given in sabins (objects, audience), added as it is. */
  objectSabins: number;
  /** Air absorption `4·m·V`, in sabins. */
  airSabins: number;
};

/** Millington-Sette reverberation time for one band (reference only). */
export function millingtonSette(input: MillingtonSetteInput): BandResult {
  let absorption = input.objectSabins + input.airSabins;
  for (const surface of input.surfaces) {
    const exponent = eyringExponent(surface.alpha);
    if (exponent === null) return nullResult('coefficient-at-least-one');
    absorption += surface.area * exponent;
  }
  return decayTime(input.k, input.volume, absorption);
}
