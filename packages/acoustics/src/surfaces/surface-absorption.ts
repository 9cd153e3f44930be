/** Dispatches a normalised surface to the rule of its kind. */
import type { Surface } from '../types.ts';
import {
  type AxisTotals,
  addSumsToTotals,
  emptyAbsorption,
  emptySink,
  noCoefficients,
  type SurfaceAbsorption,
  type SurfaceContext,
  type SurfaceSink,
  zeroAxes,
  zeroBands,
} from './absorption.ts';
import { absorptionConstantAbsorption } from './absorption-constant.ts';
import { audienceAreaAbsorption } from './audience-area.ts';
import { existingRoomAbsorption } from './existing-room.ts';
import { finishAbsorption } from './finish.ts';
import { masterWithReducersAbsorption } from './master-with-reducers.ts';
import { sabinAbsorption } from './sabin.ts';
import { variableAbsorption } from './variable.ts';

/**
 * Writes a surface's contribution into `sink` by the rule of its kind (and its placement into
 * `sink.placement`) and returns `true`, or returns `false` (writing nothing) for an inactive
 * surface. The flag and the placement are read after the kind is known, where the object's shape
 * is too: this runs for every surface on every keystroke.
 */
export function addSurfaceAbsorption(surface: Surface, context: SurfaceContext, sink: SurfaceSink): boolean {
  switch (surface.kind) {
    case 'finish':
      if (surface.isInactive) return false;
      sink.placement = surface.placement ?? null;
      finishAbsorption(surface, context, sink);
      return true;
    case 'sabin':
      if (surface.isInactive) return false;
      sink.placement = surface.placement ?? null;
      sabinAbsorption(surface, sink);
      return true;
    case 'variable':
      if (surface.isInactive) return false;
      sink.placement = surface.placement ?? null;
      variableAbsorption(surface, context, sink);
      return true;
    case 'existing-room':
      if (surface.isInactive) return false;
      sink.placement = null;
      existingRoomAbsorption(surface, context, sink);
      return true;
    case 'absorption-constant':
      if (surface.isInactive) return false;
      sink.placement = surface.placement ?? null;
      absorptionConstantAbsorption(surface, context, sink);
      return true;
    case 'audience-area':
      if (surface.isInactive) return false;
      sink.placement = surface.placement ?? null;
      audienceAreaAbsorption(surface, context, sink);
      return true;
    case 'master-with-reducers':
      if (surface.isInactive) return false;
      sink.placement = surface.placement ?? null;
      masterWithReducersAbsorption(surface, context, sink);
      return true;
  }
}

/**
 * Absorption of any surface with its per-band explanation; adds the surface's sabins per
 * axis to `totals` (the room's running per-axis sums). An inactive surface contributes nothing.
 */
export function surfaceAbsorption(
  surface: Surface,
  context: SurfaceContext,
  totals: AxisTotals,
): SurfaceAbsorption {
  if (surface.isInactive) return emptyAbsorption();
  const sink = emptySink(true);
  addSurfaceAbsorption(surface, context, sink);
  addSumsToTotals(sink.sums, totals);
  return {
    enteredArea: sink.enteredArea ?? zeroAxes(),
    coefficients: sink.coefficients ?? noCoefficients(),
    coefficientsByAxis: sink.coefficientsByAxis,
    sabins: sink.sabins ?? zeroBands(),
    sabins63: sink.sabins63,
    maxCoefficient: sink.maxCoefficient,
  };
}
