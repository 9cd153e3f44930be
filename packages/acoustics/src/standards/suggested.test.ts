import { describe, expect, it } from 'vitest';
import { SUGGESTION_TYPES, type SuggestionType, suggestedBandGoals } from '../suggestions.ts';
import { SUGGESTED_RT } from './suggested.ts';

describe('suggested RT rule set', () => {
  it('offers the six suggested types in their order', () => {
    expect(SUGGESTED_RT.roomTypes.map((type) => type.id)).toEqual(Object.keys(SUGGESTION_TYPES));
  });

  it.each(Object.keys(SUGGESTION_TYPES) as SuggestionType[])(
    '%s takes its goals and bounds from suggestions',
    (type) => {
      const roomType = SUGGESTED_RT.roomTypes.find((candidate) => candidate.id === type);
      const outcome = roomType?.requirement({ volumeM3: 850, heightM: 5 });
      const expected = suggestedBandGoals(type, 850).map((band) => ({
        frequencyHz: band.frequencyHz,
        target: band.goal,
        lower: band.lower,
        upper: band.upper,
      }));
      expect(outcome).toMatchObject({ requirement: { kind: 'band-limits', limits: expected } });
      expect(roomType?.rule).toContain(SUGGESTION_TYPES[type].source);
    },
  );
});
