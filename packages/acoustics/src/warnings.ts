/**
 * Room warnings with stable codes and the texts of docs/product/validation.md#calculator-warnings: Sabine
 * proportions with the room-diagonal check (ISO 354, one warning), coefficients above 0.30, Eyring impossible
 * above 1.0; and, in the same voice, negative coefficients, negative or missing absorption per band, a
 * group without absorption, a room too small to compute, entered areas beyond an axis's
 * geometric area, and existing-room bands without a usable RT or that took the average RT.
 */
import { isWithinEyringLimit, isWithinSabineLimit } from './auto-model.ts';
import { BAND_63_HZ, BAND_COUNT, BANDS, SABINE_MAX_MEAN_ALPHA } from './constants.ts';
import type { AxisBands, SurfaceResult } from './surface-result.ts';
import { isUsableRt } from './surfaces/existing-room.ts';
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

/** docs/product/validation.md#room-proportions: the Sabine proportion warning (ISO 354). */
export const SABINE_PROPORTIONS_TEXT = 'Sabine: the room exceeds Sabine proportions (ISO 354)';

/**
 * docs/product/validation.md#calculator-warnings: the Sabine coefficient warning; the bands follow in
 * brackets.
 */
export const SABINE_COEFFICIENT_TEXT = 'Sabine: the coefficient at one or more bands exceeds 0.30';

/** docs/product/validation.md#calculator-warnings: the Eyring warning with its advice. */
export const EYRING_IMPOSSIBLE_TEXT =
  'Eyring: a coefficient exceeds 1.0, so absorption cannot be calculated. Add non-absorptive surfaces and limit coefficients below 1.00 in Advanced Settings.';

/**
 * docs/product/validation.md#room-proportions: the dimension check; the diagonal and its limit follow in
 * brackets.
 */
export const ROOM_DIAGONAL_TEXT = 'Room diagonal must be under 1.9 times the cube root of the volume';

/**
 * The negative-coefficient warning, in the voice of docs/product/validation.md#calculator-warnings; the
 * surfaces follow in brackets.
 */
export const NEGATIVE_COEFFICIENT_TEXT = 'A coefficient is below 0 at one or more bands';

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

// The proportion message of the last room (one-entry memo): the calculator recomputes the same
// room on every keystroke, and number formatting is the slowest part of the warnings.
let lastProportionMessage = { diagonal: Number.NaN, diagonalLimit: Number.NaN, unit: '', message: '' };

/**
 * The two sentences of docs/product/validation.md#room-proportions and the room's numbers, in one message.
 */
function proportionMessage(diagonal: number, diagonalLimit: number, unit: string): string {
  const last = lastProportionMessage;
  if (last.diagonal === diagonal && last.diagonalLimit === diagonalLimit && last.unit === unit) {
    return last.message;
  }
  const message = `${SABINE_PROPORTIONS_TEXT}. ${ROOM_DIAGONAL_TEXT} (diagonal ${diagonal.toFixed(2)} ${unit}, limit ${diagonalLimit.toFixed(2)} ${unit}).`;
  lastProportionMessage = { diagonal, diagonalLimit, unit, message };
  return message;
}

/**
 * One warning for the two geometry texts of docs/product/validation.md#room-proportions: the ISO 354
 * proportion rule is the diagonal check (`diagonal < 1.9·V^(1/3)`), so they always fire together and say one
 * thing.
 */
