import { describe, expect, it } from 'vitest';
import { calculateRoom } from './calculate.ts';
import { BANDS } from './constants.ts';
import { MODEL_IDS, MODELS } from './models/metadata.ts';
import { type BandInput, valueResult } from './models/model-types.ts';
import type { RoomResult } from './room-result.ts';
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

describe('the per-surface explanation', () => {
  const room = createRoom({ surfaces: [createFinish(0.3, { fc: 40 }), createSabins(2, { fc: 3 })] });

  it('is built once and then read as the same array', () => {
    const result = calculateRoom(room);
    expect(result.surfaces).toBe(result.surfaces);
    expect(result.surfaces.map((surface) => surface.sabins[2])).toEqual([12, 6]);
  });

  it('keeps its place in the JSON of the result', () => {
    const json = JSON.parse(JSON.stringify(calculateRoom(room))) as Record<string, unknown>;
    const keys = Object.keys(json);
    expect(keys.indexOf('surfaces')).toBe(keys.indexOf('airSabins') + 1);
    expect(json.surfaces).toEqual(calculateRoom(room).surfaces);
  });

  it('can be replaced like a plain property', () => {
    const result = calculateRoom(room);
    result.surfaces = [];
    expect(result.surfaces).toEqual([]);
  });
});
