/**
 * Room warnings with stable codes and the texts of SPEC section 5: Sabine proportions
 * (ISO 354), coefficients above 0.30, Eyring impossible above 1.0, the room-diagonal check,
 * entered areas beyond an axis's geometric area, and existing-room bands without an RT.
 */
import { isWithinEyringLimit, isWithinSabineLimit } from './auto-model.ts';
import { BAND_63_HZ, BAND_COUNT, BANDS, SABINE_MAX_MEAN_ALPHA } from './constants.ts';
import type { AxisBands, SurfaceResult } from './room-result.ts';
import { isUsableRt } from './surfaces/existing-room.ts';
import type { SurfaceExplanation } from './surfaces/explanation.ts';
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
  /** The per-surface explanation, read only when a coefficient warning fires. */
  explanation: SurfaceExplanation;
  /** Largest effective coefficient of any active surface in any band. */
  maxCoefficient: number;
  inputSurfaces: Surface[];
  /** Whether an active existing-room surface has a band without a usable RT. */
  hasUnusableRt: boolean;
};

/** SPEC section 5: the Sabine proportion warning (ISO 354). */
export const SABINE_PROPORTIONS_TEXT = 'Sabine: the room exceeds Sabine proportions (ISO 354)';

/** SPEC section 5: the Sabine coefficient warning; the bands follow in brackets. */
export const SABINE_COEFFICIENT_TEXT = 'Sabine: the coefficient at one or more bands exceeds 0.30';

/** SPEC section 5: the Eyring warning with its advice. */
export const EYRING_IMPOSSIBLE_TEXT =
  'Eyring: a coefficient exceeds 1.0, so absorption cannot be calculated. Add non-absorptive surfaces and limit coefficients below 1.00 in Advanced Settings.';

/** SPEC section 5: the dimension check; the diagonal and its limit follow in brackets. */
export const ROOM_DIAGONAL_TEXT = 'Room diagonal must be under 1.9 times the cube root of the volume';

const AXIS_NAMES: Record<Axis, string> = {
  lr: 'sidewall (lr)',
  fr: 'front/rear (fr)',
  fc: 'floor/ceiling (fc)',
};
const AXES: readonly Axis[] = ['lr', 'fr', 'fc'];
// A module copy of the imported constant (the optimiser cannot type an imported binding).
const bandCount = BAND_COUNT;

function lengthUnit(unitSystem: UnitSystem): string {
  return unitSystem === 'Imperial' ? 'ft' : 'm';
}

function listBands(bands: number[]): string {
  return `${bands.join(', ')} Hz`;
}

/**
 * A surface's coefficient at a band for the coefficient warnings: the largest per-axis value
 * where the axes differ (absorption-constant), else the surface's one coefficient.
 */
function warningCoefficient(surface: SurfaceResult, band: number): number {
  const byAxis = surface.coefficientsByAxis;
  if (byAxis === null) return surface.coefficients[band] ?? 0;
  let largest = Number.NEGATIVE_INFINITY;
  for (const value of [byAxis.lr[band], byAxis.fr[band], byAxis.fc[band]]) {
    if (value !== null && value !== undefined && value > largest) largest = value;
  }
  return largest;
}

/** Active surfaces with a coefficient above `limit` in the flagged bands (plain loops: hot path). */
function surfacesAbove(surfaces: SurfaceResult[], limit: number, isBandFlagged: boolean[]): WarningSurface[] {
  const found: WarningSurface[] = [];
  for (const surface of surfaces) {
    if (!surface.isActive) continue;
    let bands: number[] | null = null;
    for (let band = 0; band < bandCount; band++) {
      if (!isBandFlagged[band] || !(warningCoefficient(surface, band) > limit)) continue;
      bands ??= [];
      bands.push(BANDS[band] ?? 0);
    }
    if (bands !== null) found.push({ index: surface.index, name: surface.name, bands });
  }
  return found;
}

// The diagonal message of the last room (one-entry memo): the calculator recomputes the same
// room on every keystroke, and number formatting is the slowest part of the warnings.
let lastDiagonalMessage = { diagonal: Number.NaN, diagonalLimit: Number.NaN, unit: '', message: '' };

function diagonalMessage(diagonal: number, diagonalLimit: number, unit: string): string {
  const last = lastDiagonalMessage;
  if (last.diagonal === diagonal && last.diagonalLimit === diagonalLimit && last.unit === unit) {
    return last.message;
  }
  const message = `${ROOM_DIAGONAL_TEXT} (diagonal ${diagonal.toFixed(2)} ${unit}, limit ${diagonalLimit.toFixed(2)} ${unit}).`;
  lastDiagonalMessage = { diagonal, diagonalLimit, unit, message };
  return message;
}

function addProportionWarnings(input: WarningInput, warnings: RoomWarning[]): void {
  if (input.passesProportionCheck) return;
  const { diagonal, diagonalLimit } = input;
  warnings.push(
    {
      code: 'sabine-proportions',
      message: `${SABINE_PROPORTIONS_TEXT}.`,
      diagonal,
      diagonalLimit,
    },
    {
      code: 'room-diagonal',
      message: diagonalMessage(diagonal, diagonalLimit, lengthUnit(input.unitSystem)),
      diagonal,
      diagonalLimit,
    },
  );
}

