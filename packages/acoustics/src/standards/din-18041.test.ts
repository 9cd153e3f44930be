import { describe, expect, it } from 'vitest';
import { DIN_18041_A, DIN_18041_B, DIN_18041_TOLERANCE } from './din-18041.ts';
import type { RequirementOutcome, RoomTypeRule } from './types.ts';

function roomType(id: string, ruleSet = DIN_18041_A): RoomTypeRule {
  const found = ruleSet.roomTypes.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no room type ${id}`);
  return found;
}

/** `T_soll` of a group A use at a volume, or `null` when not applicable. */
function targetAt(id: string, volumeM3: number): number | null {
  const outcome: RequirementOutcome = roomType(id).requirement({ volumeM3, heightM: 3 });
  if ('notApplicable' in outcome) return null;
  if (outcome.requirement.kind !== 'band-limits') throw new Error('group A gives band limits');
  return outcome.requirement.limits[0]?.target ?? null;
}

function minimumAt(id: string, heightM: number): number | null {
  const outcome = roomType(id, DIN_18041_B).requirement({ volumeM3: 300, heightM });
  if ('notApplicable' in outcome) return null;
  if (outcome.requirement.kind !== 'absorption-per-volume') throw new Error('group B gives A/V');
  return outcome.requirement.minimum;
}

describe('DIN 18041:2016 group A', () => {
  it('computes T_soll by the equations, rounded to 0.01 s', () => {
    // 0.32·lg(240) − 0.17 = 0.5917 → 0.59 s (a 10 × 8 × 3 m classroom).
    expect(targetAt('a3', 240)).toBe(0.59);
    // 0.45·lg(500) + 0.07 = 1.2845 → 1.28 s.
    expect(targetAt('a1', 500)).toBe(1.28);
    // 0.37·lg(1000) − 0.14 = 0.97 s.
    expect(targetAt('a2', 1000)).toBe(0.97);
    // 0.26·lg(200) − 0.14 = 0.4583 → 0.46 s.
    expect(targetAt('a4', 200)).toBe(0.46);
    // 0.75·lg(3000) − 1.00 = 1.6079 → 1.61 s.
    expect(targetAt('a5', 3000)).toBe(1.61);
  });

  it.each([
    ['a1', 29.9, 30, 999, 1000],
    ['a2', 49.9, 50, 4999, 5000],
    ['a3', 29, 30, 4999, 5000],
    ['a4', 29, 30, 499, 500],
  ])(
    '%s applies from its lower volume to below its upper one, on both sides',
    (id, below, from, inside, upper) => {
      expect(targetAt(id, below)).toBeNull();
      expect(targetAt(id, from)).not.toBeNull();
      expect(targetAt(id, inside)).not.toBeNull();
      expect(targetAt(id, upper)).toBeNull();
      expect(targetAt(id, upper + 1)).toBeNull();
    },
  );

  it('A3 at 30 m³ and just below 5000 m³ follows the equation; 29 and 5001 m³ are outside', () => {
    expect(targetAt('a3', 30)).toBe(Math.round((0.32 * Math.log10(30) - 0.17) * 100) / 100);
    expect(targetAt('a3', 4999.9)).toBe(1.01);
    const outcome = roomType('a3').requirement({ volumeM3: 5001, heightM: 8 });
    expect(outcome).toEqual({
      notApplicable:
        'DIN 18041 A3 covers rooms of 30 m³ to 5,000 m³ (below 5,000 m³); this room has 5,001 m³.',
    });
    expect(roomType('a3').requirement({ volumeM3: 29, heightM: 3 })).toEqual({
      notApplicable: 'DIN 18041 A3 covers rooms from 30 m³; this room has 29 m³.',
    });
  });

  it('A5 holds 2.0 s from 10,000 m³ and follows the equation below it, from 200 m³', () => {
    expect(targetAt('a5', 199)).toBeNull();
    expect(targetAt('a5', 200)).toBe(Math.round((0.75 * Math.log10(200) - 1) * 100) / 100);
    expect(targetAt('a5', 9999)).toBe(2);
    expect(targetAt('a5', 10_000)).toBe(2);
    expect(targetAt('a5', 25_000)).toBe(2);
  });

  it('draws the tolerance band around T_soll at 125-4000 Hz, 63 Hz listed but not assessed', () => {
    const outcome = roomType('a3').requirement({ volumeM3: 240, heightM: 3 });
    if ('notApplicable' in outcome || outcome.requirement.kind !== 'band-limits') throw new Error('applies');
    const limits = outcome.requirement.limits;
    expect(limits.map((limit) => limit.frequencyHz)).toEqual([125, 250, 500, 1000, 2000, 4000]);
    expect(limits[0]?.lower).toBeCloseTo(0.65 * 0.59, 12);
    expect(limits[0]?.upper).toBeCloseTo(1.45 * 0.59, 12);
    expect(limits[3]?.upper).toBeCloseTo(1.2 * 0.59, 12);
    expect(limits[5]?.lower).toBeCloseTo(0.65 * 0.59, 12);
    expect(DIN_18041_TOLERANCE[0]).toEqual({ frequencyHz: 63, lower: 0.5, upper: 1.7 });
    expect(roomType('a3').rule).toContain('63 Hz');
  });

  it("says in A1's rule, and only there, that the music band is the least certain", () => {
    expect(roomType('a1').rule).toContain('separate tolerance band for music');
    for (const id of ['a2', 'a3', 'a4', 'a5']) {
      expect(roomType(id).rule).not.toContain('band for music');
      expect(roomType(id).rule).toContain('could not be confirmed against the standard itself');
    }
  });
});

describe('DIN 18041:2016 group B', () => {
  it('sets no requirement for B1', () => {
    expect(minimumAt('b1', 3)).toBeNull();
  });

  it.each([
    ['b2', 0.15, 4.8],
    ['b3', 0.2, 3.13],
    ['b4', 0.25, 2.13],
    ['b5', 0.3, 1.47],
  ])('%s: the constant up to 2.5 m, the height equation above, meeting at 2.5 m', (id, constant, c) => {
    expect(minimumAt(id, 2.4)).toBe(constant);
    expect(minimumAt(id, 2.5)).toBe(constant);
    expect(minimumAt(id, 2.51)).toBeCloseTo(1 / (c + 4.69 * Math.log10(2.51)), 12);
    expect(minimumAt(id, 2.51)).toBeCloseTo(constant, 2);
    expect(minimumAt(id, 6)).toBeCloseTo(1 / (c + 4.69 * Math.log10(6)), 12);
  });

  it('assesses 250-2000 Hz', () => {
    const outcome = roomType('b3', DIN_18041_B).requirement({ volumeM3: 300, heightM: 3 });
    expect(outcome).toMatchObject({
      requirement: { kind: 'absorption-per-volume', bands: [250, 500, 1000, 2000] },
    });
  });
});
