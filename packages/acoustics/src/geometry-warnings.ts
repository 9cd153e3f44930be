/**
 * The room-geometry warnings: the Sabine proportions with the room-diagonal check of
 * docs/product/validation.md#room-proportions (ISO 354, one warning), and entered areas beyond an
 * axis's geometric area.
 */
import type { Axis, UnitSystem } from './types.ts';
import { AXIS_NAMES } from './warning-format.ts';
import type { RoomWarning, WarningInput } from './warning-types.ts';

/** docs/product/validation.md#room-proportions: the Sabine proportion warning (ISO 354). */
export const SABINE_PROPORTIONS_TEXT = 'Sabine: the room exceeds Sabine proportions (ISO 354)';

/**
 * docs/product/validation.md#room-proportions: the dimension check; the diagonal and its limit follow in
 * brackets.
 */
export const ROOM_DIAGONAL_TEXT = 'Room diagonal must be under 1.9 times the cube root of the volume';

const AXES: readonly Axis[] = ['lr', 'fr', 'fc'];

function lengthUnit(unitSystem: UnitSystem): string {
  return unitSystem === 'Imperial' ? 'ft' : 'm';
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
export function addProportionWarning(input: WarningInput, warnings: RoomWarning[]): void {
  if (input.passesProportionCheck) return;
  const { diagonal, diagonalLimit } = input;
  warnings.push({
    code: 'sabine-proportions',
    message: proportionMessage(diagonal, diagonalLimit, lengthUnit(input.unitSystem)),
    diagonal,
    diagonalLimit,
  });
}

/** The warnings for each axis whose entered area exceeds its geometric area. */
export function addAreaWarnings(input: WarningInput, warnings: RoomWarning[]): void {
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
