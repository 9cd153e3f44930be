/**
 * The absorption warnings: negative or missing total absorption in a band, and a group of
 * surfaces without absorption where the per-axis models need it.
 */
import { BAND_COUNT } from './constants.ts';
import type { Axis } from './types.ts';
import { AXIS_NAMES, bandsOf, listBands } from './warning-format.ts';
import type { RoomWarning, WarningInput } from './warning-types.ts';

// A module copy of the imported constant (the optimiser cannot type an imported binding).
const bandCount = BAND_COUNT;

/**
 * Negative or zero total absorption (surfaces and air) in a band, where no model has a value; and
 * a group with no (or negative) absorption, air included, in a band where the room has some, where
 * the per-axis models (Fitzroy, Fitzroy (Eyring), Arau-Puchades) give that axis an infinite decay.
 * One pass over the bands with bit masks: this runs on every keystroke.
 */
export function addAbsorptionWarnings(input: WarningInput, warnings: RoomWarning[]): void {
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
