import { describe, expect, it } from 'vitest';
import { calculateRoom } from './calculate.ts';
import { BANDS } from './constants.ts';
import { MODEL_IDS, MODELS } from './models/metadata.ts';
import { type BandInput, valueResult } from './models/model-types.ts';
import type { RoomResult } from './room-result.ts';
import { explainSurfaces } from './surfaces/explanation.ts';
import { createFinish, createRoom, createSabins } from './testing/factories.ts';
import type { CalcInput } from './types.ts';

/** The band input of each band, rebuilt from what the result reports. */
function bandInputs(result: RoomResult, height: number): BandInput[] {
  return BANDS.map((frequencyHz, band) => ({
    k: result.k,
    volume: result.volume,
    areas: result.geometricAreas,
    totalArea: result.totalArea,
    sabins: {
      lr: result.sabinsByAxis.lr[band] ?? 0,
      fr: result.sabinsByAxis.fr[band] ?? 0,
      fc: result.sabinsByAxis.fc[band] ?? 0,
    },
    airSabins: result.airSabins[band] ?? 0,
    frequencyHz,
    speedOfSound: result.speedOfSound,
    height,
  }));
}

const rooms: Record<string, CalcInput> = {
  'uneven absorption': createRoom({
    surfaces: [
      createFinish([0.1, 0.3, 0.6, 0.7, 0.7, 0.65], { fc: 40 }),
      createFinish(0.05, { lr: 48, fr: 30 }),
      createSabins([0.3, 0.5, 0.8, 0.9, 0.9, 0.9], { fc: 4 }),
    ],
  }),
  'an axis at α = 1 and a 30 dB decay range': createRoom({
    rtDecayDb: 30,
    surfaces: [createFinish(1, { fr: 30 }), createFinish(0.2, { lr: 48, fc: 80 })],
  }),
  'no absorption on one axis and no air': createRoom({
    settings: { limitCoefficients: false, airAbsorption: false },
    surfaces: [createFinish(0.3, { lr: 48, fc: 80 })],
  }),
};

describe('calculateRoom runs each model as the model function does', () => {
  for (const [name, room] of Object.entries(rooms)) {
    it(`gives every model's value and reason of MODELS[id] per band (${name})`, () => {
      const result = calculateRoom(room);
      const inputs = bandInputs(result, room.height);
      const scale = room.rtDecayDb / 60;
      for (const id of MODEL_IDS) {
        const expected = inputs.map((input) => {
          const value = MODELS[id](input);
          return value.value === null || scale === 1 ? value : valueResult(value.value * scale);
        });
        expect(result.rt[id], id).toEqual(expected);
      }
    });
  }
});

/** docs/acoustics.md's worked example: 10 × 8 × 3 m, ceiling α 0.7 over walls and floor α 0.05, 20 °C. */
const workedExample = createRoom({
  length: 10,
  width: 8,
  height: 3,
  surfaces: [
    createFinish(0.05, { lr: 60, fr: 48 }, { name: 'Walls' }),
    createFinish(0.05, { fc: 80 }, { name: 'Floor', placement: { lr: 'both', fr: 'both', fc: 'floor' } }),
    createFinish(0.7, { fc: 80 }, { name: 'Ceiling', placement: { lr: 'both', fr: 'both', fc: 'ceiling' } }),
  ],
});

const examples: Record<string, CalcInput> = { ...rooms, "the docs' worked example": workedExample };

describe('the result of calculateRoom is plain data', () => {
  const result = calculateRoom(workedExample);

  it('is an object literal without accessors', () => {
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    const descriptors = Object.values(Object.getOwnPropertyDescriptors(result));
    expect(descriptors.every((descriptor) => 'value' in descriptor && descriptor.get === undefined)).toBe(
      true,
    );
    expect(result).not.toHaveProperty('surfaces');
  });

  it('survives a spread, a structured clone and a JSON round trip unchanged', () => {
    expect({ ...result }).toStrictEqual(result);
    expect(structuredClone(result)).toStrictEqual(result);
    expect(JSON.parse(JSON.stringify(result))).toStrictEqual(result);
  });
});

describe('explainSurfaces', () => {
  for (const [name, room] of Object.entries(examples)) {
    it(`adds up, surface by surface, to the totals calculateRoom reports (${name})`, () => {
      const result = calculateRoom(room);
      const explained = explainSurfaces(room, result);
      expect(explained.map((surface) => surface.index)).toEqual(room.surfaces.map((_, index) => index));
      for (const axis of ['lr', 'fr', 'fc'] as const) {
        const sums = BANDS.map((_, band) =>
          explained.reduce((sum, surface) => sum + (surface.sabinsByAxis[axis][band] ?? 0), 0),
        );
        sums.forEach((sum, band) => {
          expect(sum, `${axis} band ${band}`).toBeCloseTo(result.sabinsByAxis[axis][band] ?? Number.NaN, 9);
        });
      }
    });
  }

  it("gives each surface's coefficients, sabins and placement (the docs' worked example)", () => {
    const [walls, floor, ceiling] = explainSurfaces(workedExample, calculateRoom(workedExample));
    expect(walls?.enteredArea).toEqual({ lr: 60, fr: 48, fc: 0 });
    expect(walls?.coefficients[2]).toBe(0.05);
    expect(walls?.sabinsByAxis.lr[2]).toBeCloseTo(3, 12);
    expect(walls?.sabinsByAxis.fr[2]).toBeCloseTo(2.4, 12);
    expect(walls?.placement).toBeNull();
    expect(floor?.placement).toEqual({ lr: 'both', fr: 'both', fc: 'floor' });
    expect(ceiling?.sabins[2]).toBeCloseTo(56, 12);
  });

  it('gives a new array on each call, with equal numbers', () => {
    const result = calculateRoom(workedExample);
    const first = explainSurfaces(workedExample, result);
    const second = explainSurfaces(workedExample, result);
    expect(second).not.toBe(first);
    expect(second).toStrictEqual(first);
  });

  it('names the same surfaces as the coefficient warning computed inside calculateRoom', () => {
    const room = createRoom({
      surfaces: [createFinish(0.9, { lr: 48, fc: 80 }, { name: 'Foam' }), createFinish(0.05, { fr: 30 })],
    });
    const result = calculateRoom(room);
    const warning = result.warnings.find((item) => item.code === 'sabine-coefficient-above-0.30');
    const above = explainSurfaces(room, result).filter((surface) =>
      surface.coefficients.some((alpha) => alpha !== null && alpha > 0.3),
    );
    expect(above.length).toBeGreaterThan(0);
    expect(warning?.surfaces.map((surface) => surface.index)).toEqual(above.map((surface) => surface.index));
  });
});
