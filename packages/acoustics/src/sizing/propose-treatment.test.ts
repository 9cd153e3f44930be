import { describe, expect, it } from 'vitest';
import { calculateRoom } from '../calculate.ts';
import { assessRoom } from '../standards/assess.ts';
import { createFinish, createRoom, createSabins } from '../testing/factories.ts';
import type { CalcInput, FacePlacement } from '../types.ts';
import { reverberationConstant, speedOfSound } from '../units.ts';
import { freeAreas } from './free-area.ts';
import { leastTreatment } from './least-treatment.ts';
import { PROPOSAL_SURFACE_NAME, proposalSurface, withProposal } from './proposal-surface.ts';
import { proposeTreatment } from './propose-treatment.ts';
import type { TreatmentProduct } from './types.ts';

const onCeiling: FacePlacement = { lr: 'both', fr: 'both', fc: 'ceiling' };
const onFloor: FacePlacement = { lr: 'both', fr: 'both', fc: 'floor' };
const WALLS = [0.01, 0.01, 0.02, 0.02, 0.02, 0.03];
const FLOOR = [0.02, 0.03, 0.03, 0.03, 0.03, 0.02];

/** A 10 × 8 × 3 m classroom with plaster walls and a vinyl floor, its ceiling still bare. */
function bareClassroom(): CalcInput {
  return createRoom({
    length: 10,
    width: 8,
    height: 3,
    surfaces: [
      createFinish(WALLS, { lr: 60, fr: 48 }, { name: 'Painted plaster walls' }),
      createFinish(FLOOR, { fc: 80 }, { name: 'Vinyl floor', placement: onFloor }),
    ],
  });
}

const TILE: TreatmentProduct = {
  kind: 'finish',
  coefficients: { coefficients: [0.3, 0.6, 0.85, 0.9, 0.9, 0.85], a63: null },
};

const A3_SABINE_CEILING = {
  ruleSetId: 'din-18041-a',
  roomTypeId: 'a3',
  model: 'sabine',
  group: 'ceiling',
} as const;

describe('freeAreas', () => {
  it('takes the ceiling-face share of area-based surfaces from L·W and the entered wall areas from the walls', () => {
    const room = createRoom({
      length: 10,
      width: 8,
      height: 3,
      surfaces: [
        createFinish(0.1, { lr: 20, fr: 6 }),
        createFinish(0.1, { fc: 30 }, { placement: onCeiling }),
        createFinish(0.1, { fc: 16 }),
        createFinish(0.1, { fc: 80 }, { placement: onFloor }),
        createFinish(0.1, { fc: 50, lr: 50 }, { isInactive: true }),
        createSabins(1, { fc: 40 }),
      ],
    });
    // Ceiling: 80 − 30 (on the ceiling) − 16/2 (over both faces) = 42; the floor, the inactive surface and objects cover none.
    expect(freeAreas(room)).toEqual({ ceiling: 42, walls: 60 - 20 + 48 - 6, sidewalls: 40, frontRear: 42 });
  });

  it('is never negative', () => {
    const room = createRoom({
      surfaces: [createFinish(0.1, { lr: 500, fc: 500 }, { placement: onCeiling })],
    });
    expect(freeAreas(room)).toMatchObject({ ceiling: 0, sidewalls: 0 });
  });
});

describe('proposalSurface', () => {
  it('puts a finish on the ceiling face and splits a wall finish by the free wall areas', () => {
    const room = bareClassroom();
    room.surfaces = [createFinish(0.02, { lr: 30 })];
    const ceiling = proposalSurface(room, 'ceiling', TILE, 40);
    expect(ceiling).toMatchObject({
      kind: 'finish',
      name: PROPOSAL_SURFACE_NAME,
      area: { lr: 0, fr: 0, fc: 40 },
    });
    expect(ceiling.placement).toEqual(onCeiling);
    // Free sidewalls 60 − 30 = 30 m², front/rear 48 m²: 39 m² split 15 and 24.
    expect(proposalSurface(room, 'walls', TILE, 39)).toMatchObject({
      area: { lr: 15, fr: 24, fc: 0 },
      placement: null,
    });
  });

  it('adds whole objects', () => {
    const baffle: TreatmentProduct = {
      kind: 'objects',
      sabinsPerObject: [1, 2, 3, 3, 3, 3],
      sabins63PerObject: null,
    };
    expect(proposalSurface(bareClassroom(), 'ceiling', baffle, 12)).toMatchObject({
      kind: 'sabin',
      multiplier: { lr: 0, fr: 0, fc: 12 },
    });
    const onWalls = proposalSurface(bareClassroom(), 'walls', baffle, 7);
    expect(onWalls).toMatchObject({ kind: 'sabin', multiplier: { lr: 4, fr: 3, fc: 0 } });
  });
});

