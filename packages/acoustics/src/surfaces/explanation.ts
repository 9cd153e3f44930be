/**
 * The per-surface explanation of a computed room, built on demand (`explainSurfaces`): the
 * whole-room totals never need it, and only the detail panels, the reports and the coefficient
 * warnings read it. It is computed from the same input and by the same rules as the totals
 * (docs/decisions/0006-per-surface-explanation-built-on-first-read.md).
 */
import type { RoomResult } from '../room-result.ts';
import type { AxisBands, SurfaceResult } from '../surface-result.ts';
import type { CalcInput, Surface } from '../types.ts';
import {
  type AxisSums,
  emptySink,
  noCoefficients,
  type SurfaceContext,
  zeroAxes,
  zeroBands,
} from './absorption.ts';
import { addSurfaceAbsorption } from './surface-absorption.ts';

/** Per-axis sums (lr bands 0-5, fr 6-11, fc 12-17) as three band arrays. */
function axisBandsOf(sums: AxisSums): AxisBands {
  return { lr: sums.slice(0, 6), fr: sums.slice(6, 12), fc: sums.slice(12, 18) };
}

/** Every surface's share of the room, per band, in input order (inactive ones included). */
export function explainSurfacesIn(surfaces: readonly Surface[], context: SurfaceContext): SurfaceResult[] {
  const results: SurfaceResult[] = [];
  for (let index = 0; index < surfaces.length; index++) {
    const surface = surfaces[index];
    if (surface === undefined) continue;
    // The room's totals already hold these sabins: here they are the surface's own, per axis.
    const sink = emptySink(true);
    const isActive = addSurfaceAbsorption(surface, context, sink);
    results.push({
      index,
      type: surface.type,
      name: surface.name,
      isActive,
      enteredArea: sink.enteredArea ?? zeroAxes(),
      coefficients: sink.coefficients ?? noCoefficients(),
      coefficientsByAxis: sink.coefficientsByAxis,
      sabins: sink.sabins ?? zeroBands(),
      sabinsByAxis: axisBandsOf(sink.sums),
      placement: sink.placement,
    });
  }
  return results;
}

/**
 * Each surface's share of a room `calculateRoom(input)` computed, per band, in input order
 * (inactive ones included): the numbers the totals were added up from. `input` must be the one
 * the result was computed from. Not cached: a caller that reads it on every render memoises it.
 */
export function explainSurfaces(input: CalcInput, result: RoomResult): SurfaceResult[] {
  return explainSurfacesIn(input.surfaces, {
    isLimitingCoefficients: input.settings.limitCoefficients,
    k: result.k,
    volume: result.volume,
    airSabins: result.airSabins,
    geometricAreas: result.geometricAreas,
    totalArea: result.totalArea,
  });
}
