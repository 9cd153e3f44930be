/**
 * Helpers for reproducing published worked examples. Sources compute with a rounded
 * constant (0.161 or 0.162 s/m, 0.049 or 0.05 s/ft); a test sets the room temperature so that
 * the engine's exact K = 24·ln(10)/c equals the source's constant, so the comparison tests the
 * formula and the surface bookkeeping, not the rounding of K.
 */
import type { CalcSettings } from '../types.ts';
import { celsiusToFahrenheit } from '../units.ts';

/** Temperature in °C at which K = 24·ln(10)/c equals `kPerMetre` (s/m). */
export function celsiusForK(kPerMetre: number): number {
  return ((24 * Math.LN10) / kPerMetre - 331.4) / 0.6;
}

/** Temperature in °F at which K equals `kPerFoot` (s/ft) in an Imperial room. */
export function fahrenheitForKPerFoot(kPerFoot: number): number {
  return celsiusToFahrenheit(celsiusForK(kPerFoot / 0.3048));
}

/** Worked examples leave out air absorption and do not cap coefficients. */
export const NO_AIR: CalcSettings = { limitCoefficients: false, airAbsorption: false };
