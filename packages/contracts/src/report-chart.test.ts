import { describe, expect, it } from 'vitest';
import { scaledChart } from './report-chart.ts';

const line = (values: Array<number | null>) => ({ id: 'sabine', label: 'Sabine', values });

describe('a chart fitted to its lines', () => {
  it('tops the axis a round step above a tenth over the highest value', () => {
    const chart = scaledChart([line([0.8, 1.2, null, 0.9, 0.7, 0.6])], []);
    expect(chart.bands).toEqual([125, 250, 500, 1000, 2000, 4000]);
    expect(chart.yMax).toBe(1.5);
    expect(chart.yTicks).toEqual([0, 0.25, 0.5, 0.75, 1, 1.25, 1.5]);
    expect(chart.tickDecimals).toBe(2);
  });

  it('counts the goal band, and keeps at least half a second', () => {
    const goal = [{ goal: 2, lower: 1.8, upper: 4.2 }];
    expect(scaledChart([line([1, 1, 1, 1, 1, 1])], goal).yMax).toBe(5);
    const quiet = scaledChart([line([0.1, 0.1, 0.1, 0.1, 0.1, 0.1])], []);
    expect(quiet.yMax).toBeCloseTo(0.6, 10);
    expect(quiet.tickDecimals).toBe(1);
    expect(scaledChart([line([9.5])], []).yTicks.at(-1)).toBe(12);
  });
});
