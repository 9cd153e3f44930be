/**
 * What one surface contributes: its entered area per axis, its effective coefficient per
 * band (after interpolation and the 0.99 cap), its sabins per band, and its sabins per axis.
 * A surface writes into a `SurfaceSink`: the per-axis sabins go straight into the room's
 * running totals, and the per-band explanation arrays are filled only when the sink has
 * them, so the whole-room pass allocates nothing per surface (it runs on every keystroke).
 */
import { BAND_COUNT, COEFFICIENT_CAP } from '../constants.ts';
import type { AxisValues, BandArray, FacePlacement } from '../types.ts';

// Module copies of imported constants: the optimiser cannot type an imported binding (it is
// a live value), which made this hot path up to twice as slow.
const bandCount = BAND_COUNT;
const coefficientCap = COEFFICIENT_CAP;

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

/**
 * Effective coefficient per band on each axis, `null` where the axis has no area. Only kinds
 * whose coefficient differs between axes have it (the absorption-constant surface).
 */
export type AxisCoefficients = { lr: (number | null)[]; fr: (number | null)[]; fc: (number | null)[] };

/** Absorption of one surface, in the document's units. */
export type SurfaceAbsorption = {
  enteredArea: AxisValues;
  /** Effective coefficient per band; `null` for kinds that are not a coefficient over an area. */
  coefficients: (number | null)[];
  /** Per-axis coefficients where they differ from `coefficients` (an area-weighted mean), else `null`. */
  coefficientsByAxis: AxisCoefficients | null;
  /** Sabins per band, all axes together. */
  sabins: BandArray;
  /** Total sabins at 63 Hz, or `null` when the surface has no 63 Hz data. */
  sabins63: number | null;
  /**
   * Largest effective coefficient over the bands (−∞ without coefficients); for a kind with
   * per-axis coefficients, the largest per-axis value, not the mean.
   */
  maxCoefficient: number;
};

/** Running per-axis sabins of a room, 18 values axis by axis: lr bands 0-5, fr 6-11, fc 12-17. */
export type AxisSums = number[];

/** Fresh zero per-axis sums (a literal: cheaper to allocate than a typed array). */
export function zeroAxisSums(): AxisSums {
  return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
}

/**
 * Where a surface writes its contribution. The surface adds its per-axis sabins to `sums`
 * and sets `enteredArea` (`null`: no area), `sabins63` and `maxCoefficient` (the largest
 * per-axis coefficient where axes differ); it fills `coefficients` and `sabins` per band only
 * when they are not `null` (the explanation), and then a kind whose coefficient differs between
 * axes also sets `coefficientsByAxis`.
 */
export type SurfaceSink = {
  sums: AxisSums;
  coefficients: (number | null)[] | null;
  coefficientsByAxis: AxisCoefficients | null;
  sabins: BandArray | null;
  enteredArea: AxisValues | null;
  sabins63: number | null;
  maxCoefficient: number;
  /** Set (never cleared) by an existing-room surface with a band that has no usable RT. */
  hasUnusableRt: boolean;
  /** Bit `1 << band` set (never cleared) where a surface's effective coefficient exceeds 1.0. */
  aboveOneBands: number;
  /** Bit `1 << band` set (never cleared) where a surface's effective coefficient is negative. */
  negativeBands: number;
  /** Set (never cleared) by an existing-room surface that took `rtAvg` for an unusable band. */
  hasAveragedRt: boolean;
  /** The placement of the surface just added (`null`: both faces of every group). */
  placement: FacePlacement | null;
};

/**
 * A sink with nothing added yet. With `explained`, it also fills each band's coefficient and
 * sabins (the explanation of one surface); without, it only adds up.
 */
export function emptySink(explained: boolean): SurfaceSink {
  return {
    sums: zeroAxisSums(),
    coefficients: explained ? noCoefficients() : null,
    coefficientsByAxis: null,
    sabins: explained ? zeroBands() : null,
    enteredArea: null,
    sabins63: null,
    maxCoefficient: Number.NEGATIVE_INFINITY,
    hasUnusableRt: false,
    aboveOneBands: 0,
    negativeBands: 0,
    hasAveragedRt: false,
    placement: null,
  };
}

