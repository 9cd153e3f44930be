/** Low-level readers of the calc document's loosely typed values (numbers, numeric strings, empties). */
import { BANDS, PHYSICAL_LIMITS } from './constants.ts';
import type { AxisValues, FinishCoefficients } from './types.ts';

/** A bad input value, naming the field it was found in. */
export class CalcDocumentError extends Error {
  /** Path of the bad field, e.g. `surfaces[2].a500`. */
  readonly field: string;

  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'CalcDocumentError';
    this.field = field;
  }
}

/** A plain object's properties, or `undefined` when the value is not a plain object. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return value as Record<string, unknown>;
}

/**
 * A plain decimal number as text: optional sign, digits with an optional decimal point, an
 * optional exponent. Hexadecimal, octal and binary forms (`0x10`, `0o7`, `0b1`), `Infinity`
 * and digit separators are not decimal numbers, although `Number()` reads some of them.
 */
const DECIMAL_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A number from a number or a decimal numeric string; `undefined` for missing, `null` or empty
 * values. Anything else (other text, NaN, Infinity, objects) is an error naming the field.
 */
export function readOptionalNumber(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
    throw new CalcDocumentError(field, 'must be a finite number');
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    const parsed = DECIMAL_NUMBER.test(text) ? Number(text) : Number.NaN;
    if (Number.isFinite(parsed)) return parsed;
  }
  throw new CalcDocumentError(field, `must be a number (got ${JSON.stringify(value) ?? String(value)})`);
}

/** A value that must not exceed `maximum` (a physical limit), else an error naming the field. */
export function atMost(value: number, maximum: number, field: string, unit = ''): number {
  if (value > maximum) {
    throw new CalcDocumentError(field, `must be at most ${maximum}${unit === '' ? '' : ` ${unit}`}`);
  }
  return value;
}

/** A value that must lie in `[minimum, maximum]` (a physical range), else an error naming the field. */
export function between(value: number, minimum: number, maximum: number, field: string, unit = ''): number {
  if (value < minimum || value > maximum) {
    throw new CalcDocumentError(
      field,
      `must be between ${minimum} and ${maximum}${unit === '' ? '' : ` ${unit}`}`,
    );
  }
  return value;
}

/** The largest value a per-band field accepts, and the unit its message names. */
export type ValueLimit = { maximum: number; unit: string };

/** Coefficients: at most `PHYSICAL_LIMITS.maxCoefficient`. */
export const COEFFICIENT_LIMIT: ValueLimit = { maximum: PHYSICAL_LIMITS.maxCoefficient, unit: '' };

/** A number where missing or empty means 0 (areas, multipliers, coefficients). */
export function readNumberOrZero(value: unknown, field: string): number {
  return readOptionalNumber(value, field) ?? 0;
}

// A module copy of the imported limit.
const maxMagnitude = PHYSICAL_LIMITS.maxMagnitude;

/** A number (missing as 0) whose magnitude is at most `PHYSICAL_LIMITS.maxMagnitude`. */
export function readBoundedNumber(value: unknown, field: string): number {
  const number = readNumberOrZero(value, field);
  return Math.abs(number) > maxMagnitude ? between(number, -maxMagnitude, maxMagnitude, field) : number;
}

/** A flag: booleans as they are, missing as the default; anything else is an error. */
export function readBoolean(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  throw new CalcDocumentError(field, 'must be true or false');
}

/**
 * `{lr, fr, fc}` with empty or missing values as 0; the `sum` field is ignored. A value that is
 * given but is not such an object (`area: 60`) is an error: it cannot be told which group it is.
 */
export function readAxisValues(value: unknown, field: string): AxisValues {
  const record = asRecord(value);
  if (record === undefined) {
    if (value === undefined || value === null || value === '') return { lr: 0, fr: 0, fc: 0 };
    throw new CalcDocumentError(field, 'must be an object with lr, fr and fc');
  }
  return {
    lr: readBoundedNumber(record.lr, `${field}.lr`),
    fr: readBoundedNumber(record.fr, `${field}.fr`),
    fc: readBoundedNumber(record.fc, `${field}.fc`),
  };
}

/**
 * Six per-band values named `${prefix}125..${prefix}4000`, missing as 0; coefficients (prefix
 * `a`) are refused above the physical limit. Built as a packed literal (not with `map`, which
 * makes a holey array that the engine's loops read more slowly).
 */
export function readBandValues(
  record: Record<string, unknown>,
  prefix: string,
  field: string,
  limit: ValueLimit | null = prefix === 'a' ? COEFFICIENT_LIMIT : null,
): number[] {
  const values: number[] = [0, 0, 0, 0, 0, 0];
  for (let band = 0; band < BANDS.length; band++) {
    const frequency = BANDS[band];
    const name = `${field}.${prefix}${frequency}`;
    const raw = record[`${prefix}${frequency}`];
    values[band] =
      limit === null
        ? readBoundedNumber(raw, name)
        : readBoundedNumber(atMost(readNumberOrZero(raw, name), limit.maximum, name, limit.unit), name);
  }
  return values;
}

/** Coefficients `a125..a4000` (missing as 0) and an optional `a63`, each at most `limit`. */
export function readFinishCoefficients(
  value: unknown,
  field: string,
  limit: ValueLimit = COEFFICIENT_LIMIT,
): FinishCoefficients {
  const record = asRecord(value) ?? {};
  const a63 = readOptionalNumber(record.a63, `${field}.a63`);
  return {
    coefficients: readBandValues(record, 'a', field, limit),
    a63: a63 === undefined ? null : atMost(a63, limit.maximum, `${field}.a63`, limit.unit),
  };
}
