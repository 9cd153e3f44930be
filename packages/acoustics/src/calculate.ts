/**
 * The whole-room entry point: geometry, surface bookkeeping, air absorption, the seven
 * models per band, the automatic model choice and the warnings. Pure; never throws for a
 * `CalcInput` and never returns NaN for a model (a band is `null` with a reason instead).
 * Written with plain loops and no per-surface allocation: it runs on every keystroke in the
 * calculator (target ≤ 5 µs for 60 surfaces, `npm run bench -- engine`). The result is plain
 * data; the per-surface explanation is a separate call (`explainSurfaces`), made only by the
 * screens that show it and by a coefficient warning that names its surfaces.
 */
import { chooseAutoModel } from './auto-model.ts';
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
import type { RoomResult } from './room-result.ts';
import type { AxisBands, SurfaceResult } from './surface-result.ts';
import { type AxisSums, type SurfaceContext, type SurfaceSink, zeroAxisSums } from './surfaces/absorption.ts';
import { explainSurfacesIn } from './surfaces/explanation.ts';
import { addSurfaceAbsorption } from './surfaces/surface-absorption.ts';
import type { AxisValues, CalcInput, FacePlacement, Surface } from './types.ts';
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
    aboveOneBands: 0,
    negativeBands: 0,
    hasAveragedRt: false,
    placement: null,
  };
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

/** The models that take `ln(1 − α)`: undefined where a surface's coefficient exceeds 1.0. */
const EYRING_TYPE_MODELS: readonly ModelId[] = [
  'eyring',
  'fitzroyEyring',
  'arauPuchades',
  'neubauer',
  'tohyama',
];

/**
 * docs/product/validation.md#calculator-warnings:
 * 'Eyring: a coefficient exceeds 1.0, so absorption cannot be calculated'. In a band where an active
 * surface's coefficient exceeds 1.0 the Eyring-type models have no value (even when the mean stays below 1),
 * so the values agree with the warning.
 */
function clearEyringAboveOne(rt: Record<ModelId, BandResult[]>, aboveOneBands: number): void {
  if (aboveOneBands === 0) return;
  for (let band = 0; band < bandCount; band++) {
    if ((aboveOneBands & (1 << band)) === 0) continue;
    for (const id of EYRING_TYPE_MODELS) rt[id][band] = nullResult('coefficient-at-least-one');
  }
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
  const {
    sums,
    enteredAreas,
    sabins63,
    maxCoefficient,
    hasUnusableRt,
    aboveOneBands,
    negativeBands,
    faceOffsets,
    hasAveragedRt,
  } = totalSurfaces(inputSurfaces, context);
  // Built only if a coefficient warning names its surfaces, and then once.
  let explained: SurfaceResult[] | null = null;
  const explainSurfaces = (): SurfaceResult[] => {
    explained ??= explainSurfacesIn(inputSurfaces, context);
    return explained;
  };
  const isValidRoom =
    volume > 0 &&
    Number.isFinite(volume) &&
    totalArea > 0 &&
    speedOfSound > 0 &&
    Number.isFinite(speedOfSound);
  const sabins = [0, 0, 0, 0, 0, 0];
  const meanAlpha = [0, 0, 0, 0, 0, 0];
  const sabinsByAxis: AxisBands = { lr: [0, 0, 0, 0, 0, 0], fr: [0, 0, 0, 0, 0, 0], fc: [0, 0, 0, 0, 0, 0] };
  const faceOffsetsByAxis: AxisBands = {
    lr: [0, 0, 0, 0, 0, 0],
    fr: [0, 0, 0, 0, 0, 0],
    fc: [0, 0, 0, 0, 0, 0],
  };
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
    let offsets: AxisValues | undefined;
    if (faceOffsets !== null) {
      offsets = {
        lr: faceOffsets[band] ?? 0,
        fr: faceOffsets[band + 6] ?? 0,
        fc: faceOffsets[band + 12] ?? 0,
      };
      faceOffsetsByAxis.lr[band] = offsets.lr;
      faceOffsetsByAxis.fr[band] = offsets.fr;
      faceOffsetsByAxis.fc[band] = offsets.fc;
    }
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
      faceOffsets: offsets,
    });
  }
  const meanAlpha63 = sabins63 === null ? null : sabins63 / totalArea;
  const rt = runModels(isValidRoom ? bandInputs : null, input.rtDecayDb / 60);
  clearEyringAboveOne(rt, aboveOneBands);
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
    explainSurfaces,
    maxCoefficient,
    inputSurfaces,
    hasUnusableRt,
    hasAveragedRt,
    aboveOneBands,
    negativeBands,
    isValidRoom,
    sabins,
    airSabins,
    sabinsByAxis,
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
    sabins,
    sabinsByAxis,
    faceOffsets: faceOffsetsByAxis,
    meanAlpha,
    meanAlphaByAxis,
    meanAlpha63,
    rt,
    autoModel: chooseAutoModel(meanAlpha, meanAlpha63, geometry.passesProportionCheck, rt),
    warnings,
  };
}
