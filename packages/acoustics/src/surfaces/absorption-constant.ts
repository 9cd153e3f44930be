/**
 * Experimental `multiaxis-absorption-constant`: absorption by perimeter-area ratio. Per axis
 * `α_eff = α + k·perimeter/area`, with `k` in sabins per unit of edge length; `α_eff` is
 * capped at 0.99 when limiting, then `sabins_g = α_eff·area_g`. An axis with zero area
 * contributes nothing (an edge without a surface has no meaning here).
 */
import { BAND_COUNT } from '../constants.ts';
import type { AbsorptionConstantSurface } from '../types.ts';
import {
  type AxisTotals,
  addToTotals,
  axisSum,
  limitCoefficient,
  type SurfaceAbsorption,
  type SurfaceContext,
  zeroBands,
} from './absorption.ts';

/** Sabins of one axis: `min(α + k·P/A, cap)·A`, or 0 without area. */
function axisSabins(
  alpha: number,
  edge: number,
  area: number,
  perimeter: number,
  isLimiting: boolean,
): number {
  if (area === 0) return 0;
  return limitCoefficient(alpha + (edge * perimeter) / area, isLimiting) * area;
}

/** Absorption of an absorption-constant surface. */
export function absorptionConstantAbsorption(
  surface: AbsorptionConstantSurface,
  context: SurfaceContext,
  totals: AxisTotals,
): SurfaceAbsorption {
  const { area, perimeter } = surface;
  const isLimiting = context.isLimitingCoefficients;
  const sabins = zeroBands();
  const coefficients: (number | null)[] = [0, 0, 0, 0, 0, 0];
  const totalArea = axisSum(area);
  let maxCoefficient = Number.NEGATIVE_INFINITY;
  for (let band = 0; band < BAND_COUNT; band++) {
    const alpha = surface.coefficients[band] ?? 0;
    const edge = surface.edgeConstants[band] ?? 0;
    const bandLr = axisSabins(alpha, edge, area.lr, perimeter.lr, isLimiting);
    const bandFr = axisSabins(alpha, edge, area.fr, perimeter.fr, isLimiting);
    const bandFc = axisSabins(alpha, edge, area.fc, perimeter.fc, isLimiting);
    const bandSabins = bandLr + bandFr + bandFc;
    addToTotals(totals, band, bandLr, bandFr, bandFc);
    sabins[band] = bandSabins;
    const coefficient = totalArea === 0 ? null : bandSabins / totalArea;
    if (coefficient !== null && coefficient > maxCoefficient) maxCoefficient = coefficient;
    coefficients[band] = coefficient;
  }
  return { enteredArea: area, coefficients, sabins, sabins63: null, maxCoefficient };
}
