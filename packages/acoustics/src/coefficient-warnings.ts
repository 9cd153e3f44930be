/**
 * The coefficient warnings, which say where a model does not hold: coefficients above 0.30 for
 * Sabine and Eyring impossible above 1.0 (docs/product/validation.md#calculator-warnings), and, in
 * the same voice, negative coefficients. Each names the surfaces concerned.
 */
import { isWithinEyringLimit, isWithinSabineLimit } from './auto-model.ts';
import { BAND_63_HZ, BAND_COUNT, BANDS, SABINE_MAX_MEAN_ALPHA } from './constants.ts';
import type { SurfaceResult } from './surface-result.ts';
import { bandsOf, listBands } from './warning-format.ts';
import type { RoomWarning, WarningInput, WarningSurface } from './warning-types.ts';

/**
 * docs/product/validation.md#calculator-warnings: the Sabine coefficient warning; the bands follow in
 * brackets.
 */
export const SABINE_COEFFICIENT_TEXT = 'Sabine: the coefficient at one or more bands exceeds 0.30';

/** docs/product/validation.md#calculator-warnings: the Eyring warning with its advice. */
export const EYRING_IMPOSSIBLE_TEXT =
  'Eyring: a coefficient exceeds 1.0, so absorption cannot be calculated. Add non-absorptive surfaces and limit coefficients below 1.00 in Advanced Settings.';

/**
 * The negative-coefficient warning, in the voice of docs/product/validation.md#calculator-warnings; the
 * surfaces follow in brackets.
 */
export const NEGATIVE_COEFFICIENT_TEXT = 'A coefficient is below 0 at one or more bands';

// A module copy of the imported constant (the optimiser cannot type an imported binding).
const bandCount = BAND_COUNT;

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

/** The Sabine coefficient warning: the bands whose mean exceeds 0.30, and the surfaces above it there. */
export function addSabineCoefficientWarning(input: WarningInput, warnings: RoomWarning[]): void {
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

/** The Eyring warning: the bands where a mean reaches 1.0 or a surface exceeds it, and those surfaces. */
export function addEyringWarning(input: WarningInput, warnings: RoomWarning[]): void {
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

function describeSurfaces(surfaces: WarningSurface[]): string {
  return surfaces
    .map(
      (surface) =>
        `Surface #${surface.index + 1}${surface.name === '' ? '' : ` ${surface.name}`}: ${listBands(surface.bands)}`,
    )
    .join('; ');
}

/** The negative-coefficient warning, with the bands and the surfaces concerned. */
export function addNegativeCoefficientWarning(input: WarningInput, warnings: RoomWarning[]): void {
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
