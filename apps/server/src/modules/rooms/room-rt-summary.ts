import { calculateRoom, MODEL_METADATA, type ModelId, parseCalcDocument } from '@roomtone/acoustics';
import {
  CALC_BANDS,
  CalcDocumentSchema,
  calcGoalBand,
  type GoalStanding,
  type RoomRtBand,
  type RoomRtSummary,
  reportModelIds,
} from '@roomtone/contracts';

/** The bands the Rooms tab shows. */
export const SUMMARY_BANDS = [500, 1000] as const;

/** Where a value stands against a goal band (its bounds in either order). */
export function goalStanding(rt: number, goal: { lower: number; upper: number }): GoalStanding {
  if (rt < Math.min(goal.lower, goal.upper)) return 'below';
  if (rt > Math.max(goal.lower, goal.upper)) return 'above';
  return 'within';
}

/**
 * The active revision's RT at 500 Hz and 1 kHz for the Rooms tab, computed by the engine from
 * the stored calc document. The model is the one the revision's report shows (Advanced
 * Settings' report model; with 'Sabine and Eyring', the automatic choice when it is one of them,
 * otherwise Sabine). The goal band is the calculator's: the RT goal times the band's multiplier,
 * between its lower and upper percentages. Null for a document that cannot be read.
 */
export function roomRtSummary(calc: unknown): RoomRtSummary | null {
  const document = CalcDocumentSchema.safeParse(calc);
  const input = parseCalcDocument(calc);
  if (!document.success || !input.ok) return null;
  let result: ReturnType<typeof calculateRoom>;
  try {
    result = calculateRoom(input.value);
  } catch {
    return null;
  }
  const choice = document.data.settings?.reportModel ?? 'auto';
  const ids = reportModelIds(choice, result);
  const model: ModelId | null =
    result.autoModel !== null && ids.includes(result.autoModel) ? result.autoModel : (ids[0] ?? null);
  const goals = calcGoalBand(document.data);
  const bands: RoomRtBand[] = SUMMARY_BANDS.map((frequencyHz) => {
    const index = CALC_BANDS.indexOf(frequencyHz);
    const rt = model === null ? null : (result.rt[model][index]?.value ?? null);
    const point = goals.find((goal) => goal.frequencyHz === frequencyHz);
    const goal = point === undefined ? null : { goal: point.goal, lower: point.lower, upper: point.upper };
    return { frequencyHz, rt, goal, standing: rt === null || goal === null ? null : goalStanding(rt, goal) };
  });
  return {
    model: model === null ? null : MODEL_METADATA[model].label,
    isAutomatic: choice === 'auto',
    bands,
  };
}
