import { describe, expect, it } from 'vitest';
import type { AxisValues } from '../types.ts';
import { arauPuchades } from './arau-puchades.ts';
import { eyring } from './eyring.ts';
import { fitzroy } from './fitzroy.ts';
import { fitzroyEyring } from './fitzroy-eyring.ts';
import { MODEL_IDS, MODEL_METADATA, MODELS } from './metadata.ts';
import type { BandInput } from './model-types.ts';
import { neubauer } from './neubauer.ts';
import { sabine } from './sabine.ts';
import { tangentialShare, tohyama } from './tohyama.ts';

// 8 × 5 × 3 m: lr (2·L·H) 48, fr (2·W·H) 30, fc (2·L·W) 80; S 158; V 120; c 343 m/s.
const AREAS: AxisValues = { lr: 48, fr: 30, fc: 80 };

function bandInput(alpha: AxisValues, overrides: Partial<BandInput> = {}): BandInput {
  return {
    k: (24 * Math.LN10) / 343,
    volume: 120,
    areas: AREAS,
    totalArea: 158,
    sabins: { lr: alpha.lr * AREAS.lr, fr: alpha.fr * AREAS.fr, fc: alpha.fc * AREAS.fc },
    airSabins: 0,
    frequencyHz: 500,
    speedOfSound: 343,
    height: 3,
    ...overrides,
  };
}

const uniform = (alpha: number): AxisValues => ({ lr: alpha, fr: alpha, fc: alpha });

describe('closed-form values (8 × 5 × 3 m, c = 343 m/s)', () => {
  // Hand-derived values also printed in the jmrplens/phonometry conformance table
  // (docs/buildings/rooms/reverberation-prediction.md), tolerance 1e-6 s.
  it('Sabine with α = 0.2 everywhere is 0.611825 s', () => {
    expect(sabine(bandInput(uniform(0.2))).value).toBeCloseTo(0.6118246547, 6);
  });

  it('Eyring with α = 0.2 everywhere is 0.548369 s', () => {
    expect(eyring(bandInput(uniform(0.2))).value).toBeCloseTo(0.5483686633, 6);
  });

  it('Arau-Puchades with α 0.5 on the x pair (fr) and 0.1 elsewhere is 0.812147 s', () => {
    expect(arauPuchades(bandInput({ lr: 0.1, fr: 0.5, fc: 0.1 })).value).toBeCloseTo(0.8121469281, 6);
  });

  it('Fitzroy-Eyring for the same room is 0.974 s', () => {
    expect(fitzroyEyring(bandInput({ lr: 0.1, fr: 0.5, fc: 0.1 })).value).toBeCloseTo(0.974, 3);
  });

  it('adds air absorption 4mV to every denominator', () => {
    const withAir = bandInput(uniform(0.2), { airSabins: 4 * 0.008 * 120 });
    const k = (24 * Math.LN10) / 343;
    expect(sabine(withAir).value).toBeCloseTo((k * 120) / (0.2 * 158 + 3.84), 12);
    expect(eyring(withAir).value).toBeCloseTo((k * 120) / (-158 * Math.log(0.8) + 3.84), 12);
  });
});

