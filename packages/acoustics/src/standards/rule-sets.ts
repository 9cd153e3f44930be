/** Every rule set by id, and lookups that fail loudly on an unknown id. */
import { ANSI_S12_60 } from './ansi-s12-60.ts';
import { BB93 } from './bb93.ts';
import { DIN_18041_A, DIN_18041_B } from './din-18041.ts';
import { LEED_V4 } from './leed-v4.ts';
import { SUGGESTED_RT } from './suggested.ts';
import { type RoomTypeRule, RULE_SET_IDS, type RuleSet, type RuleSetId } from './types.ts';
import { WELL } from './well.ts';

/** The rule sets by id (display order: `RULE_SET_IDS`). */
export const RULE_SETS: Record<RuleSetId, RuleSet> = {
  'din-18041-a': DIN_18041_A,
  'din-18041-b': DIN_18041_B,
  'ansi-s12-60': ANSI_S12_60,
  bb93: BB93,
  'leed-v4': LEED_V4,
  well: WELL,
  suggested: SUGGESTED_RT,
};

/** Whether a string is a rule set id (for reading saved documents). */
export function isRuleSetId(value: string): value is RuleSetId {
  return (RULE_SET_IDS as readonly string[]).includes(value);
}

/** The rule set of an id; throws an `Error` naming an unknown id. */
export function ruleSetOf(id: RuleSetId): RuleSet {
  if (!isRuleSetId(id)) throw new Error(`Unknown rule set "${String(id)}".`);
  return RULE_SETS[id];
}

/** A room type of a rule set; throws an `Error` naming an unknown rule set or room type. */
export function roomTypeOf(ruleSetId: RuleSetId, roomTypeId: string): RoomTypeRule {
  const ruleSet = ruleSetOf(ruleSetId);
  const roomType = ruleSet.roomTypes.find((candidate) => candidate.id === roomTypeId);
  if (roomType === undefined) {
    throw new Error(`Unknown room type "${roomTypeId}" in rule set "${ruleSet.id}".`);
  }
  return roomType;
}
