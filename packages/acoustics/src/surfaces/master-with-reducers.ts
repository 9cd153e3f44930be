/**
 * Legacy `master-with-reducers` (kept so saved calculations still compute). Rule chosen: the
 * master finish covers its entered area minus the areas of its reducers, axis by axis
 * (`area_g − Σ reducer_g`); the reducers stand for other finishes entered as their own
 * surfaces, so they add no absorption here.
 */
import type { AxisValues, MasterWithReducersSurface } from '../types.ts';
import type { AxisTotals } from './absorption.ts';
import { areaBasedAbsorption, type SurfaceAbsorption, type SurfaceContext } from './absorption.ts';

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

/** Absorption of a master-with-reducers surface. */
export function masterWithReducersAbsorption(
  surface: MasterWithReducersSurface,
  context: SurfaceContext,
  totals: AxisTotals,
): SurfaceAbsorption {
  return areaBasedAbsorption(surface.coefficients, surface.a63, reducedMasterArea(surface), context, totals);
}
