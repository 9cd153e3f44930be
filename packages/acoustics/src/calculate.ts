/**
 * The whole-room entry point: geometry, surface bookkeeping, air absorption, the seven
 * models per band, the automatic model choice and the warnings. Pure; never throws for a
 * `CalcInput` and never returns NaN for a model (a band is `null` with a reason instead).
 * Written with plain loops: it runs on every keystroke in the calculator (target ≤ 5 µs).
 */
import { chooseAutoModel } from './auto-model.ts';
import { BAND_COUNT, BANDS } from './constants.ts';
import { roomGeometry } from './geometry.ts';
import { MODEL_IDS, MODELS, type ModelId } from './models/metadata.ts';
import { type BandInput, type BandResult, nullResult, valueResult } from './models/model-types.ts';
import type { AxisBands, RoomResult, SurfaceResult } from './room-result.ts';
import type { SurfaceContext } from './surfaces/absorption.ts';
import { surfaceAbsorption } from './surfaces/surface-absorption.ts';
import type { AxisValues, CalcInput } from './types.ts';
import {
  airAbsorptionPerLengthUnit,
  reverberationConstant,
  speedOfSound as speedOfSoundFor,
  temperatureInCelsius,
} from './units.ts';
import { roomWarnings } from './warnings.ts';

type SurfaceTotals = {
  surfaces: SurfaceResult[];
  sabinsByAxis: AxisBands;
  enteredAreas: AxisValues;
  /** Total sabins at 63 Hz, `null` unless every active surface has 63 Hz data (and one exists). */
  sabins63: number | null;
  /** Largest effective coefficient of any active surface (for the Eyring warning). */
  maxCoefficient: number;
};

function computeSurfaces(input: CalcInput, context: SurfaceContext): SurfaceTotals {
  const surfaces: SurfaceResult[] = [];
  const sabinsByAxis: AxisBands = { lr: [0, 0, 0, 0, 0, 0], fr: [0, 0, 0, 0, 0, 0], fc: [0, 0, 0, 0, 0, 0] };
  const enteredAreas: AxisValues = { lr: 0, fr: 0, fc: 0 };
  let sabins63: number | null = null;
  let isMissing63 = false;
  let maxCoefficient = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < input.surfaces.length; index++) {
    const surface = input.surfaces[index];
    if (surface === undefined) continue;
    const absorption = surfaceAbsorption(surface, context, sabinsByAxis);
    const isActive = !surface.isInactive;
    surfaces.push({
      index,
      type: surface.type,
      name: surface.name,
      isActive,
      enteredArea: absorption.enteredArea,
      coefficients: absorption.coefficients,
      sabins: absorption.sabins,
    });
    if (!isActive) continue;
    if (absorption.maxCoefficient > maxCoefficient) maxCoefficient = absorption.maxCoefficient;
    enteredAreas.lr += absorption.enteredArea.lr;
    enteredAreas.fr += absorption.enteredArea.fr;
    enteredAreas.fc += absorption.enteredArea.fc;
    if (absorption.sabins63 === null) isMissing63 = true;
    else sabins63 = (sabins63 ?? 0) + absorption.sabins63;
  }
  return { surfaces, sabinsByAxis, enteredAreas, sabins63: isMissing63 ? null : sabins63, maxCoefficient };
}

function runModels(bandInputs: BandInput[] | null, rtScale: number): Record<ModelId, BandResult[]> {
  const rt = {} as Record<ModelId, BandResult[]>;
  for (const id of MODEL_IDS) {
    const model = MODELS[id];
    const values: BandResult[] = [];
    for (let band = 0; band < BAND_COUNT; band++) {
      const bandInput = bandInputs?.[band];
      const result = bandInput === undefined ? nullResult('invalid-room') : model(bandInput);
      values.push(result.value === null || rtScale === 1 ? result : valueResult(result.value * rtScale));
    }
    rt[id] = values;
  }
  return rt;
}

