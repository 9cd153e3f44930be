import { describe, expect, it } from 'vitest';
import { nrc, nrcMean } from './nrc.ts';

describe('NRC', () => {
  it('is the mean of 250-2000 Hz rounded to the nearest 0.05', () => {
    expect(nrc(0.1, 0.2, 0.3, 0.4)).toBe(0.25);
    expect(nrc(0.02, 0.03, 0.04, 0.05)).toBe(0.05);
    expect(nrc(0.01, 0.01, 0.02, 0.02)).toBe(0);
    expect(nrcMean(0.1, 0.2, 0.3, 0.4)).toBeCloseTo(0.25, 12);
  });

  it('rounds ties up without floating-point surprises (0.675 → 0.70)', () => {
    expect(nrc(0.6, 0.7, 0.7, 0.7)).toBe(0.7);
    expect(nrc(0.675, 0.675, 0.675, 0.675)).toBe(0.7);
    expect(nrc(0.025, 0.025, 0.025, 0.025)).toBe(0.05);
    expect(nrc(0.125, 0.125, 0.125, 0.125)).toBe(0.15);
    expect(nrc(0.325, 0.325, 0.325, 0.325)).toBe(0.35);
  });

  it('rounds just below a tie down', () => {
    expect(nrc(0.674, 0.675, 0.675, 0.675)).toBe(0.65);
  });

  it('is null when a coefficient is not a number', () => {
    expect(nrc(Number.NaN, 0.1, 0.1, 0.1)).toBeNull();
  });
});
