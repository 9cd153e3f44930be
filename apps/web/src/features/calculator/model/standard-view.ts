import {
  type Assessment,
  assessRoom,
  type RoomResult,
  type RoomTypeRule,
  RULE_SET_IDS,
  RULE_SETS,
  type RuleSet,
  type RuleSetId,
  roomMeasures,
  verdictName,
} from '@roomtone/acoustics';
import { assessedModelOf, type CalcDocument } from '@roomtone/contracts';
import { type ToleranceBand, toleranceOf } from './graph-overlays.ts';

/**
 * The standard chosen for the room (issue 24) as the calculator shows it: the rule set and room
 * type, the requirement's note for this room, the assessment of the open variant with the chosen
 * model, and the tolerance band the graph draws.
 */
export type StandardView = {
  ruleSet: RuleSet;
  roomType: RoomTypeRule;
  /** 'DIN 18041 A3': the verdict's name. */
  name: string;
  model: 'sabine' | 'eyring';
  /** What the requirement is for this room ('T_soll = 0.62 s at V = 210 m³.'), when it says. */
  note: string | null;
  /** Null until the room has a result. */
  assessment: Assessment | null;
  tolerance: ToleranceBand | null;
};

/** The chosen rule set and room type of a document, or null (none chosen, or unknown). */
export function chosenStandard(document: CalcDocument): { ruleSet: RuleSet; roomType: RoomTypeRule } | null {
  const standard = document.standard;
  if (standard === undefined) return null;
  const ruleSet = RULE_SETS[standard.ruleSet];
  const roomType = ruleSet?.roomTypes.find((candidate) => candidate.id === standard.roomType);
  return ruleSet === undefined || roomType === undefined ? null : { ruleSet, roomType };
}

/** The standard's view for a document and its result (the open variant's, proposals left out). */
export function standardViewOf(document: CalcDocument, result: RoomResult | null): StandardView | null {
  const chosen = chosenStandard(document);
  if (chosen === null) return null;
  const { ruleSet, roomType } = chosen;
  const name = verdictName(ruleSet, roomType);
  const model = assessedModelOf(document.settings?.reportModel, result?.autoModel ?? null);
  if (result === null) return { ...chosen, name, model, note: null, assessment: null, tolerance: null };
  const outcome = roomType.requirement(roomMeasures(result));
  const assessment = assessRoom(result, ruleSet.id, roomType.id, model);
  return {
    ...chosen,
    name,
    model,
    note: 'note' in outcome ? outcome.note : null,
    assessment,
    tolerance: toleranceOf(assessment.requirement, name),
  };
}

/**
 * The rule sets as the picker lists them: the rule set's name, and where two share a name (DIN
 * 18041 groups A and B) the range of its room types, e.g. 'DIN 18041 (A1-A5)'.
 */
export function ruleSetOptions(): { value: RuleSetId; label: string }[] {
  return RULE_SET_IDS.map((id) => {
    const ruleSet = RULE_SETS[id];
    const isShared = RULE_SET_IDS.some((other) => other !== id && RULE_SETS[other].label === ruleSet.label);
    const first = ruleSet.roomTypes[0]?.shortLabel;
    const last = ruleSet.roomTypes.at(-1)?.shortLabel;
    const range = isShared && first !== undefined && last !== undefined ? ` (${first}-${last})` : '';
    return { value: id, label: `${ruleSet.label}${range}` };
  });
}
