import {
  type BandGoal as GoalPoint,
  MODEL_METADATA,
  type ModelId,
  type RoomResult,
} from '@roomtone/acoustics';
import { CALC_BANDS } from '@roomtone/contracts';
import type { GraphOverlay, ToleranceBand } from './graph-overlays.ts';

function exactText(value: number): string {
  return `${value.toFixed(2)} s`;
}

function limitText(value: number | null, side: 'lower' | 'upper'): string {
  if (value !== null) return value.toFixed(2);
  return side === 'lower' ? 'no lower limit' : 'no upper limit';
}

/** The values of one band, for its tooltip: every series drawn, the goal band, the tolerance and the extra curves. */
export function bandTooltip(
  result: RoomResult | null,
  shown: readonly ModelId[],
  goal: GoalPoint[],
  index: number,
  tolerance: ToleranceBand | null,
  overlays: readonly GraphOverlay[],
): string {
  const lines = shown.map((id) => {
    const value = result?.rt[id][index]?.value ?? null;
    return `${MODEL_METADATA[id].label}: ${value === null ? 'not available' : exactText(value)}`;
  });
  const point = goal[index];
  if (point !== undefined)
    lines.push(`Goal: ${exactText(point.goal)} (${point.lower.toFixed(2)} to ${point.upper.toFixed(2)} s)`);
  const limit = tolerance?.points.find((candidate) => candidate.index === index);
  if (tolerance && limit !== undefined)
    lines.push(
      `${tolerance.label}: ${exactText(limit.target)} (${limitText(limit.lower, 'lower')} to ${limitText(limit.upper, 'upper')} s)`,
    );
  for (const overlay of overlays) {
    const value = overlay.values[index] ?? null;
    lines.push(`${overlay.label}: ${value === null ? 'not available' : exactText(value)}`);
  }
  return [`${CALC_BANDS[index] ?? ''} Hz`, ...lines].join('\n');
}
