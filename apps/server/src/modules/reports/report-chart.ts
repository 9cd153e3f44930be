import { MODEL_METADATA, type ModelId, type RoomResult } from '@roomtone/acoustics';
import { CALC_BANDS, type CalcDocument, calcGoalBand, type ReportChart } from '@roomtone/contracts';

/**
 * The graph of a room report: the reported models' times per band and the goal band. Seconds
 * axis: a round step, ticks from 0 and a top a little above the highest value.
 */
export function chartOf(document: CalcDocument, result: RoomResult, ids: ModelId[]): ReportChart {
  const goal = calcGoalBand(document);
  const series = ids.map((id) => ({
    id,
    label: MODEL_METADATA[id].label,
    values: (result.rt[id] ?? []).map((band) => band.value),
  }));
  const values: number[] = goal.map((point) => point.upper);
  for (const line of series) for (const value of line.values) if (value !== null) values.push(value);
  const highest = Math.max(0.5, ...values) * 1.1;
  const step = highest > 8 ? 2 : highest > 4 ? 1 : highest > 2 ? 0.5 : highest > 1 ? 0.25 : 0.1;
  const tickCount = Math.ceil(highest / step - 1e-9);
  return {
    bands: [...CALC_BANDS],
    yMax: tickCount * step,
    yTicks: Array.from({ length: tickCount + 1 }, (_, index) => Number((index * step).toFixed(2))),
    tickDecimals: step === 0.25 ? 2 : step < 1 ? 1 : 0,
    series,
    goal: goal.map((point) => ({ goal: point.goal, lower: point.lower, upper: point.upper })),
  };
}
