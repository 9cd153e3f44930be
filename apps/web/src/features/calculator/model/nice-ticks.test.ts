import { describe, expect, it } from 'vitest';
import { niceTicks, tickDecimals } from './nice-ticks.ts';

describe('niceTicks', () => {
  it('gives a readable axis for an ordinary RT', () => {
    expect(niceTicks(1.3)).toEqual({ ticks: [0, 0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4], step: 0.2, top: 1.4 });
    expect(niceTicks(0.55).ticks.at(-1)).toBeGreaterThanOrEqual(0.55);
  });

  it.each([3_100, 31_000, 3.1e6, 1e300, 0.0001])('keeps at most 8 labels for a maximum of %d', (maximum) => {
    const { ticks, top } = niceTicks(maximum);
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(top).toBeGreaterThanOrEqual(maximum);
  });

  it('falls back to 0-1 for a maximum that is not a positive number', () => {
    for (const maximum of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(niceTicks(maximum).top).toBe(1);
    }
  });

  it('labels each step with the decimals it needs', () => {
    expect(tickDecimals(0.25)).toBe(2);
    expect(tickDecimals(0.5)).toBe(1);
    expect(tickDecimals(500)).toBe(0);
    expect(tickDecimals(0.1 + 0.2)).toBe(1);
  });
});
