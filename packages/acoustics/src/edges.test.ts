/**
 * Silent nonsense at the edges: every strange input gets a field error or a warning, never a
 * quiet null, zero or a number that should not be trusted.
 */
import { describe, expect, it } from 'vitest';
import { calculateRoom } from './calculate.ts';
import { MODEL_IDS } from './models/metadata.ts';
import { parseCalcDocument } from './parse.ts';
import { computed, refusal, edgeRoom as room } from './testing/edge-documents.ts';
import { createFinish, createRoom, uniformSurface } from './testing/factories.ts';

describe('an existing-room band with a negative RT while rtAvg is set', () => {
  const document = {
    ...room,
    surfaces: [{ type: 'existing-room-rt', rt125: 1.4, rt500: -1, rt1000: 0, rtAvg: 1.2 }],
  };

  it('uses rtAvg for that band, as the file says, and every model has a value there', () => {
    const result = computed(document);
    const parsed = parseCalcDocument(document);
    expect(parsed.ok && parsed.value.surfaces[0]).toMatchObject({
      rt: [1.4, 1.2, 1.2, 1.2, 1.2, 1.2],
      averagedBands: [2, 3],
    });
    for (const id of MODEL_IDS) expect(result.rt[id][2]?.value, id).not.toBeNull();
    // The surface alone gives back the average under Sabine (air absorption is 0 at 500 Hz).
    expect(result.rt.sabine[2]?.value).toBeCloseTo(1.2, 9);
  });

  it('says so in a warning naming the surface and the bands', () => {
    const warning = computed(document).warnings.find((item) => item.code === 'existing-room-rt-average');
    expect(warning?.message).toBe(
      'Surface #1 (existing room): the measured RT at 500, 1000 Hz is not a usable time (zero or negative), so the average RT (rtAvg) is used there.',
    );
  });

  it('keeps the entered value (and its warning) when there is no usable average', () => {
    const result = computed({ ...room, surfaces: [{ type: 'existing-room-rt', rt500: -1, rtAvg: -2 }] });
    expect(result.warnings.map((item) => item.code)).toContain('existing-room-rt-missing');
  });
});

describe('inputs beyond physical ranges are refused with a field message', () => {
  it('refuses dimensions over 10 km (1e200 overflowed the volume and gave a Sabine time of 0 s)', () => {
    expect(refusal({ ...room, len: 1e200 })).toEqual({
      field: 'len',
      message: 'len: must be at most 10000 m',
    });
    expect(refusal({ ...room, width: 10_000.5 })?.field).toBe('width');
    expect(refusal({ ...room, height: 10_000 })).toBeNull();
    expect(refusal({ ...room, units: { system: 'Imperial' }, len: 40_000 })).toEqual({
      field: 'len',
      message: 'len: must be at most 32808.4 ft',
    });
  });

  it('refuses coefficients over 10 (1e308 overflowed the absorption)', () => {
    const surface = (fields: object) => ({
      ...room,
      surfaces: [{ type: 'multiaxis-search', area: { fc: 10 }, ...fields }],
    });
    expect(refusal(surface({ a500: 1e308 }))).toEqual({
      field: 'surfaces[0].a500',
      message: 'surfaces[0].a500: must be at most 10',
    });
    expect(refusal(surface({ a63: 11 }))?.field).toBe('surfaces[0].a63');
    expect(refusal(surface({ a500: 10 }))).toBeNull();
    expect(
      refusal({ ...room, surfaces: [{ type: 'multiaxis-search-variable', finishB: { a2000: 12 } }] })?.field,
    ).toBe('surfaces[0].finishB.a2000');
  });

  it('refuses sabins per object over 10 m² (107.7 ft², rounded up)', () => {
    const objects = (system: string, a500: number) => ({
      ...room,
      units: { system },
      surfaces: [{ type: 'sabin-multiaxis-search', a500, multiplier: { fc: 2 } }],
    });
    expect(refusal(objects('Metric', 11))?.message).toBe(
      'surfaces[0].a500: must be at most 10 m² per object',
    );
    expect(refusal(objects('Imperial', 50))).toBeNull();
    // 10 m² per object, converted, is 107.64 ft²: still accepted.
    expect(refusal(objects('Imperial', 10 / 0.3048 ** 2))).toBeNull();
    expect(refusal(objects('Imperial', 108))?.message).toBe(
      'surfaces[0].a500: must be at most 107.7 ft² per object',
    );
  });

  it('refuses areas, perimeters and object counts beyond 1e12 (their sums would overflow)', () => {
    expect(
      refusal({ ...room, surfaces: [{ type: 'multiaxis-search', a500: 0.5, area: { fc: 1e300 } }] }),
    ).toEqual({
      field: 'surfaces[0].area.fc',
      message: 'surfaces[0].area.fc: must be between -1000000000000 and 1000000000000',
    });
  });

  it('refuses temperatures outside -50..60 °C and -58..140 °F', () => {
    expect(refusal({ ...room, temperature: 61 })).toEqual({
      field: 'temperature',
      message: 'temperature: must be between -50 and 60 °C',
    });
    expect(refusal({ ...room, temperature: -50 })).toBeNull();
    expect(refusal({ ...room, units: { system: 'Imperial' }, temperature: 141 })?.message).toBe(
      'temperature: must be between -58 and 140 °F',
    );
    expect(refusal({ ...room, units: { system: 'Imperial' }, temperature: 100 })).toBeNull();
  });

  it('refuses a decay range outside 1..120 dB', () => {
    expect(refusal({ ...room, rtDecay: 0.5 })).toEqual({
      field: 'rtDecay',
      message: 'rtDecay: must be between 1 and 120 dB',
    });
    expect(refusal({ ...room, rtDecay: 121 })?.field).toBe('rtDecay');
    expect(refusal({ ...room, rtDecay: 120 })).toBeNull();
  });

  it('warns when the dimensions are too small to give a volume, instead of quiet nulls', () => {
    const result = computed({ ...room, len: 1e-200, width: 1e-200, height: 1e-200 });
    expect(result.warnings.map((item) => item.code)).toEqual(['invalid-room']);
    expect(result.rt.sabine[0]).toEqual({ value: null, reason: 'invalid-room' });
  });
});

