/**
 * Automatic model choice (issue convention 8, SPEC section 4): Sabine when the mean
 * absorption is at most 0.3 in every band (63 Hz included when every active surface has
 * 63 Hz data) and the room passes the ISO 354 proportion check; otherwise Eyring when the
 * mean absorption is below 1 in every band; otherwise none. Means are compared with a
 * 1e-9 tolerance so a room entered at exactly 0.30 counts as 0.30.
 */
import { EYRING_MAX_MEAN_ALPHA, LIMIT_COMPARISON_EPSILON, SABINE_MAX_MEAN_ALPHA } from './constants.ts';

// Module copies of imported constants: the optimiser cannot type an imported binding (it is
// a live value), which made this hot path up to twice as slow.
const sabineLimit = SABINE_MAX_MEAN_ALPHA + LIMIT_COMPARISON_EPSILON;
const eyringLimit = EYRING_MAX_MEAN_ALPHA - LIMIT_COMPARISON_EPSILON;

/** The automatically chosen report model. */
export type AutoModel = 'sabine' | 'eyring' | null;

/** Whether a mean coefficient is within Sabine's limit (≤ 0.3). */
export function isWithinSabineLimit(meanAlpha: number): boolean {
  return meanAlpha <= sabineLimit;
}

/** Whether a mean coefficient is within Eyring's limit (< 1). */
export function isWithinEyringLimit(meanAlpha: number): boolean {
  return meanAlpha < eyringLimit;
}

/** Chooses Sabine, Eyring or none from the mean coefficients and the proportion check. */
export function chooseAutoModel(
  meanAlpha: readonly number[],
  meanAlpha63: number | null,
  passesProportionCheck: boolean,
): AutoModel {
  let isSabineValid = passesProportionCheck && (meanAlpha63 === null || isWithinSabineLimit(meanAlpha63));
  let isEyringValid = meanAlpha63 === null || isWithinEyringLimit(meanAlpha63);
  for (const alpha of meanAlpha) {
    isSabineValid &&= isWithinSabineLimit(alpha);
    isEyringValid &&= isWithinEyringLimit(alpha);
  }
  if (isSabineValid) return 'sabine';
  return isEyringValid ? 'eyring' : null;
}