function addProportionWarning(input: WarningInput, warnings: RoomWarning[]): void {
  if (input.passesProportionCheck) return;
  const { diagonal, diagonalLimit } = input;
  warnings.push({
    code: 'sabine-proportions',
    message: proportionMessage(diagonal, diagonalLimit, lengthUnit(input.unitSystem)),
    diagonal,
    diagonalLimit,
  });
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
    surfaces: surfacesAbove(input.explainSurfaces(), SABINE_MAX_MEAN_ALPHA, isBandFlagged),
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
  const surfaces = hasSurfaceAbove ? surfacesAbove(input.explainSurfaces(), 1, EVERY_BAND) : [];
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

/** The bands whose bit is set in `mask`, as frequencies. */
function bandsOf(mask: number): number[] {
  const found: number[] = [];
  for (let band = 0; band < bandCount; band++) if ((mask & (1 << band)) !== 0) found.push(BANDS[band] ?? 0);
  return found;
}

function describeSurfaces(surfaces: WarningSurface[]): string {
  return surfaces
    .map(
      (surface) =>
        `Surface #${surface.index + 1}${surface.name === '' ? '' : ` ${surface.name}`}: ${listBands(surface.bands)}`,
    )
    .join('; ');
}

function addNegativeCoefficientWarning(input: WarningInput, warnings: RoomWarning[]): void {
  if (input.negativeBands === 0) return;
  const isBandFlagged = BANDS.map((_, band) => (input.negativeBands & (1 << band)) !== 0);
  const surfaces = surfacesBelowZero(input.explainSurfaces(), isBandFlagged);
  warnings.push({
    code: 'negative-coefficient',
    message: `${NEGATIVE_COEFFICIENT_TEXT} (${describeSurfaces(surfaces)}). A coefficient must be at least 0; enter a negative area to remove absorption.`,
    bands: bandsOf(input.negativeBands),
    surfaces,
  });
}

/** Active surfaces with a negative coefficient in the flagged bands. */
function surfacesBelowZero(surfaces: SurfaceResult[], isBandFlagged: boolean[]): WarningSurface[] {
  const found: WarningSurface[] = [];
  for (const surface of surfaces) {
    if (!surface.isActive) continue;
    const bands: number[] = [];
    for (let band = 0; band < bandCount; band++) {
      if (!isBandFlagged[band]) continue;
      const byAxis = surface.coefficientsByAxis;
      const values =
        byAxis === null ? [surface.coefficients[band]] : [byAxis.lr[band], byAxis.fr[band], byAxis.fc[band]];
      if (values.some((value) => typeof value === 'number' && value < 0)) bands.push(BANDS[band] ?? 0);
    }
    if (bands.length > 0) found.push({ index: surface.index, name: surface.name, bands });
  }
  return found;
}

/**
 * Negative or zero total absorption (surfaces and air) in a band, where no model has a value; and
 * a group with no (or negative) absorption, air included, in a band where the room has some, where
 * the per-axis models (Fitzroy, Fitzroy (Eyring), Arau-Puchades) give that axis an infinite decay.
 * One pass over the bands with bit masks: this runs on every keystroke.
 */
function addAbsorptionWarnings(input: WarningInput, warnings: RoomWarning[]): void {
  const { sabins, airSabins, sabinsByAxis } = input;
  let negative = 0;
  let none = 0;
  let lrNone = 0;
  let frNone = 0;
  let fcNone = 0;
  for (let band = 0; band < bandCount; band++) {
    const air = airSabins[band] ?? 0;
    const total = (sabins[band] ?? 0) + air;
    const bit = 1 << band;
    if (total < 0) negative |= bit;
    else if (total === 0) none |= bit;
    else {
      if ((sabinsByAxis.lr[band] ?? 0) + air <= 0) lrNone |= bit;
      if ((sabinsByAxis.fr[band] ?? 0) + air <= 0) frNone |= bit;
      if ((sabinsByAxis.fc[band] ?? 0) + air <= 0) fcNone |= bit;
    }
  }
  if (negative !== 0) {
    const bands = bandsOf(negative);
    warnings.push({
      code: 'negative-absorption',
      message: `The total absorption is negative at ${listBands(bands)}: negative areas or coefficients remove more absorption than there is, so no reverberation time can be calculated there.`,
      bands,
    });
  }
  if (none !== 0) {
    const bands = bandsOf(none);
    warnings.push({
      code: 'no-absorption',
      message: `There is no absorption at ${listBands(bands)}, so the reverberation time would be infinite and is not calculated there. Add absorptive surfaces.`,
      bands,
    });
  }
  if (lrNone !== 0) addGroupWarning('lr', lrNone, warnings);
  if (frNone !== 0) addGroupWarning('fr', frNone, warnings);
  if (fcNone !== 0) addGroupWarning('fc', fcNone, warnings);
}

function addGroupWarning(axis: Axis, mask: number, warnings: RoomWarning[]): void {
  const bands = bandsOf(mask);
  warnings.push({
    code: 'group-without-absorption',
    message: `The ${AXIS_NAMES[axis]} group has no absorption (or a negative one) at ${listBands(bands)}, so Fitzroy, Fitzroy (Eyring) and Arau-Puchades, which give each axis its own decay, cannot be calculated there.`,
    axis,
    bands,
  });
}

function addExistingRoomAverageWarnings(input: WarningInput, warnings: RoomWarning[]): void {
  if (!input.hasAveragedRt) return;
  const surfaces = input.inputSurfaces;
  for (let surfaceIndex = 0; surfaceIndex < surfaces.length; surfaceIndex++) {
    const surface = surfaces[surfaceIndex];
    if (surface?.kind !== 'existing-room' || surface.isInactive) continue;
    const averaged = surface.averagedBands;
    if (averaged === undefined || averaged.length === 0) continue;
    const bands = averaged.map((band) => BANDS[band] ?? 0);
    warnings.push({
      code: 'existing-room-rt-average',
      message: `Surface #${surfaceIndex + 1} (existing room): the measured RT at ${listBands(bands)} is not a usable time (zero or negative), so the average RT (rtAvg) is used there.`,
      surfaceIndex,
      bands,
    });
  }
}

/** Every warning that applies to a computed room, in a fixed order. */
export function roomWarnings(input: WarningInput): RoomWarning[] {
  const warnings: RoomWarning[] = [];
  if (!input.isValidRoom) {
    warnings.push({
      code: 'invalid-room',
      message:
        'The room dimensions give no usable volume and surface area (too small to compute), so no reverberation time can be calculated.',
    });
    // Every other warning reads means over that volume and area.
    return warnings;
  }
  addProportionWarning(input, warnings);
  addSabineCoefficientWarning(input, warnings);
  addEyringWarning(input, warnings);
  addNegativeCoefficientWarning(input, warnings);
  addAbsorptionWarnings(input, warnings);
  addAreaWarnings(input, warnings);
  addExistingRoomWarnings(input, warnings);
  addExistingRoomAverageWarnings(input, warnings);
  return warnings;
}
