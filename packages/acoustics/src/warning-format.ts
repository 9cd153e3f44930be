/**
 * The wording shared by the warning messages: axis names and band lists, and the bands of a
 * bit mask.
 */
import { BAND_COUNT, BANDS } from './constants.ts';
import type { Axis } from './types.ts';

/** How a message names each axis's group of surfaces. */
export const AXIS_NAMES: Record<Axis, string> = {
  lr: 'sidewall (lr)',
  fr: 'front/rear (fr)',
  fc: 'floor/ceiling (fc)',
};
// A module copy of the imported constant (the optimiser cannot type an imported binding).
const bandCount = BAND_COUNT;

/** Band frequencies as a message lists them (`125, 250 Hz`). */
export function listBands(bands: number[]): string {
  return `${bands.join(', ')} Hz`;
}

/** The bands whose bit is set in `mask`, as frequencies. */
export function bandsOf(mask: number): number[] {
  const found: number[] = [];
  for (let band = 0; band < bandCount; band++) if ((mask & (1 << band)) !== 0) found.push(BANDS[band] ?? 0);
  return found;
}