/** Computes a whole room: every number the UI shows, with the values it was computed from. */
export function calculateRoom(input: CalcInput): RoomResult {
  const { unitSystem, length, width, height } = input;
  const geometry = roomGeometry(length, width, height);
  const { volume, totalArea, geometricAreas } = geometry;
  const speedOfSound = speedOfSoundFor(input.temperature, unitSystem);
  const k = reverberationConstant(speedOfSound);
  const airAbsorptionPerLength = airAbsorptionPerLengthUnit(unitSystem);
  const airSabins: number[] = [];
  for (const m of airAbsorptionPerLength) airSabins.push(input.settings.airAbsorption ? 4 * m * volume : 0);
  const context: SurfaceContext = {
    isLimitingCoefficients: input.settings.limitCoefficients,
    k,
    volume,
    airSabins,
    geometricAreas,
    totalArea,
  };
  const { surfaces, sabinsByAxis, enteredAreas, sabins63, maxCoefficient } = computeSurfaces(input, context);
  const isValidRoom =
    volume > 0 &&
    Number.isFinite(volume) &&
    totalArea > 0 &&
    speedOfSound > 0 &&
    Number.isFinite(speedOfSound);
  const sabins = [0, 0, 0, 0, 0, 0];
  const meanAlpha = [0, 0, 0, 0, 0, 0];
  const meanAlphaByAxis: AxisBands = {
    lr: [0, 0, 0, 0, 0, 0],
    fr: [0, 0, 0, 0, 0, 0],
    fc: [0, 0, 0, 0, 0, 0],
  };
  const bandInputs: BandInput[] = [];
  for (let band = 0; band < BAND_COUNT; band++) {
    const lr = sabinsByAxis.lr[band] ?? 0;
    const fr = sabinsByAxis.fr[band] ?? 0;
    const fc = sabinsByAxis.fc[band] ?? 0;
    const total = lr + fr + fc;
    sabins[band] = total;
    meanAlpha[band] = total / totalArea;
    meanAlphaByAxis.lr[band] = lr / geometricAreas.lr;
    meanAlphaByAxis.fr[band] = fr / geometricAreas.fr;
    meanAlphaByAxis.fc[band] = fc / geometricAreas.fc;
    bandInputs.push({
      k,
      volume,
      areas: geometricAreas,
      totalArea,
      sabins: { lr, fr, fc },
      airSabins: airSabins[band] ?? 0,
      frequencyHz: BANDS[band] ?? 0,
      speedOfSound,
      height,
    });
  }
  const meanAlpha63 = sabins63 === null ? null : sabins63 / totalArea;
  const rt = runModels(isValidRoom ? bandInputs : null, input.rtDecayDb / 60);
  const warnings = roomWarnings({
    unitSystem,
    diagonal: geometry.diagonal,
    diagonalLimit: geometry.diagonalLimit,
    passesProportionCheck: geometry.passesProportionCheck,
    geometricAreas,
    enteredAreas,
    meanAlpha,
    meanAlphaByAxis,
    meanAlpha63,
    surfaces,
    maxCoefficient,
    inputSurfaces: input.surfaces,
  });
  return {
    unitSystem,
    bands: [...BANDS],
    rtDecayDb: input.rtDecayDb,
    dimensions: { length, width, height },
    volume,
    totalArea,
    geometricAreas,
    enteredAreas,
    diagonal: geometry.diagonal,
    diagonalLimit: geometry.diagonalLimit,
    passesProportionCheck: geometry.passesProportionCheck,
    temperatureCelsius: temperatureInCelsius(input.temperature, unitSystem),
    speedOfSound,
    k,
    airAbsorptionPerLength,
    airSabins,
    surfaces,
    sabins,
    sabinsByAxis,
    meanAlpha,
    meanAlphaByAxis,
    meanAlpha63,
    rt,
    autoModel: chooseAutoModel(meanAlpha, meanAlpha63, geometry.passesProportionCheck),
    warnings,
  };
}
