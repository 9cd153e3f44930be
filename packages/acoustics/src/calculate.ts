/**
 * The whole-room entry point: geometry, surface bookkeeping, air absorption, the seven
 * models per band, the automatic model choice and the warnings. Pure; never throws for a
 * `CalcInput` and never returns NaN for a model (a band is `null` with a reason instead).
 * Written with plain loops and no per-surface allocation: it runs on every keystroke in the
 * calculator (target ≤ 5 µs for 60 surfaces, `npm run bench -- engine`). The per-surface
 * explanation (`result.surfaces`) is built on first read.
 */
import { chooseAutoModel } from './auto-model.ts';
import { ComputedRoom } from './computed-room.ts';
import { BAND_COUNT, BANDS } from './constants.ts';
import { roomGeometry } from './geometry.ts';
import { arauPuchadesFromDenominators } from './models/arau-puchades.ts';
import { eyringFromExponent, meanEyringExponent } from './models/eyring.ts';
import { fitzroy } from './models/fitzroy.ts';
import { fitzroyEyringFromDenominators } from './models/fitzroy-eyring.ts';
import { MODEL_IDS, type ModelId } from './models/metadata.ts';
import {
  axialEyringDenominators,
  type BandInput,
  type BandResult,
  nullResult,
  valueResult,
} from './models/model-types.ts';
import { neubauerFromExponent } from './models/neubauer.ts';
import { sabine } from './models/sabine.ts';
import { tohyamaFromEyring } from './models/tohyama.ts';
import type { AxisBands, RoomResult } from './room-result.ts';
import { type AxisSums, type SurfaceContext, type SurfaceSink, zeroAxisSums } from './surfaces/absorption.ts';
import { SurfaceExplanation } from './surfaces/explanation.ts';
import { addSurfaceAbsorption } from './surfaces/surface-absorption.ts';
import type { AxisValues, CalcInput, Surface } from './types.ts';
import {
  airAbsorptionPerLengthUnit,
  reverberationConstant,
  speedOfSound as speedOfSoundFor,
  temperatureInCelsius,
} from './units.ts';
import { roomWarnings } from './warnings.ts';

// Module copies of imported constants: the optimiser cannot type an imported binding (it is
// a live value), which made this hot path up to twice as slow.
const bandCount = BAND_COUNT;
const bands: readonly number[] = BANDS;
const modelIds: readonly ModelId[] = MODEL_IDS;

type SurfaceTotals = {
  sums: AxisSums;
  enteredAreas: AxisValues;
  /** Total sabins at 63 Hz, `null` unless every active surface has 63 Hz data (and one exists). */
  sabins63: number | null;
  /** Largest effective coefficient of any active surface (for the Eyring warning). */
  maxCoefficient: number;
  /** Whether an active existing-room surface has a band without a usable RT. */
  hasUnusableRt: boolean;
};

/** Adds up the active surfaces in one pass, without building their per-band explanation. */
function totalSurfaces(surfaces: readonly Surface[], context: SurfaceContext): SurfaceTotals {
  const enteredAreas: AxisValues = { lr: 0, fr: 0, fc: 0 };
  const sink: SurfaceSink = {
    sums: zeroAxisSums(),
    coefficients: null,
    coefficientsByAxis: null,
    sabins: null,
    enteredArea: null,
    sabins63: null,
    maxCoefficient: Number.NEGATIVE_INFINITY,
    hasUnusableRt: false,
  };
  let sabins63: number | null = null;
  let isMissing63 = false;
  let maxCoefficient = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < surfaces.length; index++) {
    const surface = surfaces[index];
    if (surface === undefined || !addSurfaceAbsorption(surface, context, sink)) continue;
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
  };
}

/** A model's band value scaled to the decay range (`rtDecay = d` dB reports `RT60·d/60`). */
function scaled(result: BandResult, rtScale: number): BandResult {
  return result.value === null || rtScale === 1 ? result : valueResult(result.value * rtScale);
}

