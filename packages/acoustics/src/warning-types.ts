/**
 * The shapes of the room warnings: each warning's stable code and details, and what the
 * warnings are computed from.
 */
import type { AxisBands, SurfaceResult } from './surface-result.ts';
import type { Axis, AxisValues, Surface, UnitSystem } from './types.ts';

/** A surface named in a warning, with the bands concerned. */
export type WarningSurface = { index: number; name: string; bands: number[] };

/** A warning: stable `code`, readable `message`, and details for the UI. */
export type RoomWarning =
  | { code: 'sabine-proportions'; message: string; diagonal: number; diagonalLimit: number }
  | { code: 'invalid-room'; message: string }
  | { code: 'negative-coefficient'; message: string; bands: number[]; surfaces: WarningSurface[] }
  | { code: 'negative-absorption'; message: string; bands: number[] }
  | { code: 'no-absorption'; message: string; bands: number[] }
  | { code: 'group-without-absorption'; message: string; axis: Axis; bands: number[] }
  | { code: 'existing-room-rt-average'; message: string; surfaceIndex: number; bands: number[] }
  | { code: 'sabine-coefficient-above-0.30'; message: string; bands: number[]; surfaces: WarningSurface[] }
  | { code: 'eyring-coefficient-above-1'; message: string; bands: number[]; surfaces: WarningSurface[] }
  | {
      code: 'area-exceeds-geometry';
      message: string;
      axis: Axis;
      enteredArea: number;
      geometricArea: number;
      excess: number;
    }
  | { code: 'existing-room-rt-missing'; message: string; surfaceIndex: number; bands: number[] };

/** Every warning code. */
export type WarningCode = RoomWarning['code'];

/** What the warnings are computed from. */
export type WarningInput = {
  unitSystem: UnitSystem;
  diagonal: number;
  diagonalLimit: number;
  passesProportionCheck: boolean;
  geometricAreas: AxisValues;
  enteredAreas: AxisValues;
  meanAlpha: number[];
  meanAlphaByAxis: AxisBands;
  meanAlpha63: number | null;
  /** The per-surface explanation (memoised), called only when a coefficient warning fires. */
  explainSurfaces: () => SurfaceResult[];
  /** Largest effective coefficient of any active surface in any band. */
  maxCoefficient: number;
  inputSurfaces: Surface[];
  /** Whether an active existing-room surface has a band without a usable RT. */
  hasUnusableRt: boolean;
  /** Whether an active existing-room surface took `rtAvg` for an unusable band. */
  hasAveragedRt: boolean;
  /** Bit `1 << band` where an active surface's coefficient exceeds 1.0. */
  aboveOneBands: number;
  /** Bit `1 << band` where an active surface's coefficient is negative. */
  negativeBands: number;
  /** Whether the room has a positive, finite volume, area and speed of sound. */
  isValidRoom: boolean;
  /** Surface absorption per band, and the air's. */
  sabins: number[];
  airSabins: number[];
  sabinsByAxis: AxisBands;
};