describe('negative coefficients and a negative total absorption', () => {
  it('warns about a negative coefficient, naming the surface and the band', () => {
    const result = calculateRoom(
      createRoom({
        surfaces: [
          uniformSurface(8, 5, 3, 0.2),
          createFinish([0.1, 0.1, -0.05, 0.1, 0.1, 0.1], { fc: 10 }, { name: 'Panel' }),
        ],
      }),
    );
    const warning = result.warnings.find((item) => item.code === 'negative-coefficient');
    expect(warning).toMatchObject({ bands: [500], surfaces: [{ index: 1, name: 'Panel', bands: [500] }] });
    expect(warning?.message).toBe(
      'A coefficient is below 0 at one or more bands (Surface #2 Panel: 500 Hz). A coefficient must be at least 0; enter a negative area to remove absorption.',
    );
  });

  it('warns that the total absorption is negative in the bands where it is, and every model is null there', () => {
    const result = calculateRoom(
      createRoom({
        settings: { limitCoefficients: false, airAbsorption: false },
        surfaces: [createFinish([0.1, 0.1, 0.1, 0.1, 0.5, 0.5], { fc: 40 }), createFinish(0.2, { fc: -40 })],
      }),
    );
    const warning = result.warnings.find((item) => item.code === 'negative-absorption');
    expect(warning).toMatchObject({ bands: [125, 250, 500, 1000] });
    expect(warning?.message).toBe(
      'The total absorption is negative at 125, 250, 500, 1000 Hz: negative areas or coefficients remove more absorption than there is, so no reverberation time can be calculated there.',
    );
    for (const id of MODEL_IDS) expect(result.rt[id][0]?.value, id).toBeNull();
    expect(result.rt.sabine[4]?.value).not.toBeNull();
    expect(result.autoModel).toBeNull();
  });

  it('warns that there is no absorption (an infinite time) instead of showing quiet dashes', () => {
    const result = calculateRoom(
      createRoom({
        length: 6,
        width: 5,
        height: 4,
        settings: { limitCoefficients: false, airAbsorption: false },
        surfaces: [],
      }),
    );
    expect(result.warnings.map((item) => item.code)).toEqual(['no-absorption']);
    expect(result.warnings[0]?.message).toBe(
      'There is no absorption at 125, 250, 500, 1000, 2000, 4000 Hz, so the reverberation time would be infinite and is not calculated there. Add absorptive surfaces.',
    );
  });

  it('warns when one group has no absorption, which the per-axis models cannot take', () => {
    const result = calculateRoom(
      createRoom({
        settings: { limitCoefficients: false, airAbsorption: false },
        surfaces: [createFinish(0.6, { fc: 40 })],
      }),
    );
    const groups = result.warnings.filter((item) => item.code === 'group-without-absorption');
    expect(groups.map((item) => (item.code === 'group-without-absorption' ? item.axis : null))).toEqual([
      'lr',
      'fr',
    ]);
    expect(result.rt.fitzroy[0]?.value).toBeNull();
    expect(result.rt.tohyama[0]?.value).not.toBeNull();
  });
});
