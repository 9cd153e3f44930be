/**
 * The room's surface totals for `calculateRoom`: every active surface added up in one pass
 * (per-axis sabins, entered areas, 63 Hz sabins, the facts the warnings read, and the face
 * offsets of placed surfaces), without building the per-surface explanation. Plain loops and no
 * per-surface allocation: this runs on every keystroke in the calculator.
 */
import { BAND_COUNT } from './constants.ts';
import {
  type AxisSums,
  emptySink,
  type SurfaceContext,
  type SurfaceSink,
  zeroAxisSums,
} from './surfaces/absorption.ts';
import { addSurfaceAbsorption } from './surfaces/surface-absorption.ts';
import type { AxisValues, FacePlacement, Surface } from './types.ts';

// A module copy of the imported constant: the optimiser cannot type an imported binding (it is
// a live value), which made this hot path up to twice as slow.
const bandCount = BAND_COUNT;

/** What `totalSurfaces` adds up over the active surfaces. */
export type SurfaceTotals = {
  sums: AxisSums;
  enteredAreas: AxisValues;
  /** Total sabins at 63 Hz, `null` unless every active surface has 63 Hz data (and one exists). */
  sabins63: number | null;
  /** Largest effective coefficient of any active surface (for the Eyring warning). */
  maxCoefficient: number;
  /** Whether an active existing-room surface has a band without a usable RT. */
  hasUnusableRt: boolean;
  /** Bit `1 << band` where an active surface's coefficient exceeds 1.0. */
  aboveOneBands: number;
  /** Bit `1 << band` where an active surface's coefficient is negative. */
  negativeBands: number;
  /** First-face minus second-face sabins per axis (18 values, as `sums`); `null` when no surface is placed. */
  faceOffsets: AxisSums | null;
  /** Whether an active existing-room surface took `rtAvg` for an unusable band. */
  hasAveragedRt: boolean;
};

/** `+1` on the first face of an axis (left, front, ceiling), `−1` on the second, 0 on both. */
function faceSign(placement: FacePlacement[keyof FacePlacement]): number {
  if (placement === 'both') return 0;
  return placement === 'left' || placement === 'front' || placement === 'ceiling' ? 1 : -1;
}

/**
 * Adds a placed surface's per-axis sabins, signed by face, to the face offsets. Its sabins are
 * already in the room's sums; such surfaces are few, so it is added again into a scratch sum.
 */
function addFaceOffsets(
  surface: Surface,
  placement: FacePlacement,
  context: SurfaceContext,
  sink: SurfaceSink,
  faceOffsets: AxisSums,
): void {
  const roomSums = sink.sums;
  const scratch = zeroAxisSums();
  sink.sums = scratch;
  addSurfaceAbsorption(surface, context, sink);
  sink.sums = roomSums;
  const lr = faceSign(placement.lr);
  const fr = faceSign(placement.fr);
  const fc = faceSign(placement.fc);
  for (let band = 0; band < bandCount; band++) {
    faceOffsets[band] = (faceOffsets[band] ?? 0) + lr * (scratch[band] ?? 0);
    faceOffsets[band + 6] = (faceOffsets[band + 6] ?? 0) + fr * (scratch[band + 6] ?? 0);
    faceOffsets[band + 12] = (faceOffsets[band + 12] ?? 0) + fc * (scratch[band + 12] ?? 0);
  }
}

/** Adds up the active surfaces in one pass, without building their per-band explanation. */
export function totalSurfaces(surfaces: readonly Surface[], context: SurfaceContext): SurfaceTotals {
  const enteredAreas: AxisValues = { lr: 0, fr: 0, fc: 0 };
  const sink = emptySink(false);
  let faceOffsets: AxisSums | null = null;
  let sabins63: number | null = null;
  let isMissing63 = false;
  let maxCoefficient = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < surfaces.length; index++) {
    const surface = surfaces[index];
    if (surface === undefined || !addSurfaceAbsorption(surface, context, sink)) continue;
    const placement = sink.placement;
    if (placement !== null) {
      faceOffsets ??= zeroAxisSums();
      addFaceOffsets(surface, placement, context, sink, faceOffsets);
    }
    if (sink.maxCoefficient > maxCoefficient) maxCoefficient = sink.maxCoefficient;
    const area = sink.enteredArea;
    if (area !== null) {
      enteredAreas.lr += area.lr;
      enteredAreas.fr += area.fr;
      enteredAreas.fc += area.fc;
    }
    if (sink.sabins63 === null) isMissing63 = true;
    else sabins63 = (sabins63 ?? 0) + sink.sabins63;
  }
  return {
    sums: sink.sums,
    enteredAreas,
    sabins63: isMissing63 ? null : sabins63,
    maxCoefficient,
    hasUnusableRt: sink.hasUnusableRt,
    aboveOneBands: sink.aboveOneBands,
    negativeBands: sink.negativeBands,
    faceOffsets,
    hasAveragedRt: sink.hasAveragedRt,
  };
}
