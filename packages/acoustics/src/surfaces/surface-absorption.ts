/** Dispatches a normalised surface to the rule of its kind. */
import type { Surface } from '../types.ts';
import {
  type AxisTotals,
  emptyAbsorption,
  type SurfaceAbsorption,
  type SurfaceContext,
} from './absorption.ts';
import { absorptionConstantAbsorption } from './absorption-constant.ts';
import { audienceAreaAbsorption } from './audience-area.ts';
import { existingRoomAbsorption } from './existing-room.ts';
import { finishAbsorption } from './finish.ts';
import { masterWithReducersAbsorption } from './master-with-reducers.ts';
import { sabinAbsorption } from './sabin.ts';
import { variableAbsorption } from './variable.ts';

/** Absorption of any surface; an inactive surface contributes nothing. */
/** Adds the surface's sabins per axis to `totals` (the room's running per-axis sums). */
export function surfaceAbsorption(
  surface: Surface,
  context: SurfaceContext,
  totals: AxisTotals,
): SurfaceAbsorption {
  if (surface.isInactive) return emptyAbsorption();
  switch (surface.kind) {
    case 'finish':
      return finishAbsorption(surface, context, totals);
    case 'sabin':
      return sabinAbsorption(surface, totals);
    case 'variable':
      return variableAbsorption(surface, context, totals);
    case 'existing-room':
      return existingRoomAbsorption(surface, context, totals);
    case 'absorption-constant':
      return absorptionConstantAbsorption(surface, context, totals);
    case 'audience-area':
      return audienceAreaAbsorption(surface, context, totals);
    case 'master-with-reducers':
      return masterWithReducersAbsorption(surface, context, totals);
  }
}
