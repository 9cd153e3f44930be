import { describe, expect, it } from 'vitest';
import { speechPrivacy } from './privacy.ts';

describe('speech privacy from nc + stc', () => {
  it.each([
    [91, 'Total privacy'],
    [90, 'Highly confidential'],
    [86, 'Highly confidential'],
    [85, 'Excellent'],
    [81, 'Excellent'],
    [80, 'Good'],
    [76, 'Good'],
    [75, 'Fair'],
    [71, 'Fair'],
    [70, 'Poor'],
    [66, 'Poor'],
    [65, 'None'],
    [0, 'None'],
  ] as const)('rates a sum of %i as %s', (sum, rating) => {
    expect(speechPrivacy(30, sum - 30)).toBe(rating);
  });

  it('uses strictly greater thresholds for fractional sums', () => {
    expect(speechPrivacy(35, 55.5)).toBe('Total privacy');
  });

  it('refuses non-finite input instead of rating NaN as None or Infinity as Total privacy', () => {
    expect(() => speechPrivacy(Number.NaN, 50)).toThrow(RangeError);
    expect(() => speechPrivacy(30, Number.POSITIVE_INFINITY)).toThrow(
      'STC must be a finite number (got Infinity)',
    );
    expect(() => speechPrivacy(Number.NEGATIVE_INFINITY, 50)).toThrow('NC must be a finite number');
  });
});