function addSabineCoefficientWarning(input: WarningInput, warnings: RoomWarning[]): void {
  const { meanAlpha, meanAlpha63 } = input;
  const is63Above = meanAlpha63 !== null && !isWithinSabineLimit(meanAlpha63);
  let isAnyBandAbove = false;
  for (let band = 0; band < bandCount; band++) {
    if (!isWithinSabineLimit(meanAlpha[band] ?? 0)) isAnyBandAbove = true;
  }
  if (!is63Above && !isAnyBandAbove) return;
  const isBandFlagged: boolean[] = [];
  const bands: number[] = [];
  if (is63Above) bands.push(BAND_63_HZ);
  for (let band = 0; band < bandCount; band++) {
    const isAbove = !isWithinSabineLimit(meanAlpha[band] ?? 0);
    isBandFlagged.push(isAbove);
    if (isAbove) bands.push(BANDS[band] ?? 0);
  }
  warnings.push({
    code: 'sabine-coefficient-above-0.30',
    message: `${SABINE_COEFFICIENT_TEXT} (${listBands(bands)}).`,
    bands,
    // The surfaces above 0.30 in those bands travel beside the message; the screen lists them.
    surfaces: surfacesAbove(input.explanation.get(), SABINE_MAX_MEAN_ALPHA, isBandFlagged),
  });
}

const EVERY_BAND = BANDS.map(() => true);

/** Whether a band's mean or any axis mean reaches Eyring's limit. */
function isEyringImpossible(input: WarningInput, band: number): boolean {
  const { meanAlpha, meanAlphaByAxis } = input;
  return (
    !isWithinEyringLimit(meanAlpha[band] ?? 0) ||
    !isWithinEyringLimit(meanAlphaByAxis.lr[band] ?? 0) ||
    !isWithinEyringLimit(meanAlphaByAxis.fr[band] ?? 0) ||
    !isWithinEyringLimit(meanAlphaByAxis.fc[band] ?? 0)
  );
}

function addEyringWarning(input: WarningInput, warnings: RoomWarning[]): void {
  const hasSurfaceAbove = input.maxCoefficient > 1;
  if (!hasSurfaceAbove) {
    let isAnyBandImpossible = false;
    for (let band = 0; band < bandCount; band++) {
      if (isEyringImpossible(input, band)) isAnyBandImpossible = true;
    }
    if (!isAnyBandImpossible) return;
  }
  const surfaces = hasSurfaceAbove ? surfacesAbove(input.explanation.get(), 1, EVERY_BAND) : [];
  const bands: number[] = [];
  for (let band = 0; band < bandCount; band++) {
    const frequency = BANDS[band] ?? 0;
    if (isEyringImpossible(input, band) || surfaces.some((surface) => surface.bands.includes(frequency))) {
      bands.push(frequency);
    }
  }
  if (bands.length === 0) return;
  warnings.push({
    code: 'eyring-coefficient-above-1',
    message: EYRING_IMPOSSIBLE_TEXT,
    bands,
    surfaces,
  });
}

function addAreaWarnings(input: WarningInput, warnings: RoomWarning[]): void {
  for (const axis of AXES) {
    const enteredArea = input.enteredAreas[axis];
    const geometricArea = input.geometricAreas[axis];
    const excess = enteredArea - geometricArea;
    // Ignore float noise from areas entered as panels that exactly fill the axis.
    if (!(excess > geometricArea * 1e-9)) continue;
    const unit = lengthUnit(input.unitSystem);
    warnings.push({
      code: 'area-exceeds-geometry',
      message: `Entered ${AXIS_NAMES[axis]} area ${enteredArea.toFixed(2)} ${unit}² exceeds the geometric area ${geometricArea.toFixed(2)} ${unit}² by ${excess.toFixed(2)} ${unit}².`,
      axis,
      enteredArea,
      geometricArea,
      excess,
    });
  }
}

function addExistingRoomWarnings(input: WarningInput, warnings: RoomWarning[]): void {
  if (!input.hasUnusableRt) return;
  const surfaces = input.inputSurfaces;
  for (let surfaceIndex = 0; surfaceIndex < surfaces.length; surfaceIndex++) {
    const surface = surfaces[surfaceIndex];
    if (surface?.kind !== 'existing-room' || surface.isInactive) continue;
    let bands: number[] | null = null;
    for (let band = 0; band < bandCount; band++) {
      if (isUsableRt(surface.rt[band])) continue;
      bands ??= [];
      bands.push(BANDS[band] ?? 0);
    }
    if (bands === null) continue;
    warnings.push({
      code: 'existing-room-rt-missing',
      message: `Surface #${surfaceIndex + 1} (existing room) has no usable measured RT at ${listBands(bands)}; those bands add no absorption.`,
      surfaceIndex,
      bands,
    });
  }
}

/** Every warning that applies to a computed room, in a fixed order. */
export function roomWarnings(input: WarningInput): RoomWarning[] {
  const warnings: RoomWarning[] = [];
  addProportionWarnings(input, warnings);
  addSabineCoefficientWarning(input, warnings);
  addEyringWarning(input, warnings);
  addAreaWarnings(input, warnings);
  addExistingRoomWarnings(input, warnings);
  return warnings;
}
