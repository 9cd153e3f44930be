import { calculateRoom, parseCalcDocument } from '@roomtone/acoustics';
import { describe, expect, it } from 'vitest';
import type { PickedFinish } from './calc-actions.ts';
import { initialState } from './calc-reducer.ts';
import { metricRoom, run, surfaceAt } from './calc-reducer-fixtures.ts';
import { defaultDocument } from './default-document.ts';

describe('opening a saved calculation without goal-shape values', () => {
  it('fills the default multipliers and bounds and keeps the values it has', () => {
    const state = initialState({
      len: 10,
      width: 8,
      height: 3,
      units: { system: 'Metric' },
      x125: 1.4,
      surfaces: [],
    });
    expect(state.document.x125).toBe(1.4);
    expect([state.document.x250, state.document.x4000]).toEqual([1.1, 0.8]);
    expect([state.document.s125, state.document.l125]).toEqual([20, -20]);
  });
});

describe('starting surfaces', () => {
  it('offers walls, floor and ceiling with the room’s areas once the room has its dimensions', () => {
    const state = run(metricRoom(), { type: 'addStartingSurfaces' });
    expect(state.document.surfaces?.map((surface) => surface.name)).toEqual(['Walls', 'Floor', 'Ceiling']);
    expect(state.document.surfaces?.[0]?.area).toMatchObject({ lr: 56, fr: 48 });
    expect(state.document.surfaces?.[1]?.area).toMatchObject({ fc: 42 });
    expect(state.document.surfaces?.[2]?.area).toMatchObject({ fc: 42 });
    expect(state.surfaceKeys).toHaveLength(3);
    expect(new Set(state.surfaceKeys).size).toBe(3);
  });

  it('starts each surface with the common finish given, computes with it, and keeps floor and ceiling on their faces', () => {
    const finish = (
      id: string,
      finishName: string,
      values: number[],
      categoryName: string,
    ): PickedFinish => ({
      id,
      finishName,
      finishDetails: '',
      unit: 'coefficient',
      a63: null,
      a125: values[0] ?? 0,
      a250: values[1] ?? 0,
      a500: values[2] ?? 0,
      a1000: values[3] ?? 0,
      a2000: values[4] ?? 0,
      a4000: values[5] ?? 0,
      categoryName,
    });
    const walls = finish(
      'w',
      'Gypsum wallboard, 1/2 in. on studs',
      [0.3, 0.1, 0.05, 0.04, 0.07, 0.1],
      'Walls',
    );
    const ceiling = finish('c', 'Acoustic tile, suspended', [0.5, 0.7, 0.6, 0.7, 0.7, 0.5], 'Ceilings');
    const state = run(metricRoom(), {
      type: 'addStartingSurfaces',
      finishes: { walls, floor: null, ceiling },
    });
    const [wallSurface, floorSurface, ceilingSurface] = [0, 1, 2].map((index) => surfaceAt(state, index));
    expect(wallSurface).toMatchObject({
      name: 'Walls',
      finish: 'w',
      finishObj: { finishName: 'Gypsum wallboard, 1/2 in. on studs' },
      a500: 0.05,
    });
    expect(wallSurface?.placement).toBeUndefined();
    expect(floorSurface).toMatchObject({ name: 'Floor', finish: '', a500: '', placement: { fc: 'floor' } });
    expect(ceilingSurface).toMatchObject({
      name: 'Ceiling',
      finish: 'c',
      a500: 0.6,
      placement: { fc: 'ceiling' },
    });
    const parsed = parseCalcDocument(state.document);
    if (!parsed.ok) throw new Error(parsed.message);
    // 500 Hz: walls 2·(7 + 6)·4 = 104 m² × 0.05, ceiling 42 m² × 0.6, the floor without a finish.
    expect(calculateRoom(parsed.value).sabins[2]).toBeCloseTo(104 * 0.05 + 42 * 0.6, 9);
    // The user changes the wall finish and removes the ceiling.
    const changed = run(
      state,
      { type: 'selectFinish', index: 0, target: 'surface', finish: ceiling },
      { type: 'deleteSurface', index: 2 },
    );
    expect(changed.document.surfaces?.map((surface) => [surface.name, surface.finish])).toEqual([
      ['Walls', 'c'],
      ['Floor', ''],
    ]);
  });

  it('adds nothing to a room without dimensions or with surfaces already', () => {
    const empty = initialState(defaultDocument('Metric'));
    expect(run(empty, { type: 'addStartingSurfaces' }).document.surfaces ?? []).toHaveLength(0);
    const withOne = run(metricRoom(), { type: 'addSurface', surfaceType: 'multiaxis-custom-alpha' });
    expect(run(withOne, { type: 'addStartingSurfaces' }).document.surfaces).toHaveLength(1);
  });
});
