import { CALC_BANDS } from './calc-fields.ts';
import type { ReportChart } from './reports.ts';

/**
 * A report's or shared page's graph of these lines and goal band, its seconds axis fitted to them:
 * a tenth above the highest value (at least 0.5 s), in steps of 0.1, 0.25, 0.5, 1 or 2 s.
 */
export function scaledChart(series: ReportChart['series'], goal: ReportChart['goal']): ReportChart {
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
    goal,
  };
}
