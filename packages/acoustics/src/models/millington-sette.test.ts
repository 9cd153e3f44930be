import { describe, expect, it } from 'vitest';
import { eyring } from './eyring.ts';
import { millingtonSette } from './millington-sette.ts';

// 8 × 5 × 3 m: V 120 m³, S 158 m²; c = 343 m/s.
const k = (24 * Math.LN10) / 343;
const sixSurfaces = (alphas: number[]) =>
  [40, 40, 24, 24, 15, 15].map((area, index) => ({ area, alpha: alphas[index] ?? 0 }));
const base = { k, volume: 120, objectSabins: 0, airSabins: 0 };

describe('Millington-Sette (reference only)', () => {
  it('equals Eyring when every surface has the same coefficient (0.548369 s at α = 0.2)', () => {
    const value = millingtonSette({ ...base, surfaces: sixSurfaces([0.2, 0.2, 0.2, 0.2, 0.2, 0.2]) }).value;
    const eyringInput = {
      k,
      volume: 120,
      areas: { lr: 48, fr: 30, fc: 80 },
      totalArea: 158,
      sabins: { lr: 9.6, fr: 6, fc: 16 },
      airSabins: 0,
      frequencyHz: 500,
      speedOfSound: 343,
      height: 3,
    };
    expect(value).toBeCloseTo(eyring(eyringInput).value ?? 0, 12);
    expect(value).toBeCloseTo(0.5483686633, 9);
  });

  it('sums −S_i·ln(1 − α_i) surface by surface, with objects and air added linearly', () => {
    const surfaces = sixSurfaces([0.9, 0.05, 0.05, 0.05, 0.05, 0.05]);
    const value = millingtonSette({ ...base, surfaces, objectSabins: 3, airSabins: 1.5 }).value;
    const absorption = -40 * Math.log(0.1) - 118 * Math.log(0.95) + 3 + 1.5;
    expect(value).toBeCloseTo((k * 120) / absorption, 12);
  });

  it('is shorter than Eyring when one surface is very absorptive', () => {
    const surfaces = sixSurfaces([0.9, 0.05, 0.05, 0.05, 0.05, 0.05]);
    const meanAlpha = (40 * 0.9 + 118 * 0.05) / 158;
    const eyringTime = (k * 120) / (-158 * Math.log(1 - meanAlpha));
    expect(millingtonSette({ ...base, surfaces }).value ?? 0).toBeLessThan(eyringTime);
  });

  it('is null when a coefficient reaches 1, or without absorption', () => {
    expect(millingtonSette({ ...base, surfaces: sixSurfaces([1, 0, 0, 0, 0, 0]) })).toEqual({
      value: null,
      reason: 'coefficient-at-least-one',
    });
    expect(millingtonSette({ ...base, surfaces: sixSurfaces([0, 0, 0, 0, 0, 0]) })).toEqual({
      value: null,
      reason: 'no-absorption',
    });
  });
});
