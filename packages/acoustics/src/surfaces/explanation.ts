/**
 * The per-surface explanation of a computed room (`RoomResult.surfaces`), built on first
 * read: the whole-room totals never need it, and only the detail panels and the coefficient
 * warnings read it. It is computed from the same input and by the same rules as the totals.
 */
import type { AxisBands, SurfaceResult } from '../room-result.ts';
import type { Surface } from '../types.ts';
import {
  type AxisSums,
  noCoefficients,
  type SurfaceContext,
  type SurfaceSink,
  zeroAxes,
  zeroAxisSums,
  zeroBands,
} from './absorption.ts';
import { addSurfaceAbsorption } from './surface-absorption.ts';

/** Per-axis sums (lr bands 0-5, fr 6-11, fc 12-17) as three band arrays. */
function axisBandsOf(sums: AxisSums): AxisBands {
  return { lr: sums.slice(0, 6), fr: sums.slice(6, 12), fc: sums.slice(12, 18) };
}

/** Every surface's share of the room, per band, in input order (inactive ones included). */
export function explainSurfaces(surfaces: readonly Surface[], context: SurfaceContext): SurfaceResult[] {
  const results: SurfaceResult[] = [];
  for (let index = 0; index < surfaces.length; index++) {
    const surface = surfaces[index];
    if (surface === undefined) continue;
    // The room's totals already hold these sabins: here they are the surface's own, per axis.
    const sums = zeroAxisSums();
    const coefficients = noCoefficients();
    const sabins = zeroBands();
    const sink: SurfaceSink = {
      sums,
      coefficients,
      coefficientsByAxis: null,
      sabins,
      enteredArea: null,
      sabins63: null,
      maxCoefficient: Number.NEGATIVE_INFINITY,
      hasUnusableRt: false,
      aboveOneBands: 0,
      negativeBands: 0,
      hasAveragedRt: false,
      placement: null,
    };
    const isActive = addSurfaceAbsorption(surface, context, sink);
    results.push({
      index,
      type: surface.type,
      name: surface.name,
      isActive,
      enteredArea: sink.enteredArea ?? zeroAxes(),
      coefficients,
      coefficientsByAxis: sink.coefficientsByAxis,
      sabins,
      sabinsByAxis: axisBandsOf(sums),
      placement: sink.placement,
    });
  }
  return results;
}

/** A room's surface explanation, computed once on first `get()`. */
export class SurfaceExplanation {
  readonly #surfaces: readonly Surface[];
  readonly #context: SurfaceContext;
  #value: SurfaceResult[] | null = null;

  constructor(surfaces: readonly Surface[], context: SurfaceContext) {
    this.#surfaces = surfaces;
    this.#context = context;
  }

  /** The explanation (built on the first call). */
  get(): SurfaceResult[] {
    this.#value ??= explainSurfaces(this.#surfaces, this.#context);
    return this.#value;
  }

  /** Replaces the explanation (a caller assigning `result.surfaces`). */
  set(value: SurfaceResult[]): void {
    this.#value = value;
  }
}
