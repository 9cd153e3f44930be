import { describe, expect, it } from 'vitest';
import { RULE_SETS, roomTypeOf, ruleSetOf } from './rule-sets.ts';
import { RULE_SET_IDS, type RuleSetId } from './types.ts';

describe('rule sets', () => {
  it('holds every rule set id, each with its source, edition and described room types', () => {
    expect(Object.keys(RULE_SETS).sort()).toEqual([...RULE_SET_IDS].sort());
    for (const id of RULE_SET_IDS) {
      const ruleSet = ruleSetOf(id);
      expect(ruleSet.id).toBe(id);
      expect(ruleSet.source.length).toBeGreaterThan(20);
      expect(ruleSet.edition).not.toBe('');
      expect(ruleSet.roomTypes.length).toBeGreaterThan(0);
      const ids = ruleSet.roomTypes.map((type) => type.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const type of ruleSet.roomTypes) {
        expect(type.rule).not.toBe('');
        expect(type.shortLabel).not.toBe('');
        expect(roomTypeOf(id, type.id)).toBe(type);
      }
    }
  });

  it('throws a clear error for an unknown rule set or room type', () => {
    expect(() => ruleSetOf('din-4109' as RuleSetId)).toThrow('Unknown rule set "din-4109".');
    expect(() => roomTypeOf('din-18041-a', 'a9')).toThrow(
      'Unknown room type "a9" in rule set "din-18041-a".',
    );
  });
});
