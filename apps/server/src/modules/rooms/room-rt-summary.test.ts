import { describe, expect, it } from 'vitest';
import { goalStanding, roomRtSummary } from './room-rt-summary.ts';

/** A 7 × 6 × 4 m classroom: plaster walls (104 m²) and a mineral fibre ceiling (42 m²). */
function classroom(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    units: { system: 'Metric' },
    len: 7,
    width: 6,
    height: 4,
    temperature: 20,
    rtDecay: 60,
    settings: { limitCoefficients: false, airAbsorption: false },
    surfaces: [
      {
        type: 'multiaxis-custom-alpha',
        name: 'Walls',
        a125: 0.01,
        a250: 0.02,
        a500: 0.02,
        a1000: 0.03,
        a2000: 0.04,
        a4000: 0.05,
        area: { lr: 56, fr: 48 },
      },
      {
        type: 'multiaxis-custom-alpha',
        name: 'Ceiling',
        a125: 0.3,
        a250: 0.55,
        a500: 0.7,
        a1000: 0.75,
        a2000: 0.8,
        a4000: 0.8,
        area: { fc: 42 },
      },
    ],
    ...overrides,
  };
}

// Sabine by hand: T = 0.161·V/A with V = 168 m³;
// A(500) = 104·0.02 + 42·0.70 = 31.48 m² → 0.859 s; A(1k) = 104·0.03 + 42·0.75 = 34.62 m² → 0.781 s.
describe('roomRtSummary', () => {
  it('gives the automatic model’s RT at 500 Hz and 1 kHz without a goal', () => {
    const summary = roomRtSummary(classroom());
    expect(summary?.model).toBe('Sabine');
    expect(summary?.isAutomatic).toBe(true);
    expect(summary?.bands.map((band) => band.frequencyHz)).toEqual([500, 1000]);
    expect(summary?.bands[0]?.rt).toBeCloseTo((0.161 * 168) / 31.48, 2);
    expect(summary?.bands[1]?.rt).toBeCloseTo((0.161 * 168) / 34.62, 2);
    expect(summary?.bands.map((band) => [band.goal, band.standing])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('uses the report model chosen in Advanced Settings', () => {
    const summary = roomRtSummary(
      classroom({ settings: { limitCoefficients: false, airAbsorption: false, reportModel: 'eyring' } }),
    );
    expect(summary?.model).toBe('Eyring');
    expect(summary?.isAutomatic).toBe(false);
    // Eyring: T = 0.161·V/(−S·ln(1 − A/S)) with S = 188 m².
    expect(summary?.bands[0]?.rt).toBeCloseTo((0.161 * 168) / (-188 * Math.log(1 - 31.48 / 188)), 2);
  });

  it('shows the automatic model when both Sabine and Eyring are reported', () => {
    const summary = roomRtSummary(
      classroom({ settings: { limitCoefficients: false, airAbsorption: false, reportModel: 'both' } }),
    );
    expect(summary?.model).toBe('Sabine');
  });

  it('places each value in the goal band of the calculator', () => {
    const band = { x500: 1, x1000: 1, s500: 10, l500: -10, s1000: 10, l1000: -10 };
    const within = roomRtSummary(classroom({ rtGoal: 0.8, ...band }));
    expect(within?.bands[0]?.goal?.goal).toBeCloseTo(0.8, 12);
    expect(within?.bands[0]?.goal?.lower).toBeCloseTo(0.72, 12);
    expect(within?.bands[0]?.goal?.upper).toBeCloseTo(0.88, 12);
    expect(within?.bands.map((value) => value.standing)).toEqual(['within', 'within']);
    const above = roomRtSummary(classroom({ rtGoal: 0.7, ...band }));
    expect(above?.bands.map((value) => value.standing)).toEqual(['above', 'above']);
    const below = roomRtSummary(classroom({ rtGoal: 1, ...band }));
    expect(below?.bands.map((value) => value.standing)).toEqual(['below', 'below']);
  });

  it('applies each band’s multiplier, and a missing bound counts as 0 %', () => {
    const summary = roomRtSummary(classroom({ rtGoal: '0.8', x1000: '0.95' }));
    expect(summary?.bands[1]?.goal).toEqual({ goal: 0.8 * 0.95, lower: 0.8 * 0.95, upper: 0.8 * 0.95 });
  });

  it('is null for a document the engine cannot read', () => {
    expect(roomRtSummary({ len: 'wide' })).toBeNull();
    expect(roomRtSummary(null)).toBeNull();
  });
});

describe('goalStanding', () => {
  it('counts the bounds as within, in either order', () => {
    expect(goalStanding(0.72, { lower: 0.72, upper: 0.88 })).toBe('within');
    expect(goalStanding(0.88, { lower: 0.72, upper: 0.88 })).toBe('within');
    expect(goalStanding(0.8, { lower: 0.88, upper: 0.72 })).toBe('within');
    expect(goalStanding(0.719, { lower: 0.72, upper: 0.88 })).toBe('below');
    expect(goalStanding(0.881, { lower: 0.72, upper: 0.88 })).toBe('above');
  });
});
