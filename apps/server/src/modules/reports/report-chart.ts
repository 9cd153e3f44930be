import { MODEL_METADATA, type ModelId, type RoomResult } from '@roomtone/acoustics';
import { type CalcDocument, calcGoalBand, type ReportChart, scaledChart } from '@roomtone/contracts';

/**
 * The graph of a room report: the reported models' times per band and the goal band, on a seconds
 * axis fitted to them (`scaledChart`).
 */
export function chartOf(document: CalcDocument, result: RoomResult, ids: ModelId[]): ReportChart {
  const series = ids.map((id) => ({
    id,
    label: MODEL_METADATA[id].label,
    values: (result.rt[id] ?? []).map((band) => band.value),
  }));
  const goal = calcGoalBand(document).map((point) => ({
    goal: point.goal,
    lower: point.lower,
    upper: point.upper,
  }));
  return scaledChart(series, goal);
}
