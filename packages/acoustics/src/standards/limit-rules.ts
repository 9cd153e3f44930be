/**
 * Builders shared by the rule sets whose room types are fixed limits (BB93, LEED, WELL): an upper
 * limit (or a range) on each of some bands, or on their mean.
 */
import type { RequirementOutcome, RoomTypeRule } from './types.ts';

/** A limit in seconds: at most `upper`, and at least `lower` when the rule sets a range. */
export type SecondsLimit = { lower: number | null; upper: number };

/** The limit in words: '≤ 0.6 s' or '0.8-1.2 s'. */
export function limitText({ lower, upper }: SecondsLimit): string {
  return lower === null ? `≤ ${upper} s` : `${lower}-${upper} s`;
}

/** A room type holding each of `bands` within a fixed limit, whatever the volume. */
export function bandLimitRoomType(
  id: string,
  label: string,
  shortLabel: string,
  bands: readonly number[],
  limit: SecondsLimit,
  rule: string,
): RoomTypeRule {
  const outcome: RequirementOutcome = {
    requirement: {
      kind: 'band-limits',
      limits: bands.map((frequencyHz) => ({
        frequencyHz,
        target: limit.upper,
        lower: limit.lower,
        upper: limit.upper,
      })),
    },
    note: null,
  };
  return { id, label, shortLabel, rule, requirement: () => outcome };
}

/** A room type holding the mean RT of `bands` within a fixed limit, whatever the volume. */
export function meanLimitRoomType(
  id: string,
  label: string,
  shortLabel: string,
  bands: readonly number[],
  limit: SecondsLimit,
  meanLabel: string,
  rule: string,
): RoomTypeRule {
  const target = limit.lower === null ? limit.upper : (limit.lower + limit.upper) / 2;
  const outcome: RequirementOutcome = {
    requirement: {
      kind: 'mean-limit',
      bands: [...bands],
      target,
      lower: limit.lower,
      upper: limit.upper,
      meanLabel,
    },
    note: null,
  };
  return { id, label, shortLabel, rule, requirement: () => outcome };
}
