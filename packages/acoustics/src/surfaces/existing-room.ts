/**
 * `existing-room-rt`: sabins from a measured reverberation time per band,
 * `A = K·V/RT − 4·m·V`, so that the surface alone gives back its RT under Sabine. The
 * sabins are shared among the axes by geometric area (`A_g = A·S_g/S`). A band without a
 * usable RT (missing, below 1 µs or negative, and no `rtAvg`) contributes nothing.
 *
 * Its signed areas (docs/product/data.md#surface-types: positive and negative areas allowed) add or remove
 * area of the existing room's mean absorption `ᾱ = A/S` per group: `A_g = ᾱ·(S_g + ΔS_g)`. A
 * negative area takes out the part of the existing surfaces a new finish covers; a positive area
 * adds more of the same. With no area the surface is exactly the room as measured.
 */
import { BAND_COUNT } from '../constants.ts';
import type { ExistingRoomSurface } from '../types.ts';
import { addToSums, type SurfaceContext, type SurfaceSink, zeroBands } from './absorption.ts';

// Module copies of imported constants: the optimiser cannot type an imported binding (it is
// a live value), which made this hot path up to twice as slow.
const bandCount = BAND_COUNT;

/** Shortest RT taken as a measurement, in seconds; anything shorter (or missing) is unusable. */
export const MIN_MEASURED_RT_SECONDS = 1e-6;

/** Whether a measured RT can be turned into sabins. */
export function isUsableRt(seconds: number | null | undefined): seconds is number {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= MIN_MEASURED_RT_SECONDS;
}

/** Sabins of one band of a measured RT, or 0 where no RT is usable. */
function bandSabins(seconds: number | null | undefined, band: number, context: SurfaceContext): number {
  if (!isUsableRt(seconds)) return 0;
  return (context.k * context.volume) / seconds - (context.airSabins[band] ?? 0);
}

/** Sabins per band of a measured RT, or 0 where no RT is usable. */
export function existingRoomSabins(rt: (number | null)[], context: SurfaceContext): number[] {
  const sabins = zeroBands();
  for (let band = 0; band < bandCount; band++) sabins[band] = bandSabins(rt[band], band, context);
  return sabins;
}

/** Absorption of an existing-room surface, written into `sink`. */
export function existingRoomAbsorption(
  surface: ExistingRoomSurface,
  context: SurfaceContext,
  sink: SurfaceSink,
): void {
  const { geometricAreas, totalArea } = context;
  const { sums, sabins } = sink;
  const area = surface.area;
  const lrArea = geometricAreas.lr + (area?.lr ?? 0);
  const frArea = geometricAreas.fr + (area?.fr ?? 0);
  const fcArea = geometricAreas.fc + (area?.fc ?? 0);
  for (let band = 0; band < bandCount; band++) {
    const seconds = surface.rt[band];
    if (!isUsableRt(seconds)) sink.hasUnusableRt = true;
    const perArea = bandSabins(seconds, band, context) / totalArea;
    const lr = perArea * lrArea;
    const fr = perArea * frArea;
    const fc = perArea * fcArea;
    if (sabins !== null) sabins[band] = lr + fr + fc;
    addToSums(sums, band, lr, fr, fc);
  }
  if (surface.averagedBands !== undefined && surface.averagedBands.length > 0) sink.hasAveragedRt = true;
  sink.enteredArea = area ?? null;
  sink.sabins63 = null;
  sink.maxCoefficient = Number.NEGATIVE_INFINITY;
}
