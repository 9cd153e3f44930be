/**
 * The calculator's six suggested RT types (docs/product/screens.md#layout, `suggestions.ts`) as a rule set:
 * the mid-frequency goal from the volume, shaped per band by the multipliers of
 * docs/product/constants.md#the-room-and-its-goal, each band within its ± bounds. The numbers live in
 * `suggestions.ts`; this file only reads them.
 */
import {
  DEFAULT_GOAL_SHAPE,
  SUGGESTION_TYPES,
  type SuggestionType,
  suggestedBandGoals,
  suggestedMidRt,
} from '../suggestions.ts';
import type { RequirementOutcome, RoomMeasures, RoomTypeRule, RuleSet } from './types.ts';

function lineText(intercept: number, slope: number): string {
  const sign = intercept < 0 ? '−' : '+';
  return `${slope.toFixed(2)}·lg(V/m³) ${sign} ${Math.abs(intercept).toFixed(2)} s`;
}

function ruleText(type: SuggestionType): string {
  const definition = SUGGESTION_TYPES[type];
  const { low, high } = definition;
  const isRange = low.intercept !== high.intercept || low.slope !== high.slope;
  const goal = isRange
    ? `RT_mid = mid-point of ${lineText(low.intercept, low.slope)} and ${lineText(high.intercept, high.slope)}`
    : `RT_mid = ${lineText(low.intercept, low.slope)}`;
  const multipliers = DEFAULT_GOAL_SHAPE.multipliers.join(', ');
  const bounds = DEFAULT_GOAL_SHAPE.upperPercent.join(', ');
  return `${goal}; per band goal = RT_mid × ${multipliers} (125-4000 Hz), within ±${bounds} %. ${definition.source}`;
}

function suggestedRoomType(type: SuggestionType): RoomTypeRule {
  const definition = SUGGESTION_TYPES[type];
  return {
    id: type,
    label: definition.label,
    shortLabel: definition.label,
    rule: ruleText(type),
    requirement: (room: RoomMeasures): RequirementOutcome => {
      if (!(room.volumeM3 > 0)) return { notApplicable: 'The room has no volume.' };
      const limits = suggestedBandGoals(type, room.volumeM3).map((band) => ({
        frequencyHz: band.frequencyHz,
        target: band.goal,
        lower: band.lower,
        upper: band.upper,
      }));
      const mid = suggestedMidRt(type, room.volumeM3);
      return { requirement: { kind: 'band-limits', limits }, note: `RT_mid goal ${mid.goal.toFixed(2)} s.` };
    },
  };
}

/** The suggested RT goals of docs/product/screens.md#layout as a rule set. */
export const SUGGESTED_RT: RuleSet = {
  id: 'suggested',
  label: 'Suggested RT',
  source:
    "Roomtone's suggested RT goals (the calculator's RT Suggestions, docs/product/constants.md): DIN 18041:2016 'Sprache/Vortrag' for the auditorium for speech, fits to the optimum-RT charts of Everest & Pohlmann, Master Handbook of Acoustics, for the others.",
  edition: 'Roomtone 2026',
  roomTypes: (Object.keys(SUGGESTION_TYPES) as SuggestionType[]).map(suggestedRoomType),
};
