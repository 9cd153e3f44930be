/** fast-check builders of rooms and products for the sizing tests (not exported by the package). */
import fc from 'fast-check';
import { MODEL_IDS, type ModelId } from '../models/metadata.ts';
import type { TreatmentProduct } from '../sizing/types.ts';
import type { RuleSetId, TreatmentGroup } from '../standards/types.ts';
import type { CalcInput, FacePlacement } from '../types.ts';
import { createFinish, createRoom } from './factories.ts';

const onCeiling: FacePlacement = { lr: 'both', fr: 'both', fc: 'ceiling' };
const onFloor: FacePlacement = { lr: 'both', fr: 'both', fc: 'floor' };

/** A coefficient in steps of 0.01. */
const alpha = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((value) => value / 100);

const bandsOf = (value: fc.Arbitrary<number>) => fc.array(value, { minLength: 6, maxLength: 6 });

/**
 * A rectangular room with hard walls over part of their area, a floor finish and part of the
 * ceiling covered, so that both groups keep some free area (or none).
 */
export const roomArbitrary: fc.Arbitrary<CalcInput> = fc
  .record({
    length: fc.integer({ min: 30, max: 250 }).map((value) => value / 10),
    width: fc.integer({ min: 30, max: 150 }).map((value) => value / 10),
    height: fc.integer({ min: 24, max: 80 }).map((value) => value / 10),
    wallShare: fc.integer({ min: 0, max: 100 }).map((value) => value / 100),
    ceilingShare: fc.integer({ min: 0, max: 100 }).map((value) => value / 100),
    walls: bandsOf(alpha(0.01, 0.3)),
    floor: bandsOf(alpha(0.01, 0.4)),
    ceiling: bandsOf(alpha(0.01, 0.9)),
    airAbsorption: fc.boolean(),
  })
  .map((room) =>
    createRoom({
      length: room.length,
      width: room.width,
      height: room.height,
      settings: { limitCoefficients: false, airAbsorption: room.airAbsorption },
      surfaces: [
        createFinish(room.walls, {
          lr: 2 * room.length * room.height * room.wallShare,
          fr: 2 * room.width * room.height * room.wallShare,
        }),
        createFinish(room.floor, { fc: room.length * room.width }, { placement: onFloor }),
        createFinish(
          room.ceiling,
          { fc: room.length * room.width * room.ceilingShare },
          { placement: onCeiling },
        ),
      ],
    }),
  );

/** A finish product (α 0.02-1.0 per band) or an object product (0.1-6 m² per object per band). */
export const productArbitrary: fc.Arbitrary<TreatmentProduct> = fc.oneof(
  bandsOf(alpha(0.02, 1)).map(
    (coefficients): TreatmentProduct => ({ kind: 'finish', coefficients: { coefficients, a63: null } }),
  ),
  bandsOf(alpha(0.1, 6)).map(
    (sabinsPerObject): TreatmentProduct => ({ kind: 'objects', sabinsPerObject, sabins63PerObject: null }),
  ),
);

/** Room types of every kind of requirement: band limits (with and without lower limits), a mean, A/V. */
export const TARGETS: readonly { ruleSetId: RuleSetId; roomTypeId: string }[] = [
  { ruleSetId: 'din-18041-a', roomTypeId: 'a3' },
  { ruleSetId: 'din-18041-a', roomTypeId: 'a1' },
  { ruleSetId: 'din-18041-a', roomTypeId: 'a5' },
  { ruleSetId: 'din-18041-b', roomTypeId: 'b4' },
  { ruleSetId: 'ansi-s12-60', roomTypeId: 'core-learning-space' },
  { ruleSetId: 'bb93', roomTypeId: 'assembly-hall-new-build' },
  { ruleSetId: 'bb93', roomTypeId: 'secondary-classroom-new-build' },
  { ruleSetId: 'leed-v4', roomTypeId: 'classroom' },
  { ruleSetId: 'suggested', roomTypeId: 'auditorium-speech' },
];

export const targetArbitrary = fc.constantFrom(...TARGETS);
export const modelArbitrary: fc.Arbitrary<ModelId> = fc.constantFrom(...MODEL_IDS);
export const groupArbitrary: fc.Arbitrary<TreatmentGroup> = fc.constantFrom('ceiling', 'walls');
