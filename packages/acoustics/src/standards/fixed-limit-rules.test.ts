import { describe, expect, it } from 'vitest';
import { BB93 } from './bb93.ts';
import { LEED_V4 } from './leed-v4.ts';
import type { RoomTypeRule, RuleSet } from './types.ts';
import { WELL } from './well.ts';

function roomType(ruleSet: RuleSet, id: string): RoomTypeRule {
  const found = ruleSet.roomTypes.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no room type ${id}`);
  return found;
}

describe('BB93 (2015)', () => {
  it('holds Tmf, the mean of 500, 1000 and 2000 Hz, with new build and refurbishment as room types', () => {
    expect(
      roomType(BB93, 'secondary-classroom-new-build').requirement({ volumeM3: 200, heightM: 3 }),
    ).toEqual({
      requirement: {
        kind: 'mean-limit',
        bands: [500, 1000, 2000],
        target: 0.8,
        lower: null,
        upper: 0.8,
        meanLabel: 'Tmf',
      },
      note: null,
    });
    expect(
      roomType(BB93, 'secondary-classroom-refurbishment').requirement({ volumeM3: 200, heightM: 3 }),
    ).toMatchObject({
      requirement: { upper: 1 },
    });
    expect(
      roomType(BB93, 'primary-classroom-new-build').requirement({ volumeM3: 200, heightM: 3 }),
    ).toMatchObject({
      requirement: { upper: 0.6 },
    });
  });

  it('gives a range for assembly halls and flags its numbers as not confirmed', () => {
    expect(
      roomType(BB93, 'assembly-hall-new-build').requirement({ volumeM3: 2000, heightM: 6 }),
    ).toMatchObject({
      requirement: { lower: 0.8, upper: 1.2, target: 1 },
    });
    for (const type of BB93.roomTypes) expect(type.rule).toContain('not confirmed');
    expect(BB93.roomTypes).toHaveLength(18);
  });

  it('gives every space type its new-build and refurbishment limits, as in the table', () => {
    const limits = BB93.roomTypes.map((type) => {
      const outcome = type.requirement({ volumeM3: 200, heightM: 3 });
      if ('notApplicable' in outcome || outcome.requirement.kind !== 'mean-limit') {
        throw new Error(`${type.id} has no Tmf limit`);
      }
      return [type.id, outcome.requirement.lower, outcome.requirement.upper];
    });
    expect(limits).toEqual([
      ['nursery-playroom-new-build', null, 0.6],
      ['nursery-playroom-refurbishment', null, 0.8],
      ['primary-classroom-new-build', null, 0.6],
      ['primary-classroom-refurbishment', null, 0.8],
      ['secondary-classroom-new-build', null, 0.8],
      ['secondary-classroom-refurbishment', null, 1],
      ['small-lecture-room-new-build', null, 0.8],
      ['small-lecture-room-refurbishment', null, 1],
      ['music-classroom-new-build', null, 1],
      ['music-classroom-refurbishment', null, 1.2],
      ['science-laboratory-new-build', null, 0.8],
      ['science-laboratory-refurbishment', null, 1],
      ['library-new-build', null, 1],
      ['library-refurbishment', null, 1.2],
      ['assembly-hall-new-build', 0.8, 1.2],
      ['assembly-hall-refurbishment', 0.8, 1.5],
      ['sports-hall-new-build', null, 1.5],
      ['sports-hall-refurbishment', null, 2],
    ]);
    expect(roomType(BB93, 'library-refurbishment')).toMatchObject({
      label: 'Library (refurbishment)',
      shortLabel: 'library, refurbishment',
    });
    expect(roomType(BB93, 'assembly-hall-new-build').rule).toContain('Tmf 0.8-1.2 s (new build)');
  });

  it('cites table 6, the reverberation table of the 2015 edition (table 1 is ambient noise)', () => {
    expect(BB93.source).toContain('table 6');
    for (const type of BB93.roomTypes) expect(type.rule).toContain('table 6');
  });
});

describe('LEED v4', () => {
  it('limits T60 at each of 500, 1000 and 2000 Hz by room type', () => {
    expect(roomType(LEED_V4, 'classroom').requirement({ volumeM3: 200, heightM: 3 })).toMatchObject({
      requirement: {
        kind: 'band-limits',
        limits: [
          { frequencyHz: 500, lower: null, upper: 0.6 },
          { frequencyHz: 1000, lower: null, upper: 0.6 },
          { frequencyHz: 2000, lower: null, upper: 0.6 },
        ],
      },
    });
    expect(roomType(LEED_V4, 'gymnasium').requirement({ volumeM3: 9000, heightM: 9 })).toMatchObject({
      requirement: { limits: [{ upper: 2 }, { upper: 2 }, { upper: 2 }] },
    });
    for (const type of LEED_V4.roomTypes) expect(type.rule).toContain('not confirmed');
  });
});

describe('WELL', () => {
  function learningSpaceMaximum(volumeM3: number): number | null {
    const outcome = roomType(WELL, 'learning-space').requirement({ volumeM3, heightM: 3 });
    if ('notApplicable' in outcome || outcome.requirement.kind !== 'band-limits') return null;
    return outcome.requirement.limits[0]?.upper ?? null;
  }

  it('limits learning spaces by volume, tested on both sides of 280 and 570 m³', () => {
    expect(learningSpaceMaximum(280)).toBe(0.6);
    expect(learningSpaceMaximum(281)).toBe(0.7);
    expect(learningSpaceMaximum(570)).toBe(0.7);
    expect(learningSpaceMaximum(571)).toBeNull();
  });

  it('limits conference rooms to 0.6 s and open workspaces to 0.5 s', () => {
    expect(roomType(WELL, 'conference-room').requirement({ volumeM3: 100, heightM: 3 })).toMatchObject({
      requirement: { limits: [{ upper: 0.6 }, { upper: 0.6 }, { upper: 0.6 }] },
    });
    expect(roomType(WELL, 'open-workspace').requirement({ volumeM3: 1000, heightM: 3 })).toMatchObject({
      requirement: { limits: [{ upper: 0.5 }, { upper: 0.5 }, { upper: 0.5 }] },
    });
  });
});
