/**
 * Noise Reduction Coefficient (docs/product/constants.md#nrc): the mean of the 250, 500, 1000 and 2000 Hz
 * coefficients rounded to the nearest 0.05, halves rounded up (0.675 → 0.70). The sum is
 * taken in integer ten-thousandths so decimal inputs round exactly as written.
 */

const TEN_THOUSANDTHS = 10_000;
/** 4 coefficients × 0.05 in ten-thousandths: the sum's step between NRC values. */
const SUM_STEP = 4 * 500;

/** Unrounded mean of the four mid-band coefficients. */
export function nrcMean(a250: number, a500: number, a1000: number, a2000: number): number {
  return (a250 + a500 + a1000 + a2000) / 4;
}

/**
 * NRC from the four coefficients, or `null` if any is not a finite number. Coefficients are
 * read to 4 decimals (finish data is published to at most 3).
 */
export function nrc(a250: number, a500: number, a1000: number, a2000: number): number | null {
  const values = [a250, a500, a1000, a2000];
  if (!values.every(Number.isFinite)) return null;
  const sum = values.reduce((total, value) => total + Math.round(value * TEN_THOUSANDTHS), 0);
  const steps = Math.floor((2 * sum + SUM_STEP) / (2 * SUM_STEP));
  return (steps * 5) / 100;
}
