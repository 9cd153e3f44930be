import { describe, expect, it } from 'vitest';
import { calculateRoom } from './calculate.ts';
import { MODEL_IDS } from './models/metadata.ts';
import { explainSurfaces } from './surfaces/explanation.ts';
import { createFinish, createRoom, createSabins, uniformSurface } from './testing/factories.ts';

describe('calculateRoom', () => {
  const room = createRoom({
    surfaces: [
      createFinish([0.1, 0.2, 0.3, 0.4, 0.5, 0.6], { fc: 40 }, { name: 'Carpet' }),
      createSabins(2, { fc: 3 }),
      createFinish(0.9, { lr: 5 }, { isInactive: true }),
    ],
  });
  const result = calculateRoom(room);

  it('derives the geometry from the dimensions', () => {
    expect(result.volume).toBe(120);
    expect(result.totalArea).toBe(158);
    expect(result.geometricAreas).toEqual({ lr: 48, fr: 30, fc: 80 });
    expect(result.diagonal).toBeCloseTo(Math.sqrt(98), 12);
  });

  it('reports the speed of sound and K it used', () => {
    expect(result.speedOfSound).toBeCloseTo(343.4, 12);
    expect(result.k).toBe((24 * Math.LN10) / result.speedOfSound);
    expect(result.temperatureCelsius).toBe(20);
  });

  it('explains every surface: entered area, coefficient and sabins per band', () => {
    const [carpet, baffles, inactive] = explainSurfaces(room, result);
    expect(carpet?.enteredArea).toEqual({ lr: 0, fr: 0, fc: 40 });
    expect(carpet?.coefficients[2]).toBe(0.3);
    expect(carpet?.sabins[2]).toBeCloseTo(12, 12);
    expect(baffles?.sabins[0]).toBe(6);
    expect(inactive?.isActive).toBe(false);
    expect(inactive?.sabins).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('totals sabins per band and per axis, ignoring inactive surfaces', () => {
    expect(result.sabins[2]).toBeCloseTo(12 + 6, 12);
    expect(result.sabinsByAxis.fc[2]).toBeCloseTo(18, 12);
    expect(result.sabinsByAxis.lr[2]).toBe(0);
    expect(result.enteredAreas).toEqual({ lr: 0, fr: 0, fc: 40 });
    expect(result.meanAlpha[2]).toBeCloseTo(18 / 158, 12);
    expect(result.meanAlphaByAxis.fc[2]).toBeCloseTo(18 / 80, 12);
  });

  it('adds air absorption 4mV at 2 and 4 kHz, unless turned off', () => {
    expect(result.airSabins).toEqual([0, 0, 0, 0, 4 * 0.003 * 120, 4 * 0.008 * 120]);
    const withoutAir = calculateRoom({
      ...room,
      settings: { limitCoefficients: false, airAbsorption: false },
    });
    expect(withoutAir.airSabins).toEqual([0, 0, 0, 0, 0, 0]);
    expect(withoutAir.rt.sabine[5]?.value).toBeGreaterThan(result.rt.sabine[5]?.value ?? 0);
  });

  it('computes Sabine as K·V/(A + 4mV)', () => {
    const expected = (result.k * 120) / ((result.sabins[4] ?? 0) + (result.airSabins[4] ?? 0));
    expect(result.rt.sabine[4]?.value).toBeCloseTo(expected, 12);
  });

  it('includes 63 Hz in the mean only when every active surface has 63 Hz data', () => {
    expect(result.meanAlpha63).toBeNull();
    const with63 = calculateRoom(createRoom({ surfaces: [createFinish(0.2, { fc: 80 }, { a63: 0.1 })] }));
    expect(with63.meanAlpha63).toBeCloseTo(8 / 158, 12);
  });

  it('caps coefficients when limiting, but not sabin objects', () => {
    const limited = calculateRoom(
      createRoom({
        settings: { limitCoefficients: true, airAbsorption: true },
        surfaces: [createFinish(1.3, { fc: 10 }), createSabins(5, { fc: 1 })],
      }),
    );
    expect(limited.sabins[0]).toBeCloseTo(9.9 + 5, 12);
  });

  it('returns every model as null with invalid-room for a room without volume', () => {
    const empty = calculateRoom(createRoom({ length: 0, surfaces: [uniformSurface(8, 5, 3, 0.2)] }));
    for (const id of MODEL_IDS) {
      expect(empty.rt[id].every((band) => band.value === null && band.reason === 'invalid-room')).toBe(true);
    }
  });

  it('reports RT for the chosen decay range: RT60·d/60', () => {
    const rt30 = calculateRoom({ ...room, rtDecayDb: 30 });
    expect(rt30.rt.eyring[2]?.value).toBeCloseTo((result.rt.eyring[2]?.value ?? 0) / 2, 12);
  });
});
