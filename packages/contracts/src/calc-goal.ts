import { type BandGoal, shapeGoalBands } from '@roomtone/acoustics';
import type { CalcDocument, CalcNumber } from './calc-document.ts';
import { CALC_BANDS } from './calc-fields.ts';

/** A stored number field of a calc document, or `fallback` when it is empty or not a number. */
export function calcNumberOr(value: CalcNumber | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * The RT goal of each band with its bounds, as the calculator's graph draws it, the report prints
 * it and the rooms tab holds a room against it: the room's RT goal times each band's multiplier
 * `x…`, between `goal·(1 + l…/100)` and `goal·(1 + s…/100)`, shaped by the engine's
 * `shapeGoalBands`. A missing multiplier counts as 1 and a missing bound as 0 %. Empty when no
 * positive RT goal is entered.
 */
export function calcGoalBand(document: CalcDocument): BandGoal[] {
  const rtGoal = calcNumberOr(document.rtGoal, 0);
  if (!(rtGoal > 0)) return [];
  return shapeGoalBands(rtGoal, {
    multipliers: CALC_BANDS.map((frequencyHz) => calcNumberOr(document[`x${frequencyHz}`], 1)),
    upperPercent: CALC_BANDS.map((frequencyHz) => calcNumberOr(document[`s${frequencyHz}`], 0)),
    lowerPercent: CALC_BANDS.map((frequencyHz) => calcNumberOr(document[`l${frequencyHz}`], 0)),
  });
}
