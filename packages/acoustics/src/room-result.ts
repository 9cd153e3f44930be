/**
 * The whole-room result: plain data (no class, no accessor), so it spreads, clones and
 * serialises like any object. The per-surface explanation is not part of it: `explainSurfaces`
 * builds it on demand (docs/decisions/0006-per-surface-explanation-built-on-first-read.md).
 */
import type { AutoModel } from './auto-model.ts';
import type { ModelId } from './models/metadata.ts';
import type { BandResult } from './models/model-types.ts';
import type { AxisBands } from './surface-result.ts';
import type { AxisValues, BandArray, UnitSystem } from './types.ts';
import type { RoomWarning } from './warnings.ts';

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
