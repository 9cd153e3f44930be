/** Low-level readers of the calc document's loosely typed values (numbers, numeric strings, empties). */
import { BANDS } from './constants.ts';
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
 * A number from a number or a numeric string; `undefined` for missing, `null` or empty
 * values. Anything else (text, NaN, Infinity, objects) is an error naming the field.
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
    const parsed = Number(text);
    if (Number.isFinite(parsed)) return parsed;
  }
  throw new CalcDocumentError(field, `must be a number (got ${JSON.stringify(value) ?? String(value)})`);
}

/** A number where missing or empty means 0 (areas, multipliers, coefficients). */
export function readNumberOrZero(value: unknown, field: string): number {
  return readOptionalNumber(value, field) ?? 0;
}

/** A flag: booleans as they are, missing as the default; anything else is an error. */
export function readBoolean(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  throw new CalcDocumentError(field, 'must be true or false');
}

/** `{lr, fr, fc}` with empty or missing values as 0; the `sum` field is ignored. */
export function readAxisValues(value: unknown, field: string): AxisValues {
  const record = asRecord(value) ?? {};
  return {
    lr: readNumberOrZero(record.lr, `${field}.lr`),
    fr: readNumberOrZero(record.fr, `${field}.fr`),
    fc: readNumberOrZero(record.fc, `${field}.fc`),
  };
}

/**
 * Six per-band values named `${prefix}125..${prefix}4000`, missing as 0. Built as a packed
 * literal (not with `map`, which makes a holey array that the engine's loops read more slowly).
 */
export function readBandValues(record: Record<string, unknown>, prefix: string, field: string): number[] {
  const values: number[] = [0, 0, 0, 0, 0, 0];
  for (let band = 0; band < BANDS.length; band++) {
    const frequency = BANDS[band];
    values[band] = readNumberOrZero(record[`${prefix}${frequency}`], `${field}.${prefix}${frequency}`);
  }
  return values;
}

/** Coefficients `a125..a4000` (missing as 0) and an optional `a63`. */
export function readFinishCoefficients(value: unknown, field: string): FinishCoefficients {
  const record = asRecord(value) ?? {};
  return {
    coefficients: readBandValues(record, 'a', field),
    a63: readOptionalNumber(record.a63, `${field}.a63`) ?? null,
  };
}
