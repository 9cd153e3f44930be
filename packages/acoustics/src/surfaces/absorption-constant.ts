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
 * One axis of one band: its effective coefficient `min(α + k·P/A, cap)` (`cap` 0.99 when limiting,
 * +∞ otherwise: `limitCoefficient` with the cap read once per surface), flagged in `sink` when
 * outside 0-1, kept as the surface's largest in `sink.maxCoefficient` and in `explained` (the
 * explanation's row for the axis, or `null`); answers its sabins. An axis without area has no
 * coefficient and adds nothing. Numbers only, which the optimiser keeps unboxed in the loop.
 */
function axisSabins(
  alpha: number,
  edge: number,
  area: number,
  perimeter: number,
  cap: number,
  band: number,
  sink: SurfaceSink,
  explained: (number | null)[] | null,
): number {
  if (area === 0) return 0;
  const raw = alpha + (edge * perimeter) / area;
  const effective = raw > cap ? cap : raw;
  if (effective > sink.maxCoefficient) sink.maxCoefficient = effective;
  if (effective > 1 || effective < 0) flagCoefficient(sink, band, effective);
  if (explained !== null) explained[band] = effective;
  return effective * area;
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
  const lrExplained = byAxis === null ? null : byAxis.lr;
  const frExplained = byAxis === null ? null : byAxis.fr;
  const fcExplained = byAxis === null ? null : byAxis.fc;
  sink.maxCoefficient = Number.NEGATIVE_INFINITY;
  for (let band = 0; band < bandCount; band++) {
    const alpha = alphas[band] ?? 0;
    const edge = edgeConstants[band] ?? 0;
    const bandLr = axisSabins(alpha, edge, lr, lrPerimeter, cap, band, sink, lrExplained);
    const bandFr = axisSabins(alpha, edge, fr, frPerimeter, cap, band, sink, frExplained);
    const bandFc = axisSabins(alpha, edge, fc, fcPerimeter, cap, band, sink, fcExplained);
    const bandSabins = bandLr + bandFr + bandFc;
    addToSums(sums, band, bandLr, bandFr, bandFc);
    if (sabins !== null) sabins[band] = bandSabins;
    if (totalArea === 0 || coefficients === null) continue;
    coefficients[band] = bandSabins / totalArea;
  }
  sink.coefficientsByAxis = byAxis;
  sink.enteredArea = area;
  sink.sabins63 = null;
}
