/**
 * Room warnings with stable codes and the texts of SPEC section 5: Sabine proportions
 * (ISO 354), coefficients above 0.30, Eyring impossible above 1.0, the room-diagonal check,
 * entered areas beyond an axis's geometric area, and existing-room bands without an RT.
 */
import { isWithinEyringLimit, isWithinSabineLimit } from './auto-model.ts';
import { BAND_63_HZ, BANDS } from './constants.ts';
import type { AxisBands, SurfaceResult } from './room-result.ts';
import { isUsableRt } from './surfaces/existing-room.ts';
import type { Axis, AxisValues, Surface, UnitSystem } from './types.ts';

/** A surface named in a warning, with the bands concerned. */
export type WarningSurface = { index: number; name: string; bands: number[] };

/** A warning: stable `code`, readable `message`, and details for the UI. */
export type RoomWarning =
  | { code: 'sabine-proportions'; message: string; diagonal: number; diagonalLimit: number }
  | { code: 'room-diagonal'; message: string; diagonal: number; diagonalLimit: number }
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
  surfaces: SurfaceResult[];
  /** Largest effective coefficient of any active surface in any band. */
  maxCoefficient: number;
  inputSurfaces: Surface[];
};

const AXIS_NAMES: Record<Axis, string> = {
  lr: 'sidewall (lr)',
  fr: 'front/rear (fr)',
  fc: 'floor/ceiling (fc)',
};
const AXES: readonly Axis[] = ['lr', 'fr', 'fc'];

function lengthUnit(unitSystem: UnitSystem): string {
  return unitSystem === 'Imperial' ? 'ft' : 'm';
}

function listBands(bands: number[]): string {
  return `${bands.join(', ')} Hz`;
}

/** Active surfaces with a coefficient above `limit` in the flagged bands (plain loops: hot path). */
function surfacesAbove(surfaces: SurfaceResult[], limit: number, isBandFlagged: boolean[]): WarningSurface[] {
  const found: WarningSurface[] = [];
  for (const surface of surfaces) {
    if (!surface.isActive) continue;
    let bands: number[] | null = null;
    for (let band = 0; band < BANDS.length; band++) {
      if (!isBandFlagged[band] || !((surface.coefficients[band] ?? 0) > limit)) continue;
      bands ??= [];
      bands.push(BANDS[band] ?? 0);
    }
    if (bands !== null) found.push({ index: surface.index, name: surface.name, bands });
  }
  return found;
}

function proportionWarnings(input: WarningInput): RoomWarning[] {
  if (input.passesProportionCheck) return [];
  const unit = lengthUnit(input.unitSystem);
  const { diagonal, diagonalLimit } = input;
  return [
    {
      code: 'sabine-proportions',
      message: 'The room exceeds Sabine proportions (ISO 354).',
      diagonal,
      diagonalLimit,
    },
    {
      code: 'room-diagonal',
      message: `The room diagonal (${diagonal.toFixed(2)} ${unit}) must be under 1.9 times the cube root of the volume (${diagonalLimit.toFixed(2)} ${unit}).`,
      diagonal,
      diagonalLimit,
    },
  ];
}

function sabineCoefficientWarning(input: WarningInput): RoomWarning[] {
  const isBandFlagged: boolean[] = [];
  const bands: number[] = [];
  if (input.meanAlpha63 !== null && !isWithinSabineLimit(input.meanAlpha63)) bands.push(BAND_63_HZ);
  for (let band = 0; band < BANDS.length; band++) {
    const isAbove = !isWithinSabineLimit(input.meanAlpha[band] ?? 0);
    isBandFlagged.push(isAbove);
    if (isAbove) bands.push(BANDS[band] ?? 0);
  }
  if (bands.length === 0) return [];
  return [
    {
      code: 'sabine-coefficient-above-0.30',
      message: `Sabine: the coefficient at one or more bands exceeds 0.30 (${listBands(bands)}).`,
      bands,
      surfaces: surfacesAbove(input.surfaces, 0.3, isBandFlagged),
    },
  ];
}

const EVERY_BAND = BANDS.map(() => true);

function eyringWarning(input: WarningInput): RoomWarning[] {
  const surfaces = input.maxCoefficient > 1 ? surfacesAbove(input.surfaces, 1, EVERY_BAND) : [];
  const { meanAlpha, meanAlphaByAxis } = input;
  const bands: number[] = [];
  for (let band = 0; band < BANDS.length; band++) {
    const frequency = BANDS[band] ?? 0;
    const isImpossible =
      !isWithinEyringLimit(meanAlpha[band] ?? 0) ||
      !isWithinEyringLimit(meanAlphaByAxis.lr[band] ?? 0) ||
      !isWithinEyringLimit(meanAlphaByAxis.fr[band] ?? 0) ||
      !isWithinEyringLimit(meanAlphaByAxis.fc[band] ?? 0) ||
      surfaces.some((surface) => surface.bands.includes(frequency));
    if (isImpossible) bands.push(frequency);
  }
  if (bands.length === 0) return [];
  return [
    {
      code: 'eyring-coefficient-above-1',
      message:
        'Eyring: a coefficient exceeds 1.0, so absorption cannot be calculated. Add non-absorptive surfaces, or limit coefficients below 1.00 in Advanced Settings.',
      bands,
      surfaces,
    },
  ];
}

function areaWarnings(input: WarningInput): RoomWarning[] {
  const unit = lengthUnit(input.unitSystem);
  const warnings: RoomWarning[] = [];
  for (const axis of AXES) {
    const enteredArea = input.enteredAreas[axis];
    const geometricArea = input.geometricAreas[axis];
    const excess = enteredArea - geometricArea;
    // Ignore float noise from areas entered as panels that exactly fill the axis.
    if (!(excess > geometricArea * 1e-9)) continue;
    warnings.push({
      code: 'area-exceeds-geometry',
      message: `Entered ${AXIS_NAMES[axis]} area ${enteredArea.toFixed(2)} ${unit}² exceeds the geometric area ${geometricArea.toFixed(2)} ${unit}² by ${excess.toFixed(2)} ${unit}².`,
      axis,
      enteredArea,
      geometricArea,
      excess,
    });
  }
  return warnings;
}

function existingRoomWarnings(input: WarningInput): RoomWarning[] {
  const warnings: RoomWarning[] = [];
  for (let surfaceIndex = 0; surfaceIndex < input.inputSurfaces.length; surfaceIndex++) {
    const surface = input.inputSurfaces[surfaceIndex];
    if (surface?.kind !== 'existing-room' || surface.isInactive) continue;
    const bands = BANDS.filter((_, band) => !isUsableRt(surface.rt[band]));
    if (bands.length === 0) continue;
    warnings.push({
      code: 'existing-room-rt-missing',
      message: `Surface #${surfaceIndex + 1} (existing room) has no usable measured RT at ${listBands(bands)}; those bands add no absorption.`,
      surfaceIndex,
      bands,
    });
  }
  return warnings;
}

/** Every warning that applies to a computed room. */
export function roomWarnings(input: WarningInput): RoomWarning[] {
  return [
    ...proportionWarnings(input),
    ...sabineCoefficientWarning(input),
    ...eyringWarning(input),
    ...areaWarnings(input),
    ...existingRoomWarnings(input),
  ];
}
