/**
 * Finish-based surfaces (`multiaxis-search`, `-search-simple`, `-browse-common`,
 * `-browse-organization`, `-custom-alpha`, `sponsor-*`, `vendor-*`): one coefficient per
 * band over the entered area of each axis, `sabins_g = α·area_g` (α capped at 0.99 when
 * limiting). A negative area removes absorption.
 */
import type { FinishSurface } from '../types.ts';
import { areaBasedAbsorption, type SurfaceContext, type SurfaceSink } from './absorption.ts';

/** Absorption of a finish-based surface, written into `sink`. */
export function finishAbsorption(surface: FinishSurface, context: SurfaceContext, sink: SurfaceSink): void {
  areaBasedAbsorption(surface.coefficients, null, 0, surface.a63, surface.area, context, sink);
}
