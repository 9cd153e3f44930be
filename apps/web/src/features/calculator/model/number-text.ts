import { type CalcFieldKind, type CalcUnitSystem, calcFieldRule } from '@roomtone/contracts';

/** Decimals up to which a stored value is shown exactly (what a user types), beyond which it is rounded. */
const EXACT_DECIMALS = 4;

/**
 * The text a number field shows for a stored value it did not type itself (a loaded document, a
 * unit switch, an area computed from panels): the value exactly when it has at most four decimals
 * (as typed), else rounded to the field's display precision (22.965879 ft shows as 22.97). The
 * stored value is never changed by its display. Text that is not a number is shown as it is.
 */
export function displayText(value: unknown, kind: CalcFieldKind, system: CalcUnitSystem): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (Number(value.toFixed(EXACT_DECIMALS)) === value) return String(value);
  const { decimals } = calcFieldRule(kind, system);
  const rounded = Number(value.toFixed(decimals));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}