/**
 * Every model for every band. Each model is called at its own call site, not through
 * `MODELS[id]` (one call site shared by seven functions cannot be inlined, which made this loop
 * about half again slower), and the terms several models share are computed once per band: the
 * mean Eyring exponent (Eyring, Neubauer, and Eyring's time for Tohyama) and the axial Eyring
 * denominators (Fitzroy-Eyring, Arau-Puchades). `calculate-result.test.ts` checks each column
 * against `MODELS[id]`.
 */
function runModels(bandInputs: BandInput[] | null, rtScale: number): Record<ModelId, BandResult[]> {
  const rt: Record<ModelId, BandResult[]> = {
    sabine: [],
    eyring: [],
    fitzroy: [],
    fitzroyEyring: [],
    arauPuchades: [],
    neubauer: [],
    tohyama: [],
  };
  for (let band = 0; band < bandCount; band++) {
    const input = bandInputs?.[band];
    if (input === undefined) {
      for (const id of modelIds) rt[id].push(nullResult('invalid-room'));
      continue;
    }
    const meanExponent = meanEyringExponent(input);
    const eyringTime = eyringFromExponent(input, meanExponent);
    const axialDenominators = axialEyringDenominators(input);
    rt.sabine.push(scaled(sabine(input), rtScale));
    rt.eyring.push(scaled(eyringTime, rtScale));
    rt.fitzroy.push(scaled(fitzroy(input), rtScale));
    rt.fitzroyEyring.push(scaled(fitzroyEyringFromDenominators(input, axialDenominators), rtScale));
    rt.arauPuchades.push(scaled(arauPuchadesFromDenominators(input, axialDenominators), rtScale));
    rt.neubauer.push(scaled(neubauerFromExponent(input, meanExponent), rtScale));
    rt.tohyama.push(scaled(tohyamaFromEyring(input, eyringTime), rtScale));
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
  const isAirOn = input.settings.airAbsorption;
  const airSabins: number[] = [0, 0, 0, 0, 0, 0];
  for (let band = 0; band < bandCount; band++) {
    airSabins[band] = isAirOn ? 4 * (airAbsorptionPerLength[band] ?? 0) * volume : 0;
  }
  const context: SurfaceContext = {
    isLimitingCoefficients: input.settings.limitCoefficients,
    k,
    volume,
    airSabins,
    geometricAreas,
    totalArea,
  };
  const inputSurfaces = input.surfaces;
  const { sums, enteredAreas, sabins63, maxCoefficient, hasUnusableRt } = totalSurfaces(
    inputSurfaces,
    context,
  );
  const explanation = new SurfaceExplanation(inputSurfaces, context);
  const isValidRoom =
    volume > 0 &&
    Number.isFinite(volume) &&
    totalArea > 0 &&
    speedOfSound > 0 &&
    Number.isFinite(speedOfSound);
  const sabins = [0, 0, 0, 0, 0, 0];
  const meanAlpha = [0, 0, 0, 0, 0, 0];
  const sabinsByAxis: AxisBands = { lr: [0, 0, 0, 0, 0, 0], fr: [0, 0, 0, 0, 0, 0], fc: [0, 0, 0, 0, 0, 0] };
  const meanAlphaByAxis: AxisBands = {
    lr: [0, 0, 0, 0, 0, 0],
    fr: [0, 0, 0, 0, 0, 0],
    fc: [0, 0, 0, 0, 0, 0],
  };
  const bandInputs: BandInput[] = [];
  for (let band = 0; band < bandCount; band++) {
    const lr = sums[band] ?? 0;
    const fr = sums[band + 6] ?? 0;
    const fc = sums[band + 12] ?? 0;
    sabinsByAxis.lr[band] = lr;
    sabinsByAxis.fr[band] = fr;
    sabinsByAxis.fc[band] = fc;
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
      frequencyHz: bands[band] ?? 0,
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
    explanation,
    maxCoefficient,
    inputSurfaces,
    hasUnusableRt,
  });
  return new ComputedRoom(
    {
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
      sabins,
      sabinsByAxis,
      meanAlpha,
      meanAlphaByAxis,
      meanAlpha63,
      rt,
      autoModel: chooseAutoModel(meanAlpha, meanAlpha63, geometry.passesProportionCheck),
      warnings,
    },
    explanation,
  );
}
