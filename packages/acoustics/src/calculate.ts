/**
 * The whole-room entry point: geometry, surface bookkeeping, air absorption, the seven
 * models per band, the automatic model choice and the warnings. Pure; never throws for a
 * `CalcInput` and never returns NaN for a model (a band is `null` with a reason instead).
 * Written with plain loops and no per-surface allocation: it runs on every keystroke in the
 * calculator (target ≤ 5 µs for 60 surfaces, `npm run bench -- engine`). The result is plain
 * data; the per-surface explanation is a separate call (`explainSurfaces`), made only by the
 * screens that show it and by a coefficient warning that names its surfaces. The surface totals
 * are added up in `surface-totals.ts` and the model columns computed in `band-models.ts`.
 */
import { chooseAutoModel } from './auto-model.ts';
import { clearEyringAboveOne, runModels } from './band-models.ts';
import { BAND_COUNT, BANDS } from './constants.ts';
import { roomGeometry } from './geometry.ts';
import type { BandInput } from './models/model-types.ts';
import type { RoomResult } from './room-result.ts';
import type { AxisBands, SurfaceResult } from './surface-result.ts';
import { totalSurfaces } from './surface-totals.ts';
import type { SurfaceContext } from './surfaces/absorption.ts';
import { explainSurfacesIn } from './surfaces/explanation.ts';
import type { AxisValues, CalcInput } from './types.ts';
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

/**
 * The surfaces' explanation, built only if a coefficient warning names its surfaces, and then
 * once. An unnamed function, made here rather than in `calculateRoom`: a named closure there
 * costs a naming call on every run where names are kept (tsx, the benchmark).
 */
function lazyExplanation(surfaces: CalcInput['surfaces'], context: SurfaceContext): () => SurfaceResult[] {
  let explained: SurfaceResult[] | null = null;
  return () => {
    explained ??= explainSurfacesIn(surfaces, context);
    return explained;
  };
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
    explainSurfaces: lazyExplanation(inputSurfaces, context),
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
