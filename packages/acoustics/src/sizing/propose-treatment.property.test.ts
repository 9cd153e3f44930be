/**
 * Property-based tests of treatment sizing over random rooms, products, groups, models and rule
 * sets (fast-check): every band said to be met is confirmed by computing the room with the
 * proposal's surface added (within 1 %); the amount is never negative and, for a finish, never
 * above the group's free area; every band said to be unmeetable fails with the whole free area of
 * the group (or the most objects searched).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateRoom } from '../calculate.ts';
import { assessBands, roomMeasures } from '../standards/assess.ts';
import { roomTypeOf } from '../standards/rule-sets.ts';
import type { BandAssessment, BandProposal, Requirement } from '../standards/types.ts';
import {
  groupArbitrary,
  modelArbitrary,
  productArbitrary,
  roomArbitrary,
  targetArbitrary,
} from '../testing/sizing-arbitraries.ts';
import type { CalcInput } from '../types.ts';
import { freeAreaOf, freeAreas } from './free-area.ts';
import { withProposal } from './proposal-surface.ts';
import { MAX_PROPOSED_OBJECTS, proposeTreatment } from './propose-treatment.ts';
import type { ProposeTreatmentOptions } from './types.ts';

const TOLERANCE = 0.01;

/** The assessed value (band, mean or A/V) that a band of a proposal belongs to. */
function assessedFor(requirement: Requirement, bands: readonly BandAssessment[], frequencyHz: number) {
  if (requirement.kind === 'mean-limit') return bands[0];
  return bands.find((band) => band.frequencyHz === frequencyHz);
}

function assessWith(input: CalcInput, options: ProposeTreatmentOptions, amount: number) {
  const outcome = roomTypeOf(options.ruleSetId, options.roomTypeId).requirement(
    roomMeasures(calculateRoom(input)),
  );
  if ('notApplicable' in outcome) return null;
  const room = withProposal(input, options.group, options.product, amount);
  return {
    requirement: outcome.requirement,
    bands: assessBands(calculateRoom(room), outcome.requirement, options.model),
  };
}

function isAbsorption(requirement: Requirement): boolean {
  return requirement.kind === 'absorption-per-volume';
}

/** Within the goal limit (the upper RT limit, or the A/V minimum), with the tolerance. */
function meetsGoal(requirement: Requirement, band: BandAssessment | undefined): boolean {
  if (band === undefined || band.value === null) return false;
  if (isAbsorption(requirement)) return band.lower === null || band.value >= band.lower * (1 - TOLERANCE);
  return band.upper === null || band.value <= band.upper * (1 + TOLERANCE);
}

function checkMetBand(
  input: CalcInput,
  options: ProposeTreatmentOptions,
  amount: number,
  band: BandProposal,
) {
  const after = assessWith(input, options, amount);
  if (after === null) throw new Error('a proposal with bands has a requirement');
  const assessed = assessedFor(after.requirement, after.bands, band.frequencyHz);
  if (band.reason === null) {
    expect(meetsGoal(after.requirement, assessed)).toBe(true);
    if (assessed?.lower != null && assessed.value !== null && !isAbsorption(after.requirement)) {
      expect(assessed.value).toBeGreaterThanOrEqual(assessed.lower * (1 - TOLERANCE));
    }
    return;
  }
  // A band the amount (sized for another band) pushes below its lower limit or leaves without a value.
  if (assessed?.value == null) expect(band.reason).toContain('gives no value');
  else expect(assessed.value).toBeLessThan(assessed.lower ?? 0);
}

function checkUnmeetableBand(input: CalcInput, options: ProposeTreatmentOptions, band: BandProposal) {
  const reason = band.reason ?? '';
  if (reason.startsWith('Even') || reason.includes('no free area')) {
    const whole =
      options.product.kind === 'finish' ? freeAreaOf(freeAreas(input), options.group) : MAX_PROPOSED_OBJECTS;
    const after = assessWith(input, options, whole);
    if (after === null) throw new Error('a proposal with bands has a requirement');
    const assessed = assessedFor(after.requirement, after.bands, band.frequencyHz);
    // The reason quotes the value with the whole free area (or the most objects), so there is one.
    expect(assessed?.value).not.toBeNull();
    if (assessed?.value != null) {
      if (isAbsorption(after.requirement)) expect(assessed.value).toBeLessThan(assessed.lower ?? 0);
      else expect(assessed.value).toBeGreaterThan(assessed.upper ?? Number.POSITIVE_INFINITY);
    }
    return;
  }
  if (reason.includes('already')) {
    const before = assessWith(input, options, 0);
    if (before === null) throw new Error('a proposal with bands has a requirement');
    const assessed = assessedFor(before.requirement, before.bands, band.frequencyHz);
    expect(assessed?.value).toBeLessThan(assessed?.lower ?? 0);
    return;
  }
  expect(reason).toContain('gives no value');
}

describe('proposeTreatment over random rooms', () => {
  it('meets what it says it meets, within the free area, and fails what it says it cannot meet', () => {
    fc.assert(
      fc.property(
        roomArbitrary,
        productArbitrary,
        groupArbitrary,
        modelArbitrary,
        targetArbitrary,
        (input, product, group, model, target) => {
          const options: ProposeTreatmentOptions = { ...target, group, model, product };
          const proposal = proposeTreatment(input, options);
          expect(proposal.amount).toBeGreaterThanOrEqual(0);
          const freeArea = freeAreaOf(freeAreas(input), group);
          expect(proposal.freeArea).toBeCloseTo(freeArea, 9);
          if (product.kind === 'finish') {
            expect(proposal.unit).toBe('area');
            expect(proposal.amount).toBeLessThanOrEqual(freeArea + 1e-9);
          } else {
            expect(proposal.unit).toBe('objects');
            expect(Number.isInteger(proposal.amount)).toBe(true);
          }
          for (const band of proposal.bands) {
            if (band.needed !== null) {
              expect(band.needed).toBeGreaterThanOrEqual(0);
              expect(band.needed).toBeLessThanOrEqual(proposal.amount);
              checkMetBand(input, options, proposal.amount, band);
            } else {
              checkUnmeetableBand(input, options, band);
            }
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});