describe('proposeTreatment', () => {
  it('sizes a ceiling tile for DIN 18041 A3 band by band and says which bands it cannot meet', () => {
    const proposal = proposeTreatment(bareClassroom(), { ...A3_SABINE_CEILING, product: TILE });
    // Sabine at 500 Hz: T ≤ 1.2·0.59 s needs A = K·V/T; the walls and floor give 4.56 m², the tile 0.85 per m².
    const k = reverberationConstant(speedOfSound(20, 'Metric'));
    const needed500 = (k * 240) / (1.2 * 0.59) - (108 * 0.02 + 80 * 0.03);
    expect(proposal.amount).toBe(Math.ceil((needed500 / 0.85) * 10) / 10);
    expect(proposal).toMatchObject({ group: 'ceiling', unit: 'area', freeArea: 80 });
    expect(proposal.bands[0]).toEqual({
      frequencyHz: 125,
      needed: null,
      reason:
        "Even the whole free ceiling (80 m²) leaves 125 Hz at 1.45 s, above 0.86 s: this product's α at 125 Hz is 0.30.",
    });
    expect(proposal.bands[1]?.needed).toBeNull();
    expect(proposal.bands.slice(2).every((band) => band.needed !== null && band.reason === null)).toBe(true);
    expect(proposal.after.verdict).toBe(
      'DIN 18041 A3: passes at 500-4000 Hz, fails at 125-250 Hz by up to 1.0 s',
    );
  });

  it('proposes the least area: 0.1 m² less fails the band that set it', () => {
    const room = bareClassroom();
    const proposal = proposeTreatment(room, { ...A3_SABINE_CEILING, product: TILE });
    const less = calculateRoom(withProposal(room, 'ceiling', TILE, proposal.amount - 0.1));
    expect(assessRoom(less, 'din-18041-a', 'a3', 'sabine').bands[2]?.passes).toBe(false);
  });

  it('passes the room once a tile absorbs enough at every band', () => {
    const broadband: TreatmentProduct = {
      kind: 'finish',
      coefficients: { coefficients: [0.75, 0.9, 0.95, 0.95, 0.9, 0.85], a63: null },
    };
    const proposal = proposeTreatment(bareClassroom(), { ...A3_SABINE_CEILING, product: broadband });
    expect(proposal.bands.every((band) => band.needed !== null)).toBe(true);
    expect(proposal.after.verdict).toBe('DIN 18041 A3: passes');
    expect(proposal.amount).toBeLessThanOrEqual(80);
  });

  it('notes a band that the amount pushes below its lower limit', () => {
    const trebleHeavy: TreatmentProduct = {
      kind: 'finish',
      coefficients: { coefficients: [0.9, 0.9, 0.9, 0.9, 0.9, 1], a63: null },
    };
    const room = bareClassroom();
    room.surfaces.push(createFinish([0, 0, 0, 0, 0, 0.9], { lr: 40 }, { name: 'Treble absorber' }));
    const proposal = proposeTreatment(room, { ...A3_SABINE_CEILING, product: trebleHeavy });
    const band4000 = proposal.bands[5];
    expect(band4000?.needed).not.toBeNull();
    expect(band4000?.reason).toMatch(
      /^The proposed \d+(\.\d)? m² brings 4000 Hz to 0\.\d\d s, below its lower limit 0\.38 s\.$/,
    );
  });

  it('sizes objects in whole numbers, without an area limit', () => {
    const baffle: TreatmentProduct = {
      kind: 'objects',
      sabinsPerObject: [0.8, 1.5, 2.5, 3, 3, 3],
      sabins63PerObject: null,
    };
    const room = bareClassroom();
    room.surfaces.push(createFinish(0.05, { fc: 80 }, { placement: onCeiling }));
    const proposal = proposeTreatment(room, { ...A3_SABINE_CEILING, product: baffle });
    expect(proposal.unit).toBe('objects');
    expect(proposal.freeArea).toBe(0);
    expect(Number.isInteger(proposal.amount)).toBe(true);
    expect(proposal.amount).toBeGreaterThan(0);
    const fewer = calculateRoom(withProposal(room, 'ceiling', baffle, proposal.amount - 1));
    const enough = calculateRoom(withProposal(room, 'ceiling', baffle, proposal.amount));
    const maxNeeded = Math.max(...proposal.bands.map((band) => band.needed ?? 0));
    expect(proposal.amount).toBe(maxNeeded);
    const band = proposal.bands.findIndex((candidate) => candidate.needed === maxNeeded);
    expect(assessRoom(fewer, 'din-18041-a', 'a3', 'sabine').bands[band]?.passes).toBe(false);
    expect(assessRoom(enough, 'din-18041-a', 'a3', 'sabine').bands[band]?.passes).toBe(true);
  });

  it('sizes a mean rule on the mean', () => {
    const proposal = proposeTreatment(bareClassroom(), {
      ruleSetId: 'bb93',
      roomTypeId: 'primary-classroom-new-build',
      model: 'eyring',
      group: 'ceiling',
      product: TILE,
    });
    expect(proposal.bands.map((band) => band.frequencyHz)).toEqual([500, 1000, 2000]);
    expect(new Set(proposal.bands.map((band) => band.needed)).size).toBe(1);
    expect(proposal.after.passes).toBe(true);
    const less = calculateRoom(withProposal(bareClassroom(), 'ceiling', TILE, proposal.amount - 0.1));
    expect(assessRoom(less, 'bb93', 'primary-classroom-new-build', 'eyring').passes).toBe(false);
  });

  it('sizes an A/V rule on the walls', () => {
    const panel: TreatmentProduct = {
      kind: 'finish',
      coefficients: { coefficients: [0.2, 0.6, 0.9, 0.95, 0.95, 0.9], a63: null },
    };
    const room = bareClassroom();
    room.surfaces[0] = createFinish(WALLS, { lr: 30, fr: 20 }, { name: 'Painted plaster walls' });
    room.surfaces.push(createFinish(0.7, { fc: 80 }, { placement: onCeiling }));
    const proposal = proposeTreatment(room, {
      ...A3_SABINE_CEILING,
      ruleSetId: 'din-18041-b',
      roomTypeId: 'b5',
      group: 'walls',
      product: panel,
    });
    expect(proposal.freeArea).toBe(58);
    expect(proposal.after.verdict).toBe('DIN 18041 B5: passes');
    expect(proposal.bands.map((band) => band.frequencyHz)).toEqual([250, 500, 1000, 2000]);
    expect(proposal.amount).toBe(proposal.bands[0]?.needed);
  });

  it('says when the group has no free area', () => {
    const room = bareClassroom();
    room.surfaces.push(createFinish(0.05, { fc: 80 }, { placement: onCeiling }));
    const proposal = proposeTreatment(room, { ...A3_SABINE_CEILING, product: TILE });
    expect(proposal.amount).toBe(0);
    expect(proposal.bands[0]?.reason).toMatch(
      /^The ceiling has no free area: the entered surfaces cover it, and 125 Hz is at \d+\.\d\d s, above 0\.86 s\.$/,
    );
  });

  it('proposes nothing where the rule does not apply', () => {
    const closet = createRoom({ length: 4, width: 3, height: 2.4 });
    const proposal = proposeTreatment(closet, { ...A3_SABINE_CEILING, product: TILE });
    expect(proposal).toMatchObject({
      amount: 0,
      bands: [],
      after: { passes: null, notApplicable: expect.any(String) },
    });
  });

  it('throws for an unknown room type', () => {
    expect(() =>
      proposeTreatment(bareClassroom(), { ...A3_SABINE_CEILING, roomTypeId: 'x', product: TILE }),
    ).toThrow('Unknown room type "x" in rule set "din-18041-a".');
  });
});

