/**
 * Experimental `multiaxis-absorption-constant`: absorption by perimeter-area ratio. Per axis
 * `α_eff = α + k·perimeter/area`, with `k` in sabins per unit of edge length; `α_eff` is
 * capped at 0.99 when limiting, then `sabins_g = α_eff·area_g`. An axis with zero area
 * contributes nothing (an edge without a surface has no meaning here). The surface's
 * coefficient per band is the area-weighted mean of its axes, but one axis can reach an
 * effective α above 1 while that mean stays below it: `maxCoefficient` is therefore the largest
 * per-axis value (for the Eyring warning), and the explanation keeps the per-axis values.
 */
import { BAND_COUNT, COEFFICIENT_CAP } from '../constants.ts';
import type { AbsorptionConstantSurface } from '../types.ts';
import {
  type AxisCoefficients,
  addToSums,
  axisSum,
  flagCoefficient,
  noCoefficients,
  type SurfaceContext,
  type SurfaceSink,
} from './absorption.ts';

// Module copies of imported constants: the optimiser cannot type an imported binding (it is
// a live value), which made this hot path up to twice as slow.
const bandCount = BAND_COUNT;
const coefficientCap = COEFFICIENT_CAP;

/**
 * Effective coefficient of one axis with area, `min(α + k·P/A, cap)`; `cap` is 0.99 when
 * limiting and +∞ otherwise (the same result as `limitCoefficient`, read once per surface). An
 * axis without area has no coefficient: the caller does not ask (numbers only in this loop,
 * which the optimiser keeps unboxed).
 */
function axisCoefficient(alpha: number, edge: number, area: number, perimeter: number, cap: number): number {
  const effective = alpha + (edge * perimeter) / area;
  return effective > cap ? cap : effective;
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
  // Per-axis values are kept only for the explanation (the whole-room pass has no `coefficients`).
  const byAxis: AxisCoefficients | null =
    coefficients === null ? null : { lr: noCoefficients(), fr: noCoefficients(), fc: noCoefficients() };
  const hasLr = lr !== 0;
  const hasFr = fr !== 0;
  const hasFc = fc !== 0;
  let maxCoefficient = Number.NEGATIVE_INFINITY;
  for (let band = 0; band < bandCount; band++) {
    const alpha = alphas[band] ?? 0;
    const edge = edgeConstants[band] ?? 0;
    let bandLr = 0;
    let bandFr = 0;
    let bandFc = 0;
    if (hasLr) {
      const alphaLr = axisCoefficient(alpha, edge, lr, lrPerimeter, cap);
      if (alphaLr > maxCoefficient) maxCoefficient = alphaLr;
      if (alphaLr > 1 || alphaLr < 0) flagCoefficient(sink, band, alphaLr);
      if (byAxis !== null) byAxis.lr[band] = alphaLr;
      bandLr = alphaLr * lr;
    }
    if (hasFr) {
      const alphaFr = axisCoefficient(alpha, edge, fr, frPerimeter, cap);
      if (alphaFr > maxCoefficient) maxCoefficient = alphaFr;
      if (alphaFr > 1 || alphaFr < 0) flagCoefficient(sink, band, alphaFr);
      if (byAxis !== null) byAxis.fr[band] = alphaFr;
      bandFr = alphaFr * fr;
    }
    if (hasFc) {
      const alphaFc = axisCoefficient(alpha, edge, fc, fcPerimeter, cap);
      if (alphaFc > maxCoefficient) maxCoefficient = alphaFc;
      if (alphaFc > 1 || alphaFc < 0) flagCoefficient(sink, band, alphaFc);
      if (byAxis !== null) byAxis.fc[band] = alphaFc;
      bandFc = alphaFc * fc;
    }
    const bandSabins = bandLr + bandFr + bandFc;
    addToSums(sums, band, bandLr, bandFr, bandFc);
    if (sabins !== null) sabins[band] = bandSabins;
    if (totalArea === 0 || coefficients === null) continue;
    coefficients[band] = bandSabins / totalArea;
  }
  sink.coefficientsByAxis = byAxis;
  sink.enteredArea = area;
  sink.sabins63 = null;
  sink.maxCoefficient = maxCoefficient;
}
