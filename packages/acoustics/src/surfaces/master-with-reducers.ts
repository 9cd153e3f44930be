/**
 * Legacy `master-with-reducers` (kept so saved calculations still compute). Rule chosen: the
 * master finish covers its entered area minus the areas of its reducers, axis by axis
 * (`area_g − Σ reducer_g`); the reducers stand for other finishes entered as their own
 * surfaces, so they add no absorption here.
 */
import type { AxisValues, MasterWithReducersSurface } from '../types.ts';
import { areaBasedAbsorption, type SurfaceContext, type SurfaceSink } from './absorption.ts';

/** The master's area after its reducers are taken away. */
export function reducedMasterArea(surface: MasterWithReducersSurface): AxisValues {
  const area = { ...surface.area };
  for (const reducer of surface.reducers) {
    area.lr -= reducer.lr;
    area.fr -= reducer.fr;
    area.fc -= reducer.fc;
  }
  return area;
}

/** Absorption of a master-with-reducers surface, written into `sink`. */
export function masterWithReducersAbsorption(
  surface: MasterWithReducersSurface,
  context: SurfaceContext,
  sink: SurfaceSink,
): void {
  areaBasedAbsorption(surface.coefficients, null, 0, surface.a63, reducedMasterArea(surface), context, sink);
}
