import { type BandGoal, shapeGoalBands } from '@roomtone/acoustics';
import { CALC_BANDS, type CalcDocument, type CalcNumber } from '@roomtone/contracts';

/** The RT goal of one band with its bounds, in seconds. */
export type GoalPoint = BandGoal;

function numberOf(value: CalcNumber | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * The goal band the graph draws: the room's RT goal times each band's multiplier `x…`, between
 * `goal·(1 + l…/100)` and `goal·(1 + s…/100)`, shaped by the engine's `shapeGoalBands` (the
 * shape `suggestedBandGoals` applies to a suggested goal). A missing multiplier counts as 1 and
 * a missing bound as 0 %. Empty when no positive RT goal is entered.
 */
export function goalBand(document: CalcDocument): GoalPoint[] {
  const rtGoal = numberOf(document.rtGoal, 0);
  if (!(rtGoal > 0)) return [];
  return shapeGoalBands(rtGoal, {
    multipliers: CALC_BANDS.map((frequencyHz) => numberOf(document[`x${frequencyHz}`], 1)),
    upperPercent: CALC_BANDS.map((frequencyHz) => numberOf(document[`s${frequencyHz}`], 0)),
    lowerPercent: CALC_BANDS.map((frequencyHz) => numberOf(document[`l${frequencyHz}`], 0)),
  });
}
