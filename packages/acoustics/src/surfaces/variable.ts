/**
 * `multiaxis-search-variable`: a finish between Finish A and Finish B,
 * `α = A + (B − A)·balance/100` (0 % is Finish A), then capped at 0.99 when limiting,
 * then spread over the entered areas.
 */
import type { VariableSurface } from '../types.ts';
import {
  areaBasedAbsorption,
  interpolatePercent,
  type SurfaceContext,
  type SurfaceSink,
} from './absorption.ts';

/** Absorption of a variable surface, written into `sink`. */
export function variableAbsorption(
  surface: VariableSurface,
  context: SurfaceContext,
  sink: SurfaceSink,
): void {
  const { finishA, finishB, balancePercent } = surface;
  const a63 =
    finishA.a63 === null || finishB.a63 === null
      ? null
      : interpolatePercent(finishA.a63, finishB.a63, balancePercent);
  areaBasedAbsorption(
    finishA.coefficients,
    finishB.coefficients,
    balancePercent,
    a63,
    surface.area,
    context,
    sink,
  );
}
