/**
 * Experimental `multiaxis-absorption-constant`: absorption by perimeter-area ratio. Per axis
 * `α_eff = α + k·perimeter/area`, with `k` in sabins per unit of edge length; `α_eff` is
 * capped at 0.99 when limiting, then `sabins_g = α_eff·area_g`. An axis with zero area
 * contributes nothing (an edge without a surface has no meaning here).
 */
import { BAND_COUNT, COEFFICIENT_CAP } from '../constants.ts';
import type { AbsorptionConstantSurface } from '../types.ts';
import { addToSums, axisSum, type SurfaceContext, type SurfaceSink } from './absorption.ts';

// Module copies of imported constants: the optimiser cannot type an imported binding (it is
// a live value), which made this hot path up to twice as slow.
const bandCount = BAND_COUNT;
const coefficientCap = COEFFICIENT_CAP;

/**
 * Sabins of one axis: `min(α + k·P/A, cap)·A`, or 0 without area; `cap` is 0.99 when
 * limiting and +∞ otherwise (the same result as `limitCoefficient`, read once per surface).
 */
function axisSabins(alpha: number, edge: number, area: number, perimeter: number, cap: number): number {
  if (area === 0) return 0;
  const effective = alpha + (edge * perimeter) / area;
  return (effective > cap ? cap : effective) * area;
}

/** Absorption of an absorption-constant surface, written into `sink`. */
export function absorptionConstantAbsorption(
  surface: AbsorptionConstantSurface,
  context: SurfaceContext,
  sink: SurfaceSink,
): void {
  const { area, perimeter, coefficients: alphas, edgeConstants } = surface;
  const { sums, coefficients, sabins } = sink;
  const cap = context.isLimitingCoefficients ? coefficientCap : Number.POSITIVE_INFINITY;
  const totalArea = axisSum(area);
  // Loop-invariant fields read once (the optimiser does not always hoist them).
  const { lr, fr, fc } = area;
  const { lr: lrPerimeter, fr: frPerimeter, fc: fcPerimeter } = perimeter;
  let maxCoefficient = Number.NEGATIVE_INFINITY;
  for (let band = 0; band < bandCount; band++) {
    const alpha = alphas[band] ?? 0;
    const edge = edgeConstants[band] ?? 0;
    const bandLr = axisSabins(alpha, edge, lr, lrPerimeter, cap);
    const bandFr = axisSabins(alpha, edge, fr, frPerimeter, cap);
    const bandFc = axisSabins(alpha, edge, fc, fcPerimeter, cap);
    const bandSabins = bandLr + bandFr + bandFc;
    addToSums(sums, band, bandLr, bandFr, bandFc);
    if (sabins !== null) sabins[band] = bandSabins;
    if (totalArea === 0) continue;
    const coefficient = bandSabins / totalArea;
    if (coefficient > maxCoefficient) maxCoefficient = coefficient;
    if (coefficients !== null) coefficients[band] = coefficient;
  }
  sink.enteredArea = area;
  sink.sabins63 = null;
  sink.maxCoefficient = maxCoefficient;
}
