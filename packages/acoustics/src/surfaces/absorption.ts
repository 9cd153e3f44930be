/**
 * What one surface contributes: its entered area per axis, its effective coefficient per
 * band (after interpolation and the 0.99 cap), its sabins per band, and its sabins per axis,
 * which are added straight into the room's per-axis totals (`AxisTotals`) so that no
 * per-surface axis arrays are allocated (this runs for every surface on every keystroke).
 */
import { BAND_COUNT, COEFFICIENT_CAP } from '../constants.ts';
import type { AxisValues, BandArray } from '../types.ts';

/** Room values a surface needs to turn its data into sabins. */
export type SurfaceContext = {
  isLimitingCoefficients: boolean;
  /** `K = 24·ln(10)/c` in s per length unit. */
  k: number;
  volume: number;
  /** Air absorption `4·m·V` per band, in sabins (0 when air absorption is off). */
  airSabins: BandArray;
  geometricAreas: AxisValues;
  totalArea: number;
};

/** Running per-axis sabin totals of a room, one value per band; surfaces add to them. */
export type AxisTotals = { lr: BandArray; fr: BandArray; fc: BandArray };

/** Absorption of one surface, in the document's units. */
export type SurfaceAbsorption = {
  enteredArea: AxisValues;
  /** Effective coefficient per band; `null` for kinds that are not a coefficient over an area. */
  coefficients: (number | null)[];
  /** Sabins per band, all axes together. */
  sabins: BandArray;
  /** Total sabins at 63 Hz, or `null` when the surface has no 63 Hz data. */
  sabins63: number | null;
  /**
   * Largest effective coefficient over the bands (−∞ without coefficients). Computed here,
   * where the array's element kind is known: scanning mixed number/null arrays later is slow.
   */
  maxCoefficient: number;
};

/** Six zeros. */
export function zeroBands(): BandArray {
  return [0, 0, 0, 0, 0, 0];
}

/** Axis values of zero. */
export function zeroAxes(): AxisValues {
  return { lr: 0, fr: 0, fc: 0 };
}

/** Six `null` coefficients, for kinds that are not a coefficient over an area. */
export function noCoefficients(): (number | null)[] {
  return [null, null, null, null, null, null];
}

/** An absorption with no area and no sabins (inactive surfaces). */
export function emptyAbsorption(): SurfaceAbsorption {
  return {
    enteredArea: zeroAxes(),
    coefficients: noCoefficients(),
    sabins: zeroBands(),
    sabins63: null,
    maxCoefficient: Number.NEGATIVE_INFINITY,
  };
}

/** Adds sabins to one band of the running per-axis totals. */
export function addToTotals(totals: AxisTotals, band: number, lr: number, fr: number, fc: number): void {
  totals.lr[band] = (totals.lr[band] ?? 0) + lr;
  totals.fr[band] = (totals.fr[band] ?? 0) + fr;
  totals.fc[band] = (totals.fc[band] ?? 0) + fc;
}

/** Applies the Advanced Settings cap of 0.99 (issue convention 5) when limiting is on. */
export function limitCoefficient(alpha: number, isLimiting: boolean): number {
  return isLimiting && alpha > COEFFICIENT_CAP ? COEFFICIENT_CAP : alpha;
}

/** Linear interpolation in percent: 0 % gives `from`, 100 % gives `to`. */
export function interpolatePercent(from: number, to: number, percent: number): number {
  return from + ((to - from) * percent) / 100;
}

/** Sum of the three axis values. */
export function axisSum(values: AxisValues): number {
  return values.lr + values.fr + values.fc;
}

/** Coefficients spread over entered areas: `sabins_g = α·area_g`, α capped when limiting. */
export function areaBasedAbsorption(
  coefficients: BandArray,
  a63: number | null,
  area: AxisValues,
  context: SurfaceContext,
  totals: AxisTotals,
): SurfaceAbsorption {
  // Literal arrays written by index: measurably faster than push on this hot path.
  const effective: (number | null)[] = [0, 0, 0, 0, 0, 0];
  const sabins = zeroBands();
  const totalArea = area.lr + area.fr + area.fc;
  let maxCoefficient = Number.NEGATIVE_INFINITY;
  for (let band = 0; band < BAND_COUNT; band++) {
    const alpha = limitCoefficient(coefficients[band] ?? 0, context.isLimitingCoefficients);
    if (alpha > maxCoefficient) maxCoefficient = alpha;
    effective[band] = alpha;
    sabins[band] = alpha * totalArea;
    addToTotals(totals, band, alpha * area.lr, alpha * area.fr, alpha * area.fc);
  }
  const sabins63 = a63 === null ? null : limitCoefficient(a63, context.isLimitingCoefficients) * totalArea;
  return { enteredArea: area, coefficients: effective, sabins, sabins63, maxCoefficient };
}
