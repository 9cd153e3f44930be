import { describe, expect, it } from 'vitest';
import { SUGGESTION_CURVE_POINTS } from './constants.ts';
import {
  SUGGESTION_TYPES,
  shapeGoalBands,
  suggestedBandGoals,
  suggestedMidRt,
  suggestionCurve,
} from './suggestions.ts';

describe('suggested RT goals', () => {
  it('uses DIN 18041 0.37·lgV − 0.14 for an auditorium for speech', () => {
    expect(suggestedMidRt('auditorium-speech', 1000).goal).toBeCloseTo(0.97, 12);
    expect(SUGGESTION_TYPES['auditorium-speech'].isApproximation).toBe(false);
  });

  it('uses the fitted lines for the other types, flagged as approximations', () => {
    expect(suggestedMidRt('recording-studio', 100).goal).toBeCloseTo(0.39, 12);
    expect(suggestedMidRt('television-studio', 1000).goal).toBeCloseTo(0.5, 12);
    expect(SUGGESTION_TYPES['symphony-hall'].isApproximation).toBe(true);
  });

  it('takes the mid-point of a range as the goal and keeps the range', () => {
    const church = suggestedMidRt('church', 10_000);
    expect(church.low).toBeCloseTo(1.55, 12);
    expect(church.high).toBeCloseTo(2.5, 12);
    expect(church.goal).toBeCloseTo(2.025, 12);
    const symphony = suggestedMidRt('symphony-hall', 10_000);
    expect([symphony.low, symphony.high]).toEqual([expect.closeTo(1.85, 12), expect.closeTo(2.15, 12)]);
    const opera = suggestedMidRt('opera-chamber-hall', 1000);
    expect(opera.goal).toBeCloseTo((1.05 + 1.4) / 2, 12);
  });

  it('gives per-band goals RT_mid·x with ± bounds in percent', () => {
    const goals = suggestedBandGoals('auditorium-speech', 1000);
    expect(goals[0]).toEqual({
      frequencyHz: 125,
      goal: expect.closeTo(0.97 * 1.25, 12),
      upper: expect.closeTo(0.97 * 1.25 * 1.2, 12),
      lower: expect.closeTo(0.97 * 1.25 * 0.8, 12),
    });
    expect(goals[5]?.goal).toBeCloseTo(0.97 * 0.8, 12);
    expect(goals[3]?.upper).toBeCloseTo(0.97 * 0.95 * 1.1, 12);
  });

  it('shapes any goal with the default multipliers and bounds of docs/product/constants.md', () => {
    const goals = shapeGoalBands(1);
    expect(goals.map((band) => band.frequencyHz)).toEqual([125, 250, 500, 1000, 2000, 4000]);
    expect(goals.map((band) => band.goal)).toEqual([1.25, 1.1, 1, 0.95, 0.9, 0.8]);
    expect(goals[1]?.upper).toBeCloseTo(1.1 * 1.15, 12);
    expect(goals[1]?.lower).toBeCloseTo(1.1 * 0.85, 12);
  });

  it('shapes a goal with given multipliers and bounds, a missing one counting as 1 and 0 %', () => {
    const goals = shapeGoalBands(2, { multipliers: [1.5], upperPercent: [50], lowerPercent: [-25] });
    expect(goals[0]).toEqual({ frequencyHz: 125, goal: 3, upper: 4.5, lower: 2.25 });
    expect(goals[4]).toEqual({ frequencyHz: 2000, goal: 2, upper: 2, lower: 2 });
  });

  it('draws a curve of 100 log-spaced volumes over the range', () => {
    const curve = suggestionCurve('symphony-hall', 100, 100_000);
    expect(curve).toHaveLength(SUGGESTION_CURVE_POINTS);
    expect(curve[0]?.volumeM3).toBeCloseTo(100, 9);
    expect(curve[99]?.volumeM3).toBeCloseTo(100_000, 6);
    expect(curve[33]?.volumeM3).toBeCloseTo(1000, 6);
    expect(suggestionCurve('church', 0, 10)).toEqual([]);
  });
});
