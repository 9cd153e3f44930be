/**
 * Silent nonsense at the edges, continued: the automatic model, Eyring at α above 1, values that
 * are not what they seem, and a surface's placement within its group.
 */
import { describe, expect, it } from 'vitest';
import { calculateRoom } from './calculate.ts';
import { MODEL_IDS } from './models/metadata.ts';
import { parseCalcDocument } from './parse.ts';
import { computed, refusal, edgeRoom as room } from './testing/edge-documents.ts';
import { createFinish, createRoom, uniformSurface } from './testing/factories.ts';

describe('the automatic model', () => {
  it('names a model only when that model has values (not Eyring when every Eyring value is null)', () => {
    // ᾱ 0.6 everywhere passes Eyring's mean test, but a surface above 1.0 undoes Eyring's values.
    const result = calculateRoom(
      createRoom({
        surfaces: [uniformSurface(8, 5, 3, 0.6), createFinish(1.2, { fc: 1 }, { name: 'Wedge' })],
      }),
    );
    expect(result.meanAlpha.every((alpha) => alpha < 1)).toBe(true);
    expect(result.rt.eyring.every((band) => band.value === null)).toBe(true);
    expect(result.autoModel).toBeNull();
  });

  it('chooses none at a mean absorption of exactly 1.0, where Eyring is undefined', () => {
    const result = calculateRoom(createRoom({ surfaces: [uniformSurface(8, 5, 3, 1)] }));
    expect(result.meanAlpha[0]).toBe(1);
    expect(result.rt.eyring[0]).toEqual({ value: null, reason: 'coefficient-at-least-one' });
    expect(result.autoModel).toBeNull();
    expect(calculateRoom(createRoom({ surfaces: [uniformSurface(8, 5, 3, 0.99)] })).autoModel).toBe('eyring');
  });
});

describe('with α 1.2 the Eyring warning and the Eyring values agree', () => {
  it('shows no Eyring-type value in the bands the warning names', () => {
    const result = calculateRoom(
      createRoom({
        surfaces: [
          uniformSurface(8, 5, 3, 0.1),
          createFinish([0.5, 0.5, 1.2, 0.5, 0.5, 0.5], { fc: 4 }, { name: 'Wedge' }),
        ],
      }),
    );
    const warning = result.warnings.find((item) => item.code === 'eyring-coefficient-above-1');
    expect(warning).toMatchObject({ bands: [500] });
    expect(warning?.message).toContain('so absorption cannot be calculated');
    expect(result.rt.eyring[2]).toEqual({ value: null, reason: 'coefficient-at-least-one' });
    expect(result.rt.neubauer[2]?.value).toBeNull();
    expect(result.rt.eyring[1]?.value).not.toBeNull();
    expect(result.rt.sabine[2]?.value).not.toBeNull();
  });
});

describe('values that are not what they seem', () => {
  it('refuses an area given as a number instead of {lr, fr, fc} (it was silently zero)', () => {
    expect(refusal({ ...room, surfaces: [{ type: 'multiaxis-search', a500: 0.5, area: 60 }] })).toEqual({
      field: 'surfaces[0].area',
      message: 'surfaces[0].area: must be an object with lr, fr and fc',
    });
    expect(refusal({ ...room, surfaces: [{ type: 'sabin-multiaxis-search', multiplier: '4' }] })?.field).toBe(
      'surfaces[0].multiplier',
    );
    expect(refusal({ ...room, surfaces: [{ type: 'multiaxis-search', area: '' }] })).toBeNull();
  });

  it('refuses non-decimal numeric strings: "0x10" was read as 16', () => {
    for (const text of ['0x10', '0b1', '0o7', 'Infinity', '1_000', '1,5']) {
      expect(refusal({ ...room, len: text }), text).toMatchObject({ field: 'len' });
    }
    for (const [text, value] of [
      ['8', 8],
      [' 8.5 ', 8.5],
      ['.5', 0.5],
      ['1e1', 10],
      ['+3', 3],
    ] as const) {
      const result = parseCalcDocument({ ...room, len: text });
      expect(result.ok && result.value.length, text).toBe(value);
    }
  });
});

describe('surface placement within its group', () => {
  it('reads an optional placement, defaulting to both faces (no placement)', () => {
    const result = parseCalcDocument({
      ...room,
      surfaces: [
        { type: 'multiaxis-search', a500: 0.7, area: { fc: 40 }, placement: { fc: 'ceiling' } },
        { type: 'multiaxis-search', a500: 0.7, area: { fc: 40 } },
        { type: 'multiaxis-search', a500: 0.7, area: { fc: 40 }, placement: { lr: 'both', fc: 'both' } },
      ],
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.surfaces.map((surface) => surface.placement)).toEqual([
      { lr: 'both', fr: 'both', fc: 'ceiling' },
      null,
      null,
    ]);
  });

  it('refuses a placement that is not one of the faces of its group', () => {
    expect(
      refusal({ ...room, surfaces: [{ type: 'multiaxis-search', placement: { lr: 'ceiling' } }] }),
    ).toEqual({
      field: 'surfaces[0].placement.lr',
      message: 'surfaces[0].placement.lr: must be one of "left", "right", "both"',
    });
  });

  it('changes Neubauer only: every other model computes as with both faces', () => {
    const surfaces = (placement: object | undefined) => [
      { type: 'multiaxis-search', a500: 0.05, area: { lr: 48, fr: 30, fc: 40 } },
      { type: 'multiaxis-search', a500: 0.7, area: { fc: 40 }, placement },
    ];
    const placed = computed({ ...room, surfaces: surfaces({ fc: 'ceiling' }) });
    const spread = computed({ ...room, surfaces: surfaces(undefined) });
    for (const id of MODEL_IDS) {
      if (id === 'neubauer') continue;
      expect(placed.rt[id][2]?.value, id).toBe(spread.rt[id][2]?.value);
    }
    expect(placed.rt.neubauer[2]?.value).not.toBe(spread.rt.neubauer[2]?.value);
    expect(placed.faceOffsets.fc[2]).toBeCloseTo(28, 9);
    expect(spread.faceOffsets.fc[2]).toBe(0);
  });
});
