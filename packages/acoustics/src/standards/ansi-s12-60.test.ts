import { describe, expect, it } from 'vitest';
import { ANSI_LARGE_ROOM_MAX_M3, ANSI_S12_60, ANSI_SMALL_ROOM_MAX_M3 } from './ansi-s12-60.ts';

const [coreLearningSpace] = ANSI_S12_60.roomTypes;

function maximumAt(volumeM3: number): number | null {
  if (coreLearningSpace === undefined) throw new Error('one room type');
  const outcome = coreLearningSpace.requirement({ volumeM3, heightM: 3 });
  if ('notApplicable' in outcome) return null;
  if (outcome.requirement.kind !== 'band-limits') throw new Error('band limits');
  expect(outcome.requirement.limits.map((limit) => limit.frequencyHz)).toEqual([500, 1000, 2000]);
  expect(outcome.requirement.limits.every((limit) => limit.lower === null)).toBe(true);
  return outcome.requirement.limits[0]?.upper ?? null;
}

describe('ANSI/ASA S12.60-2010 part 1', () => {
  it('defines its volume limits in cubic feet: 10,000 ft³ = 283.17 m³, 20,000 ft³ = 566.34 m³', () => {
    expect(ANSI_SMALL_ROOM_MAX_M3).toBeCloseTo(283.168, 3);
    expect(ANSI_LARGE_ROOM_MAX_M3).toBeCloseTo(566.337, 3);
  });

  it('allows 0.6 s up to 283 m³ and 0.7 s above, tested on both sides', () => {
    expect(maximumAt(100)).toBe(0.6);
    expect(maximumAt(283)).toBe(0.6);
    expect(maximumAt(ANSI_SMALL_ROOM_MAX_M3)).toBe(0.6);
    expect(maximumAt(284)).toBe(0.7);
    expect(maximumAt(566)).toBe(0.7);
    expect(maximumAt(ANSI_LARGE_ROOM_MAX_M3)).toBe(0.7);
  });

  it('sets no number above 20,000 ft³ (566 m³) and says so', () => {
    expect(maximumAt(567)).toBeNull();
    expect(coreLearningSpace?.requirement({ volumeM3: 567, heightM: 5 })).toEqual({
      notApplicable:
        'ANSI/ASA S12.60-2010 sets no maximum reverberation time for core learning spaces over 20,000 ft³ (566 m³); it gives design guidance only.',
    });
  });
});
