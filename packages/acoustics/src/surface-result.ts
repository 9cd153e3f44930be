/**
 * The per-surface explanation's types (`explainSurfaces`), shared by the room result, the
 * warnings and the explanation itself.
 */
import type { AxisCoefficients } from './surfaces/absorption.ts';
import type { AxisValues, BandArray, FacePlacement } from './types.ts';

/** Per-axis band values. */
export type AxisBands = { lr: BandArray; fr: BandArray; fc: BandArray };

/** One surface's share of the room, in the document's units. */
export type SurfaceResult = {
  index: number;
  type: string;
  name: string;
  isActive: boolean;
  /** Entered (signed) area per axis; 0 for sabin objects and existing-room surfaces. */
  enteredArea: AxisValues;
  /** Effective coefficient per band, after interpolation and cap; `null` where not area-based. */
  coefficients: (number | null)[];
  /**
   * Effective coefficient per band on each axis (`null` without area on that axis), for the
   * kinds whose coefficient differs between axes (absorption-constant); `null` for the others,
   * whose one coefficient applies to every axis. The warnings read the largest of these.
   */
  coefficientsByAxis: AxisCoefficients | null;
  /** Sabins per band (all axes together). */
  sabins: BandArray;
  /** Sabins per band on each axis (0 everywhere for an inactive surface). */
  sabinsByAxis: AxisBands;
  /**
   * Where the surface sits within each group (`FacePlacement`); `null` when it is spread over
   * both faces of every group: no placement stored, an existing-room surface, or inactive.
   */
  placement: FacePlacement | null;
};