describe('leastTreatment', () => {
  const weak: TreatmentProduct = {
    kind: 'finish',
    coefficients: { coefficients: [0.7, 0.7, 0.5, 0.5, 0.5, 0.5], a63: null },
  };
  const strong: TreatmentProduct = {
    kind: 'finish',
    coefficients: { coefficients: [0.75, 0.9, 0.95, 0.95, 0.9, 0.85], a63: null },
  };
  const thin: TreatmentProduct = {
    kind: 'finish',
    coefficients: { coefficients: [0.05, 0.3, 1, 1, 1, 1], a63: null },
  };

  it('picks the product needing the least area among those meeting the most bands', () => {
    const outcome = leastTreatment(bareClassroom(), A3_SABINE_CEILING, [weak, strong, thin]);
    expect(outcome.proposals).toHaveLength(3);
    expect(outcome.productIndex).toBe(1);
    // The thin tile needs less area at 500-4000 Hz but cannot meet 125-250 Hz: it is not chosen.
    const [, strongProposal, thinProposal] = outcome.proposals;
    expect(thinProposal?.amount).toBeLessThan(strongProposal?.amount ?? 0);
    expect(strongProposal?.after.verdict).toBe('DIN 18041 A3: passes');
  });

  it('answers no product for an empty list', () => {
    expect(leastTreatment(bareClassroom(), A3_SABINE_CEILING, [])).toEqual({
      productIndex: null,
      proposals: [],
    });
  });
});
