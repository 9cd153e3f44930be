/** The whole-room result: everything the UI needs to show and explain every number. */
import type { AutoModel } from './auto-model.ts';
import type { ModelId } from './models/metadata.ts';
import type { BandResult } from './models/model-types.ts';
import type { AxisCoefficients } from './surfaces/absorption.ts';
import type { AxisValues, BandArray, FacePlacement, UnitSystem } from './types.ts';
import type { RoomWarning } from './warnings.ts';

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

/** Result of `calculateRoom`. Lengths, areas, volumes and sabins are in the document's units. */
export type RoomResult = {
  unitSystem: UnitSystem;
  bands: number[];
  rtDecayDb: number;
  dimensions: { length: number; width: number; height: number };
  volume: number;
  totalArea: number;
  geometricAreas: AxisValues;
  /** Sum of the active surfaces' entered areas per axis. */
  enteredAreas: AxisValues;
  diagonal: number;
  diagonalLimit: number;
  passesProportionCheck: boolean;
  temperatureCelsius: number;
  /** Speed of sound, length units per second. */
  speedOfSound: number;
  /** `K = 24·ln(10)/c`, seconds per length unit. */
  k: number;
  /** Air absorption factor `m` per length unit, per band. */
  airAbsorptionPerLength: BandArray;
  /** Air absorption `4·m·V` per band, in sabins (0 when turned off). */
  airSabins: BandArray;
  surfaces: SurfaceResult[];
  /** Surface absorption `A` per band (air not included). */
  sabins: BandArray;
  sabinsByAxis: AxisBands;
  /**
   * Per axis and band, the sabins on the first face (left wall, front wall, ceiling) minus those
   * on the second (right wall, rear wall, floor), from the surfaces' placements: the first face
   * holds `(sabinsByAxis + faceOffsets)/2`, the second `(sabinsByAxis − faceOffsets)/2`. All 0
   * when every surface is placed on 'both' faces (the default). Neubauer reads it.
   */
  faceOffsets: AxisBands;
  /** `ᾱ = A/S` per band. */
  meanAlpha: BandArray;
  /** `α_g = A_g/S_g` per band. */
  meanAlphaByAxis: AxisBands;
  /** `ᾱ` at 63 Hz, or `null` unless every active surface has 63 Hz data. */
  meanAlpha63: number | null;
  /** Each model's value per band, scaled to `rtDecayDb`, or `null` with the reason. */
  rt: Record<ModelId, BandResult[]>;
  autoModel: AutoModel;
  warnings: RoomWarning[];
};