describe('Tohyama reconstruction', () => {
  it('weights the 2-D decay by c/(2·h·f)', () => {
    expect(tangentialShare(343, 3, 125)).toBeCloseTo(343 / 750, 12);
  });

  it('lengthens the RT when floor and ceiling absorb and the walls are hard', () => {
    const input = bandInput({ lr: 0.02, fr: 0.02, fc: 0.6 }, { frequencyHz: 125 });
    const value = tohyama(input).value ?? 0;
    expect(value).toBeGreaterThan(eyring(input).value ?? Number.POSITIVE_INFINITY);
  });

  it('follows its formula exactly', () => {
    const input = bandInput({ lr: 0.1, fr: 0.2, fc: 0.5 }, { frequencyHz: 1000 });
    const k = input.k;
    const wallAlpha = (0.1 * 48 + 0.2 * 30) / 78;
    const t3 = eyring(input).value ?? 0;
    // 2-D field: walls 4/π as strong as in 3-D, floor and ceiling half as strong.
    const t2 = (k * 120) / ((4 / Math.PI) * -78 * Math.log(1 - wallAlpha) + 0.5 * -80 * Math.log(1 - 0.5));
    const r = 343 / (2 * 3 * 1000);
    expect(tohyama(input).value).toBeCloseTo((t3 + r * t2) / (1 + r), 12);
  });

  it('gives a finite time when only floor and ceiling absorb (the walls are perfectly hard, no air)', () => {
    const input = bandInput({ lr: 0, fr: 0, fc: 0.5 }, { frequencyHz: 125 });
    const value = tohyama(input).value;
    expect(value).not.toBeNull();
    const t2 = (input.k * 120) / (0.5 * -80 * Math.log(0.5));
    const t3 = eyring(input).value ?? 0;
    const r = 343 / (2 * 3 * 125);
    expect(value).toBeCloseTo((t3 + r * t2) / (1 + r), 12);
  });

  it('never ignores a whole axis: more absorption on any group shortens the time', () => {
    const base = bandInput({ lr: 0.1, fr: 0.1, fc: 0.1 }, { frequencyHz: 250 });
    const time = tohyama(base).value ?? 0;
    for (const axis of ['lr', 'fr', 'fc'] as const) {
      const more = bandInput({ lr: 0.1, fr: 0.1, fc: 0.1, [axis]: 0.4 }, { frequencyHz: 250 });
      expect(tohyama(more).value ?? Number.POSITIVE_INFINITY, axis).toBeLessThan(time);
    }
  });
});

describe('Neubauer (Neubauer & Kostek eq. 20, per-face sums within each group)', () => {
  // Faces of the 8 × 5 × 3 m room: two sidewalls of 24 m², front and rear of 15 m², ceiling and
  // floor of 40 m² each.
  function expected(input: BandInput, faces: { area: number; alpha: number; group: 'w' | 'cf' }[]): number {
    const meanAlpha = faces.reduce((sum, face) => sum + face.area * face.alpha, 0) / 158;
    const star = (group: 'w' | 'cf') => {
      const own = faces.filter((face) => face.group === group);
      const area = own.reduce((sum, face) => sum + face.area, 0);
      const groupRho = 1 - own.reduce((sum, face) => sum + face.area * face.alpha, 0) / area;
      const spread = own.reduce(
        (sum, face) => sum + (1 - face.alpha) * (1 - face.alpha - groupRho) * face.area ** 2,
        0,
      );
      return -Math.log(1 - meanAlpha) + spread / (groupRho * area) ** 2;
    };
    return ((input.k * 120) / 158 ** 2) * (78 / star('w') + 80 / star('cf'));
  }

  it('follows the per-face form with the absorption spread evenly over each pair (placement both)', () => {
    const input = bandInput({ lr: 0.05, fr: 0.2, fc: 0.5 });
    const faces = [
      { area: 24, alpha: 0.05, group: 'w' as const },
      { area: 24, alpha: 0.05, group: 'w' as const },
      { area: 15, alpha: 0.2, group: 'w' as const },
      { area: 15, alpha: 0.2, group: 'w' as const },
      { area: 40, alpha: 0.5, group: 'cf' as const },
      { area: 40, alpha: 0.5, group: 'cf' as const },
    ];
    expect(neubauer(input).value).toBeCloseTo(expected(input, faces), 12);
  });

  it('measures the ceiling against the floor when the absorber is placed on the ceiling', () => {
    // 40 m² of α 0.7 on the ceiling over a hard floor (α 0.05 on the rest of the room).
    const sabins = { lr: 0.05 * 48, fr: 0.05 * 30, fc: 0.7 * 40 + 0.05 * 40 };
    const input = bandInput(uniform(0), { sabins, faceOffsets: { lr: 0, fr: 0, fc: 0.7 * 40 - 0.05 * 40 } });
    const faces = [
      { area: 24, alpha: 0.05, group: 'w' as const },
      { area: 24, alpha: 0.05, group: 'w' as const },
      { area: 15, alpha: 0.05, group: 'w' as const },
      { area: 15, alpha: 0.05, group: 'w' as const },
      { area: 40, alpha: 0.7, group: 'cf' as const },
      { area: 40, alpha: 0.05, group: 'cf' as const },
    ];
    const value = neubauer(input).value ?? 0;
    expect(value).toBeCloseTo(expected(input, faces), 12);
    // Split evenly over ceiling and floor instead, the group has no spread and no correction;
    // the spread between ceiling and floor adds to the group's exponent, so the time is shorter.
    const even = neubauer({ ...input, faceOffsets: { lr: 0, fr: 0, fc: 0 } }).value ?? 0;
    expect(value).toBeLessThan(even);
  });

  it('equals Eyring when every face has the same coefficient', () => {
    const input = bandInput(uniform(0.3));
    expect(neubauer(input).value).toBeCloseTo(eyring(input).value ?? 0, 12);
  });
});

