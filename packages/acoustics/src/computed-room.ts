/**
 * The object `calculateRoom` returns. It is a `RoomResult` whose `surfaces` explanation is
 * built on first read (a prototype accessor), so a keystroke that only needs the totals and
 * the models does not pay for sixty per-surface tables. Every other field is a plain own
 * property. `toJSON` gives the same plain object, `surfaces` included in its place, so
 * `JSON.stringify` is unchanged; spreading the object (`{ ...result }`) does not copy the
 * accessor, so read `result.surfaces` explicitly when copying.
 */
import type { AutoModel } from './auto-model.ts';
import type { ModelId } from './models/metadata.ts';
import type { BandResult } from './models/model-types.ts';
import type { AxisBands, RoomResult, SurfaceResult } from './room-result.ts';
import type { SurfaceExplanation } from './surfaces/explanation.ts';
import type { AxisValues, BandArray, UnitSystem } from './types.ts';
import type { RoomWarning } from './warnings.ts';

/** Every field of a room result except the lazily built surface explanation. */
export type RoomTotals = Omit<RoomResult, 'surfaces'>;

/** A computed room (see the file header). */
export class ComputedRoom implements RoomResult {
  unitSystem: UnitSystem;
  bands: number[];
  rtDecayDb: number;
  dimensions: { length: number; width: number; height: number };
  volume: number;
  totalArea: number;
  geometricAreas: AxisValues;
  enteredAreas: AxisValues;
  diagonal: number;
  diagonalLimit: number;
  passesProportionCheck: boolean;
  temperatureCelsius: number;
  speedOfSound: number;
  k: number;
  airAbsorptionPerLength: BandArray;
  airSabins: BandArray;
  sabins: BandArray;
  sabinsByAxis: AxisBands;
  faceOffsets: AxisBands;
  meanAlpha: BandArray;
  meanAlphaByAxis: AxisBands;
  meanAlpha63: number | null;
  rt: Record<ModelId, BandResult[]>;
  autoModel: AutoModel;
  warnings: RoomWarning[];
  readonly #explanation: SurfaceExplanation;

  constructor(totals: RoomTotals, explanation: SurfaceExplanation) {
    // Assigned one by one, in `RoomResult` order, so every instance has the same shape.
    this.unitSystem = totals.unitSystem;
    this.bands = totals.bands;
    this.rtDecayDb = totals.rtDecayDb;
    this.dimensions = totals.dimensions;
    this.volume = totals.volume;
    this.totalArea = totals.totalArea;
    this.geometricAreas = totals.geometricAreas;
    this.enteredAreas = totals.enteredAreas;
    this.diagonal = totals.diagonal;
    this.diagonalLimit = totals.diagonalLimit;
    this.passesProportionCheck = totals.passesProportionCheck;
    this.temperatureCelsius = totals.temperatureCelsius;
    this.speedOfSound = totals.speedOfSound;
    this.k = totals.k;
    this.airAbsorptionPerLength = totals.airAbsorptionPerLength;
    this.airSabins = totals.airSabins;
    this.sabins = totals.sabins;
    this.sabinsByAxis = totals.sabinsByAxis;
    this.faceOffsets = totals.faceOffsets;
    this.meanAlpha = totals.meanAlpha;
    this.meanAlphaByAxis = totals.meanAlphaByAxis;
    this.meanAlpha63 = totals.meanAlpha63;
    this.rt = totals.rt;
    this.autoModel = totals.autoModel;
    this.warnings = totals.warnings;
    this.#explanation = explanation;
  }

  /** Each surface's share of the room (built on first read). */
  get surfaces(): SurfaceResult[] {
    return this.#explanation.get();
  }

  set surfaces(value: SurfaceResult[]) {
    this.#explanation.set(value);
  }

  /** The plain `RoomResult`, with `surfaces` where it has always been in the JSON. */
  toJSON(): RoomResult {
    return {
      unitSystem: this.unitSystem,
      bands: this.bands,
      rtDecayDb: this.rtDecayDb,
      dimensions: this.dimensions,
      volume: this.volume,
      totalArea: this.totalArea,
      geometricAreas: this.geometricAreas,
      enteredAreas: this.enteredAreas,
      diagonal: this.diagonal,
      diagonalLimit: this.diagonalLimit,
      passesProportionCheck: this.passesProportionCheck,
      temperatureCelsius: this.temperatureCelsius,
      speedOfSound: this.speedOfSound,
      k: this.k,
      airAbsorptionPerLength: this.airAbsorptionPerLength,
      airSabins: this.airSabins,
      surfaces: this.surfaces,
      sabins: this.sabins,
      sabinsByAxis: this.sabinsByAxis,
      faceOffsets: this.faceOffsets,
      meanAlpha: this.meanAlpha,
      meanAlphaByAxis: this.meanAlphaByAxis,
      meanAlpha63: this.meanAlpha63,
      rt: this.rt,
      autoModel: this.autoModel,
      warnings: this.warnings,
    };
  }
}
