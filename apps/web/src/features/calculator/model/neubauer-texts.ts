import type { RoomFace, UnitSystem } from '@roomtone/acoustics';
import { PLACEMENT_CHOICES } from './surface-placement.ts';

/*
 * Display rules of the Neubauer detail (docs/acoustics.md, "The Neubauer detail panel").
 * docs/product/constants.md#display-precision gives RT one decimal, sabins none and coefficients two:
 * reflection coefficients ρ = 1 − α take the coefficients' two. Quantities
 * docs/product/constants.md#display-precision does not name: areas two decimals (as the room line above
 * them), exponents and corrections four decimals, face terms four significant digits (at most four decimals),
 * each group's share of the time and their sum three decimals (as the docs' worked example, so the sum can be
 * followed before it is rounded to the results table's one decimal).
 */

const DASH = '—';

function fixed(value: number | null, decimals: number): string {
  if (value === null || !Number.isFinite(value)) return DASH;
  const text = value.toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

// Four significant digits, but no more than four decimals: a term that is zero but for rounding
// (uniform faces) reads 0, not 0.0000000000001.
const significant = new Intl.NumberFormat('en-US', {
  maximumSignificantDigits: 4,
  maximumFractionDigits: 4,
  roundingPriority: 'lessPrecision',
  signDisplay: 'negative',
});

/** An area, two decimals. */
export function formatArea(value: number | null): string {
  return fixed(value, 2);
}

/** A dimensionless exponent or correction (`−ln ρ̄`, `Σ/(ρ_G·S_G)²`, `α*_G`), four decimals. */
export function formatExponent(value: number | null): string {
  return fixed(value, 4);
}

/** A face term or a group's sum `ρ_i(ρ_i − ρ_G)·S_i²` (area squared), four significant digits (at most four decimals). */
export function formatTerm(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return DASH;
  return significant.format(value);
}

/** A group's share of the reverberation time, or their sum, three decimals. */
export function formatShare(value: number | null): string {
  return fixed(value, 3);
}

/** The unit of a face term: area squared (m⁴ or ft⁴). */
export function termUnit(system: UnitSystem): string {
  return system === 'Metric' ? 'm⁴' : 'ft⁴';
}

/** A face's name as the placement select calls it ('Left wall', 'Ceiling'). */
export function faceLabel(face: RoomFace): string {
  for (const choices of Object.values(PLACEMENT_CHOICES)) {
    const choice = choices.find((entry) => entry.value === face);
    if (choice !== undefined) return choice.label;
  }
  return face;
}
