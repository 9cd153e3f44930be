import { describe, expect, it } from 'vitest';
import { STC_BANDS, soundTransmissionClass, stcContour } from './stc.ts';

describe('STC (ASTM E413)', () => {
  it('reproduces the documented example of the pyacoustics-stc library (STC 29, 25.579 dB)', () => {
    // README of the open-source pyacoustics-stc package (also used to check the partition
    // data in reference-data/partitions-SOURCES.md): STC 29, total deficiency 25.579 dB.
    const tl = [
      11.66, 13.303, 14.825, 20.861, 22.868, 24.943, 26.881, 28.889, 30.964, 32.902, 34.84, 36.984, 38.923,
      40.861, 27.557, 30.67,
    ];
    const result = soundTransmissionClass(tl);
    expect(result?.stc).toBe(29);
    expect(result?.totalDeficiency).toBeCloseTo(25.579, 3);
    expect(result?.contour.slice(0, 7)).toEqual([13, 16, 19, 22, 25, 28, 29]);
  });

  it('rates a flat 50 dB curve STC 50 (the 32 dB rule binds)', () => {
    // Contour 50: 1 + 2 + 3 dB at 630-1000 Hz and 4 dB on the six top bands = 30 dB.
    // Contour 51: 1 + 2 + 3 + 4 + 6 × 5 = 40 dB > 32, so 50 is the rating.
    const result = soundTransmissionClass(Array(16).fill(50));
    expect(result?.stc).toBe(50);
    expect(result?.maxDeficiency).toBe(4);
    expect(result?.totalDeficiency).toBe(4 * 6 + 3 + 2 + 1);
  });

  it('rates a curve equal to the STC 40 contour STC 42 (16 × 2 dB = 32 dB)', () => {
    const result = soundTransmissionClass(stcContour(40));
    expect(result?.stc).toBe(42);
    expect(result?.totalDeficiency).toBe(32);
  });

  it('stops at a single 8 dB deficiency even when the sum allows more', () => {
    const tl = stcContour(60);
    tl[0] = 20; // 24 dB dip at 125 Hz: the 8 dB rule limits the contour to 20 + 16 + 8 = 44
    const result = soundTransmissionClass(tl);
    expect(result?.stc).toBe(44);
    expect(result?.totalDeficiency).toBe(8);
    expect(result?.deficiencies[0]).toBe(8);
  });

  it('returns the deficiencies and contour per band for the chart', () => {
    const result = soundTransmissionClass(Array(16).fill(30));
    expect(result?.deficiencies).toHaveLength(STC_BANDS.length);
    expect(result?.contour).toEqual(stcContour(result?.stc ?? 0));
  });

  it('is null without 16 finite values', () => {
    expect(soundTransmissionClass([30, 30])).toBeNull();
    expect(soundTransmissionClass([...Array(15).fill(30), Number.NaN])).toBeNull();
  });
});
