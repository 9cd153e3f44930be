/**
 * What the sizing's bisection relies on: adding absorption to a room (a finish on the free ceiling
 * or walls, or objects) never raises the reverberation time of any model, band by band.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateRoom } from '../calculate.ts';
import { MODEL_IDS } from '../models/metadata.ts';
import { groupArbitrary, productArbitrary, roomArbitrary } from '../testing/sizing-arbitraries.ts';
import { freeAreaOf, freeAreas } from './free-area.ts';
import { withProposal } from './proposal-surface.ts';

describe('adding absorption', () => {
  it('never raises the RT of any model in any band', () => {
    fc.assert(
      fc.property(
        roomArbitrary,
        productArbitrary,
        groupArbitrary,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (room, product, group, first, second) => {
          const areas = freeAreas(room);
          const limit = product.kind === 'finish' ? freeAreaOf(areas, group) : 200;
          const [less, more] = first <= second ? [first, second] : [second, first];
          const round = (share: number) =>
            product.kind === 'finish' ? share * limit : Math.round(share * limit);
          const before = calculateRoom(withProposal(room, group, product, round(less), areas));
          const after = calculateRoom(withProposal(room, group, product, round(more), areas));
          for (const model of MODEL_IDS) {
            before.rt[model].forEach((band, index) => {
              const later = after.rt[model][index]?.value ?? null;
              if (band.value === null || later === null) return;
              expect(later).toBeLessThanOrEqual(band.value * (1 + 1e-9));
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
