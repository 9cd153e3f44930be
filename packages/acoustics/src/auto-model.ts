/**
 * Automatic model choice (issue convention 8, docs/product/states.md#automatic-model-choice): Sabine when the
 * mean absorption is at most 0.3 in every band (63 Hz included when every active surface has
 * 63 Hz data) and the room passes the ISO 354 proportion check; otherwise Eyring when the
 * mean absorption is below 1 in every band; otherwise none. Means are compared with a
 * 1e-9 tolerance so a room entered at exactly 0.30 counts as 0.30.
 *
 * A mean of exactly 1.0 (docs/product/states.md#automatic-model-choice): 'at most 1' would allow Eyring, but
 * Eyring's `ln(1 − ᾱ)` is undefined there, so the choice is none (Eyring only below 1); see
 * docs/acoustics.md. And a model is named only when it has a value in every band: a room whose
 * absorption is negative, missing in a band, or whose Eyring values are undone by a coefficient
 * above 1.0 gets no automatic model rather than one that shows dashes.
 */
import { EYRING_MAX_MEAN_ALPHA, LIMIT_COMPARISON_EPSILON, SABINE_MAX_MEAN_ALPHA } from './constants.ts';
import type { BandResult } from './models/model-types.ts';

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

function hasEveryValue(values: readonly BandResult[] | undefined): boolean {
  if (values === undefined) return true;
  for (const band of values) if (band.value === null) return false;
  return true;
}

/**
 * Chooses Sabine, Eyring or none from the mean coefficients and the proportion check; with the
 * computed values (`rt`), only a model that has a value in every band.
 */
export function chooseAutoModel(
  meanAlpha: readonly number[],
  meanAlpha63: number | null,
  passesProportionCheck: boolean,
  rt?: { sabine: readonly BandResult[]; eyring: readonly BandResult[] },
): AutoModel {
  let isSabineValid = passesProportionCheck && (meanAlpha63 === null || isWithinSabineLimit(meanAlpha63));
  let isEyringValid = meanAlpha63 === null || isWithinEyringLimit(meanAlpha63);
  for (const alpha of meanAlpha) {
    isSabineValid &&= isWithinSabineLimit(alpha);
    isEyringValid &&= isWithinEyringLimit(alpha);
  }
  if (isSabineValid && hasEveryValue(rt?.sabine)) return 'sabine';
  return isEyringValid && hasEveryValue(rt?.eyring) ? 'eyring' : null;
}
