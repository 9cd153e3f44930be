/**
 * Room warnings with stable codes and the texts of docs/product/validation.md#calculator-warnings: Sabine
 * proportions with the room-diagonal check (ISO 354, one warning), coefficients above 0.30, Eyring impossible
 * above 1.0; and, in the same voice, negative coefficients, negative or missing absorption per band, a
 * group without absorption, a room too small to compute, entered areas beyond an axis's
 * geometric area, and existing-room bands without a usable RT or that took the average RT.
 * The warnings live by kind in `geometry-warnings.ts`, `coefficient-warnings.ts`,
 * `absorption-warnings.ts` and `existing-room-warnings.ts`; their shapes in `warning-types.ts`.
 */
import { addAbsorptionWarnings } from './absorption-warnings.ts';
import {
  addEyringWarning,
  addNegativeCoefficientWarning,
  addSabineCoefficientWarning,
} from './coefficient-warnings.ts';
import { addExistingRoomAverageWarnings, addExistingRoomWarnings } from './existing-room-warnings.ts';
import { addAreaWarnings, addProportionWarning } from './geometry-warnings.ts';
import type { RoomWarning, WarningInput } from './warning-types.ts';

export {
  EYRING_IMPOSSIBLE_TEXT,
  NEGATIVE_COEFFICIENT_TEXT,
  SABINE_COEFFICIENT_TEXT,
} from './coefficient-warnings.ts';
export { ROOM_DIAGONAL_TEXT, SABINE_PROPORTIONS_TEXT } from './geometry-warnings.ts';
export type { RoomWarning, WarningCode, WarningInput, WarningSurface } from './warning-types.ts';

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