describe('null reasons', () => {
  it('is null (no-absorption) when there is no absorption at all', () => {
    for (const id of MODEL_IDS) {
      expect(MODELS[id](bandInput(uniform(0))), id).toEqual({ value: null, reason: 'no-absorption' });
    }
  });

  it('is null (negative-absorption) when negative areas remove more than there is', () => {
    expect(sabine(bandInput(uniform(-0.1)))).toEqual({ value: null, reason: 'negative-absorption' });
    expect(eyring(bandInput(uniform(-0.1)))).toEqual({ value: null, reason: 'negative-absorption' });
    expect(fitzroy(bandInput(uniform(-0.1)))).toEqual({ value: null, reason: 'negative-absorption' });
  });

  it('is null (coefficient-at-least-one) for Eyring-type models at ᾱ ≥ 1', () => {
    for (const id of ['eyring', 'fitzroyEyring', 'arauPuchades', 'neubauer', 'tohyama'] as const) {
      expect(MODELS[id](bandInput(uniform(1))), id).toEqual({
        value: null,
        reason: 'coefficient-at-least-one',
      });
    }
    expect(sabine(bandInput(uniform(1))).value).toBeCloseTo(((24 * Math.LN10) / 343) * (120 / 158), 12);
  });

  it('is null for axial Eyring models when one axis reaches α = 1, while Eyring still computes', () => {
    const input = bandInput({ lr: 0.1, fr: 1, fc: 0.1 });
    expect(fitzroyEyring(input).reason).toBe('coefficient-at-least-one');
    expect(arauPuchades(input).reason).toBe('coefficient-at-least-one');
    expect(eyring(input).value).not.toBeNull();
    expect(fitzroy(input).value).not.toBeNull();
  });

  it('is null for axial models when one axis has no absorption and there is no air', () => {
    const input = bandInput({ lr: 0.3, fr: 0, fc: 0.3 });
    expect(fitzroy(input).reason).toBe('no-absorption');
    expect(fitzroyEyring(input).reason).toBe('no-absorption');
    expect(arauPuchades(input).reason).toBe('no-absorption');
    expect(fitzroy({ ...input, airSabins: 1 }).value).not.toBeNull();
  });

  it('is null for Tohyama only when the 3-D decay is, or a group reaches α = 1', () => {
    expect(tohyama(bandInput({ lr: 0, fr: 0, fc: 0.5 })).value).not.toBeNull();
    expect(tohyama(bandInput({ lr: 0, fr: 0, fc: 1 })).reason).toBe('coefficient-at-least-one');
  });
});

describe('model metadata', () => {
  it('labels every model with a citation, a note and its graph series index', () => {
    expect(MODEL_IDS).toHaveLength(7);
    expect(MODEL_METADATA.sabine.graphSeriesIndex).toBe(1);
    expect(MODEL_METADATA.neubauer.graphSeriesIndex).toBe(9);
    expect(MODEL_METADATA.tohyama.graphSeriesIndex).toBe(6);
    for (const id of MODEL_IDS) {
      expect(MODEL_METADATA[id].citation.length).toBeGreaterThan(20);
      expect(MODEL_METADATA[id].note.length).toBeGreaterThan(10);
    }
  });

  it('marks the models whose sources could not be verified as experimental', () => {
    const experimental = MODEL_IDS.filter((id) => MODEL_METADATA[id].experimental);
    expect(experimental).toEqual(['fitzroyEyring', 'arauPuchades', 'neubauer', 'tohyama']);
  });
});
