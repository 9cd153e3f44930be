/**
 * `multiaxis-search-variable`: a finish between Finish A and Finish B,
 * `α = A + (B − A)·balance/100` (0 % is Finish A), then capped at 0.99 when limiting,
 * then spread over the entered areas.
 */
import { BAND_COUNT } from '../constants.ts';
import type { VariableSurface } from '../types.ts';
import type { AxisTotals } from './absorption.ts';
import {
  areaBasedAbsorption,
  interpolatePercent,
  type SurfaceAbsorption,
  type SurfaceContext,
} from './absorption.ts';

/** Absorption of a variable surface. */
export function variableAbsorption(
  surface: VariableSurface,
  context: SurfaceContext,
  totals: AxisTotals,
): SurfaceAbsorption {
  const { finishA, finishB, balancePercent } = surface;
  const coefficients = new Array<number>(BAND_COUNT);
  for (let band = 0; band < BAND_COUNT; band++) {
    coefficients[band] = interpolatePercent(
      finishA.coefficients[band] ?? 0,
      finishB.coefficients[band] ?? 0,
      balancePercent,
    );
  }
  const a63 =
    finishA.a63 === null || finishB.a63 === null
      ? null
      : interpolatePercent(finishA.a63, finishB.a63, balancePercent);
  return areaBasedAbsorption(coefficients, a63, surface.area, context, totals);
}
