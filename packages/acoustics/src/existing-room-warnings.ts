/**
 * The existing-room warnings: bands of an existing-room surface without a usable measured RT,
 * and bands that took the average RT instead.
 */
import { BAND_COUNT, BANDS } from './constants.ts';
import { isUsableRt } from './surfaces/existing-room.ts';
import { listBands } from './warning-format.ts';
import type { RoomWarning, WarningInput } from './warning-types.ts';

// A module copy of the imported constant (the optimiser cannot type an imported binding).
const bandCount = BAND_COUNT;

/** A warning for each active existing-room surface with bands without a usable measured RT. */
export function addExistingRoomWarnings(input: WarningInput, warnings: RoomWarning[]): void {
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

/** A warning for each active existing-room surface with bands that took the average RT. */
export function addExistingRoomAverageWarnings(input: WarningInput, warnings: RoomWarning[]): void {
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
