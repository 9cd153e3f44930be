/**
 * `existing-room-rt`: sabins from a measured reverberation time per band,
 * `A = K·V/RT − 4·m·V`, so that the surface alone gives back its RT under Sabine. The
 * sabins are shared among the axes by geometric area (`A_g = A·S_g/S`). A band without a
 * usable RT (missing, below 1 µs or negative, and no `rtAvg`) contributes nothing. The surface
 * enters no area: it stands for the absorption the room already has, not for a covering.
 */
import { BAND_COUNT } from '../constants.ts';
import type { ExistingRoomSurface } from '../types.ts';
import {
  type AxisTotals,
  addToTotals,
  noCoefficients,
  type SurfaceAbsorption,
  type SurfaceContext,
  zeroAxes,
  zeroBands,
} from './absorption.ts';

/** Shortest RT taken as a measurement, in seconds; anything shorter (or missing) is unusable. */
export const MIN_MEASURED_RT_SECONDS = 1e-6;

/** Whether a measured RT can be turned into sabins. */
export function isUsableRt(seconds: number | null | undefined): seconds is number {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= MIN_MEASURED_RT_SECONDS;
}

/** Sabins per band of a measured RT, or 0 where no RT is usable. */
export function existingRoomSabins(rt: (number | null)[], context: SurfaceContext): number[] {
  const sabins = zeroBands();
  for (let band = 0; band < BAND_COUNT; band++) {
    const seconds = rt[band];
    if (!isUsableRt(seconds)) continue;
    sabins[band] = (context.k * context.volume) / seconds - (context.airSabins[band] ?? 0);
  }
  return sabins;
}

/** Absorption of an existing-room surface. */
export function existingRoomAbsorption(
  surface: ExistingRoomSurface,
  context: SurfaceContext,
  totals: AxisTotals,
): SurfaceAbsorption {
  const sabins = existingRoomSabins(surface.rt, context);
  const { geometricAreas, totalArea } = context;
  for (let band = 0; band < BAND_COUNT; band++) {
    const perArea = (sabins[band] ?? 0) / totalArea;
    addToTotals(
      totals,
      band,
      perArea * geometricAreas.lr,
      perArea * geometricAreas.fr,
      perArea * geometricAreas.fc,
    );
  }
  return {
    enteredArea: zeroAxes(),
    coefficients: noCoefficients(),
    sabins,
    sabins63: null,
    maxCoefficient: Number.NEGATIVE_INFINITY,
  };
}
