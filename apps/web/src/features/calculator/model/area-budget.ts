import { type CalcAxisName, type CalcSurface, readCalcValue } from '@roomtone/contracts';
import { createContext } from 'react';

/**
 * The room's geometric area of each surface group (sidewalls 2LH, front/rear 2WH, floor/ceiling
 * 2LW) and the area the active surfaces cover in it, in the document's units; null until the room
 * is computed.
 */
export type AreaBudget = {
  geometric: Record<CalcAxisName, number>;
  covered: Record<CalcAxisName, number>;
};

/** The area budget of the room on screen, for the surface editors' meters. */
export const AreaBudgetContext = createContext<AreaBudget | null>(null);

/**
 * The area that fills the rest of a group for one surface: the group's geometric area less what
 * the other surfaces cover (never below 0).
 */
export function remainingAreaFor(budget: AreaBudget, axis: CalcAxisName, ownArea: number): number {
  const others = budget.covered[axis] - ownArea;
  return Math.max(0, budget.geometric[axis] - others);
}

/** A surface's area in a group as counted in the room's covered area (none while inactive). */
export function ownAreaOf(surface: CalcSurface, axis: CalcAxisName): number {
  if (surface.inactive === true) return 0;
  const reading = readCalcValue(surface.area?.[axis]);
  return reading.ok ? (reading.value ?? 0) : 0;
}
