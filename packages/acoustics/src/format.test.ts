import { describe, expect, it } from 'vitest';
import { formatAlpha, formatRt, formatSabins } from './format.ts';

describe('display precision', () => {
  it('shows RT with 1 decimal, sabins with 0 and alpha with 2', () => {
    expect(formatRt(1.25)).toBe('1.3');
    expect(formatSabins(123.6)).toBe('124');
    expect(formatAlpha(0.305)).toBe('0.30');
    expect(formatAlpha(0.3051)).toBe('0.31');
  });

  it('shows a missing value as an em dash and never "-0"', () => {
    expect(formatRt(null)).toBe('—');
    expect(formatRt(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatRt(-0.01)).toBe('0.0');
  });
});
