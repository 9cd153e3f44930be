/**
 * Finish-based surfaces (`multiaxis-search`, `-search-simple`, `-browse-common`,
 * `-browse-organization`, `-custom-alpha`, `sponsor-*`, `vendor-*`): one coefficient per
 * band over the entered area of each axis, `sabins_g = α·area_g` (α capped at 0.99 when
 * limiting). A negative area removes absorption.
 */
import type { FinishSurface } from '../types.ts';
import type { AxisTotals } from './absorption.ts';
import { areaBasedAbsorption, type SurfaceAbsorption, type SurfaceContext } from './absorption.ts';

/** Absorption of a finish-based surface. */
export function finishAbsorption(
  surface: FinishSurface,
  context: SurfaceContext,
  totals: AxisTotals,
): SurfaceAbsorption {
  return areaBasedAbsorption(surface.coefficients, surface.a63, surface.area, context, totals);
}
