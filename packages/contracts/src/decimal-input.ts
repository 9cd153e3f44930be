import { NUMBER_MESSAGES } from './messages.ts';

/**
 * The one reading of a typed number, used by every number field of the calculator and by the
 * calc document schema for numbers stored as text. A plain decimal number is accepted with a
 * decimal point or a decimal comma ('10.5' or '10,5'); anything else is refused with a message,
 * never coerced: '1e9' (an exponent), '10.5.3' (two separators), '1,250' (a thousands separator
 * or a decimal comma?), 'abc'. Empty text is an empty value, not 0.
 */
export type DecimalReading = { ok: true; value: number | null } | { ok: false; message: string };

const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
const THOUSANDS_LIKE = /^[+-]?[1-9]\d{0,2},\d{3}$/;
const EXPONENT = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)e[+-]?\d+$/i;

/** Reads typed text as a number; `value: null` for empty text. */
export function parseDecimalInput(text: string): DecimalReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (EXPONENT.test(trimmed)) return { ok: false, message: NUMBER_MESSAGES.exponent };
  if (THOUSANDS_LIKE.test(trimmed)) {
    return { ok: false, message: NUMBER_MESSAGES.ambiguousComma(trimmed) };
  }
  if (!PLAIN_DECIMAL.test(trimmed)) {
    const separators = trimmed.replace(/[^.,]/g, '').length;
    const isDigitsAndSeparators = /^[+-]?[\d.,]+$/.test(trimmed);
    return {
      ok: false,
      message:
        isDigitsAndSeparators && separators > 1 ? NUMBER_MESSAGES.oneSeparator : NUMBER_MESSAGES.notANumber,
    };
  }
  const value = Number(trimmed.replace(',', '.'));
  // A plain decimal of thousands of digits reads as Infinity: not a number a room can hold.
  if (!Number.isFinite(value)) return { ok: false, message: NUMBER_MESSAGES.notANumber };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/**
 * Reads a value of a calc document: a finite number as it is, text through `parseDecimalInput`,
 * missing, null or empty text as an empty value.
 */
export function readCalcValue(value: unknown): DecimalReading {
  if (value === undefined || value === null) return { ok: true, value: null };
  if (typeof value === 'number') {
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, message: NUMBER_MESSAGES.notANumber };
  }
  if (typeof value === 'string') return parseDecimalInput(value);
  return { ok: false, message: NUMBER_MESSAGES.notANumber };
}
