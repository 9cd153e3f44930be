/** Inputs and outputs shared by the reverberation models (one octave band at a time). */
import type { AxisValues } from '../types.ts';

/** Why a model has no value for a band. */
export type NullReason =
  /** Total absorption (surfaces and air) is zero: the RT would be infinite. */
  | 'no-absorption'
  /** Negative areas removed more absorption than there is: the RT would be negative. */
  | 'negative-absorption'
  /** An Eyring-type term needs `ln(1 − α)` with `α ≥ 1`. */
  | 'coefficient-at-least-one'
  /** The room has no positive, finite volume and area. */
  | 'invalid-room';

/** One model's value for one band: seconds, or `null` with the reason. */
export type BandResult = { value: number; reason: null } | { value: null; reason: NullReason };

/** Everything a model needs for one band, in the document's units. */
export type BandInput = {
  /** `K = 24·ln(10)/c`, seconds per length unit. */
  k: number;
  volume: number;
  /** Geometric area per axis and in total. */
  areas: AxisValues;
  totalArea: number;
  /** Surface absorption per axis, in sabins. */
  sabins: AxisValues;
  /** Air absorption `4·m·V`, in sabins. */
  airSabins: number;
  frequencyHz: number;
  /** Speed of sound, length units per second. */
  speedOfSound: number;
  /** Room height (floor to ceiling), length units. */
  height: number;
  /**
   * Per group, the sabins on its first face (left wall, front wall, ceiling) minus those on its
   * second (right wall, rear wall, floor), from the surfaces' placements. Missing, or 0 on a
   * group: the group's absorption is split evenly between its two faces. Only Neubauer reads it.
   */
  faceOffsets?: AxisValues;
};

/** A reverberation model: RT60 in seconds for one band. */
export type ReverberationModel = (input: BandInput) => BandResult;

/**
 * A band value; a value that overflows to infinity (absorption too small to represent), or that
 * is not positive, becomes `no-absorption`, so no model ever returns a non-finite, zero or
 * negative number. (The parser's physical limits keep every sum finite, so a time of 0 from an
 * infinite absorption cannot arise from a parsed document.)
 */
export function valueResult(value: number): BandResult {
  return Number.isFinite(value) && value > 0 ? { value, reason: null } : nullResult('no-absorption');
}

/** A missing band value. */
export function nullResult(reason: NullReason): BandResult {
  return { value: null, reason };
}

/** Why a decay-rate denominator gives no finite positive time, or `null` when it does. */
export function denominatorReason(denominator: number): NullReason | null {
  if (denominator > 0) return null;
  return denominator < 0 ? 'negative-absorption' : 'no-absorption';
}

/**
 * `K·V/denominator`, or the null reason when the denominator is zero (infinite RT) or
 * negative. Non-finite inputs also give `no-absorption` rather than NaN.
 */
export function decayTime(k: number, volume: number, denominator: number): BandResult {
  const reason = denominatorReason(denominator);
  return reason === null ? valueResult((k * volume) / denominator) : nullResult(reason);
}

/**
 * The Eyring absorption exponent `−ln(1 − α)`, or `null` when `α ≥ 1` (log of a
 * non-positive number).
 */
export function eyringExponent(alpha: number): number | null {
  if (!(alpha < 1)) return null;
  return -Math.log1p(-alpha);
}

/** Mean coefficient of an axis, `α_g = A_g/S_g`. */
export function axisAlpha(input: BandInput, axis: keyof AxisValues): number {
  return input.sabins[axis] / input.areas[axis];
}

/** Total surface absorption `A = A_lr + A_fr + A_fc`. */
export function totalSabins(input: BandInput): number {
  return input.sabins.lr + input.sabins.fr + input.sabins.fc;
}

/**
 * The three axial Eyring denominators `−S·ln(1 − α_g) + 4·m·V` (lr, fr, fc), or the null
 * reason: `coefficient-at-least-one` when any α_g ≥ 1 (checked first), else the reason of
 * the first denominator that is not positive.
 */
export function axialEyringDenominators(input: BandInput): [number, number, number] | NullReason {
  const { areas, sabins, totalArea, airSabins } = input;
  const lr = eyringExponent(sabins.lr / areas.lr);
  const fr = eyringExponent(sabins.fr / areas.fr);
  const fc = eyringExponent(sabins.fc / areas.fc);
  if (lr === null || fr === null || fc === null) return 'coefficient-at-least-one';
  const denominators: [number, number, number] = [
    totalArea * lr + airSabins,
    totalArea * fr + airSabins,
    totalArea * fc + airSabins,
  ];
  return (
    denominatorReason(denominators[0]) ??
    denominatorReason(denominators[1]) ??
    denominatorReason(denominators[2]) ??
    denominators
  );
}
