import { CALC_BANDS, type CalcDocument, type CalcNumber } from '@roomtone/contracts';

/** The RT goal of one band with its bounds, in seconds. */
export type GoalPoint = { frequencyHz: number; goal: number; lower: number; upper: number };

function numberOf(value: CalcNumber | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * The goal band the graph draws: the room's RT goal times each band's multiplier `x…`, between
 * `goal·(1 + l…/100)` and `goal·(1 + s…/100)` (the same shape `suggestedBandGoals` applies to a
 * suggested goal). Empty when no positive RT goal is entered.
 */
export function goalBand(document: CalcDocument): GoalPoint[] {
  const rtGoal = numberOf(document.rtGoal, 0);
  if (!(rtGoal > 0)) return [];
  return CALC_BANDS.map((frequencyHz) => {
    const goal = rtGoal * numberOf(document[`x${frequencyHz}`], 1);
    return {
      frequencyHz,
      goal,
      upper: goal * (1 + numberOf(document[`s${frequencyHz}`], 0) / 100),
      lower: goal * (1 + numberOf(document[`l${frequencyHz}`], 0) / 100),
    };
  });
}
