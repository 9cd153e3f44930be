import {
  DEFAULT_BAND_MULTIPLIERS,
  DEFAULT_LOWER_BOUNDS_PERCENT,
  DEFAULT_UPPER_BOUNDS_PERCENT,
} from '@roomtone/acoustics';
import { describe, expect, it } from 'vitest';
import type { CalcDocument } from './calc-document.ts';
import { CALC_BANDS } from './calc-fields.ts';
import { calcGoalBand as goalBand } from './calc-goal.ts';

/**
 * A new calculation's goal fields: no goal, the default multipliers and bounds of
 * docs/product/constants.md#the-room-and-its-goal.
 */
function defaultDocument(_system: 'Metric'): CalcDocument {
  const document: CalcDocument = { rtGoal: '' };
  CALC_BANDS.forEach((band, index) => {
    document[`x${band}`] = DEFAULT_BAND_MULTIPLIERS[index] ?? 1;
    document[`s${band}`] = DEFAULT_UPPER_BOUNDS_PERCENT[index] ?? 0;
    document[`l${band}`] = DEFAULT_LOWER_BOUNDS_PERCENT[index] ?? 0;
  });
  return document;
}

describe('calcGoalBand', () => {
  it('is empty without a positive RT goal', () => {
    expect(goalBand(defaultDocument('Metric'))).toEqual([]);
    expect(goalBand({ ...defaultDocument('Metric'), rtGoal: 0 })).toEqual([]);
  });

  it('shapes the goal with the default multipliers and bounds of docs/product/constants.md', () => {
    const band = goalBand({ ...defaultDocument('Metric'), rtGoal: '1' });
    expect(band.map((point) => point.goal)).toEqual([1.25, 1.1, 1, 0.95, 0.9, 0.8]);
    expect(band[0]?.upper).toBeCloseTo(1.5, 12);
    expect(band[0]?.lower).toBeCloseTo(1, 12);
    expect(band[5]?.upper).toBeCloseTo(0.88, 12);
    expect(band[5]?.lower).toBeCloseTo(0.72, 12);
  });

  it('reads the entered multipliers and bounds, and treats empty ones as 1 and 0 %', () => {
    const document = { ...defaultDocument('Metric'), rtGoal: '2', x125: '1.5', s125: '50', l125: '-25' };
    const band = goalBand({ ...document, x4000: '', s4000: '', l4000: '' });
    expect(band[0]).toEqual({ frequencyHz: 125, goal: 3, upper: 4.5, lower: 2.25 });
    expect(band[5]).toEqual({ frequencyHz: 4000, goal: 2, upper: 2, lower: 2 });
  });
});