/** Records in `sink` whether a surface's coefficient in `band` is above 1.0 or negative. */
export function flagCoefficient(sink: SurfaceSink, band: number, alpha: number): void {
  if (alpha > 1) sink.aboveOneBands |= 1 << band;
  else if (alpha < 0) sink.negativeBands |= 1 << band;
}

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
    coefficientsByAxis: null,
    sabins: zeroBands(),
    sabins63: null,
    maxCoefficient: Number.NEGATIVE_INFINITY,
  };
}

/** Adds sabins to one band of the running per-axis sums. */
export function addToSums(sums: AxisSums, band: number, lr: number, fr: number, fc: number): void {
  sums[band] = (sums[band] ?? 0) + lr;
  sums[band + 6] = (sums[band + 6] ?? 0) + fr;
  sums[band + 12] = (sums[band + 12] ?? 0) + fc;
}

/** Adds per-axis sums into per-axis band arrays. */
export function addSumsToTotals(sums: AxisSums, totals: AxisTotals): void {
  for (let band = 0; band < bandCount; band++) {
    totals.lr[band] = (totals.lr[band] ?? 0) + (sums[band] ?? 0);
    totals.fr[band] = (totals.fr[band] ?? 0) + (sums[band + 6] ?? 0);
    totals.fc[band] = (totals.fc[band] ?? 0) + (sums[band + 12] ?? 0);
  }
}

/** Applies the Advanced Settings cap of 0.99 (issue convention 5) when limiting is on. */
export function limitCoefficient(alpha: number, isLimiting: boolean): number {
  return isLimiting && alpha > coefficientCap ? coefficientCap : alpha;
}

/** Linear interpolation in percent: 0 % gives `from`, 100 % gives `to`. */
export function interpolatePercent(from: number, to: number, percent: number): number {
  return from + ((to - from) * percent) / 100;
}

/** Sum of the three axis values. */
export function axisSum(values: AxisValues): number {
  return values.lr + values.fr + values.fc;
}

/**
 * Coefficients spread over entered areas: `sabins_g = α·area_g`, α capped when limiting.
 * With `toCoefficients` the coefficient is interpolated first, `α = A + (B − A)·percent/100`
 * (variable and audience surfaces), band by band so that no array is built for it.
 */
export function areaBasedAbsorption(
  coefficients: BandArray,
  toCoefficients: BandArray | null,
  percent: number,
  a63: number | null,
  area: AxisValues,
  context: SurfaceContext,
  sink: SurfaceSink,
): void {
  const { sums, coefficients: effective, sabins } = sink;
  const isLimiting = context.isLimitingCoefficients;
  const cap = isLimiting ? coefficientCap : Number.POSITIVE_INFINITY;
  const { lr, fr, fc } = area;
  const totalArea = lr + fr + fc;
  let maxCoefficient = Number.NEGATIVE_INFINITY;
  for (let band = 0; band < bandCount; band++) {
    const from = coefficients[band] ?? 0;
    const raw = toCoefficients === null ? from : interpolatePercent(from, toCoefficients[band] ?? 0, percent);
    // limitCoefficient(raw, isLimiting), with the cap read once.
    const alpha = raw > cap ? cap : raw;
    if (alpha > maxCoefficient) maxCoefficient = alpha;
    if (alpha > 1 || alpha < 0) flagCoefficient(sink, band, alpha);
    if (effective !== null) effective[band] = alpha;
    if (sabins !== null) sabins[band] = alpha * totalArea;
    addToSums(sums, band, alpha * lr, alpha * fr, alpha * fc);
  }
  sink.enteredArea = area;
  sink.sabins63 = a63 === null ? null : limitCoefficient(a63, isLimiting) * totalArea;
  sink.maxCoefficient = maxCoefficient;
}
