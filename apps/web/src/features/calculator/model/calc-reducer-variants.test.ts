import { describe, expect, it } from 'vitest';
import { calculate } from '../hooks/use-calculation.ts';
import type { CalcState } from './calc-reducer.ts';
import { metricRoom, run } from './calc-reducer-fixtures.ts';
import { surfacesOf } from './calculated-room.ts';

describe('variants and proposals (issue 24)', () => {
  function withTwoVariants(): CalcState {
    return run(
      metricRoom(),
      { type: 'addSurface', surfaceType: 'multiaxis-custom-alpha' },
      { type: 'setTotalArea', index: 0, axis: 'fc', value: 42 },
      { type: 'addVariant', name: 'Option A' },
    );
  }

  it('edits the open variant only; the first stays the document’s own surfaces', () => {
    let state = withTwoVariants();
    expect(state.variant).toBe(1);
    expect(state.surfaceKeys).toHaveLength(1);
    state = run(
      state,
      { type: 'setTotalArea', index: 0, axis: 'fc', value: 20 },
      { type: 'addSurface', surfaceType: 'sabin-multiaxis-search' },
    );
    expect(state.document.surfaces?.map((surface) => surface.area?.fc)).toEqual([42]);
    expect(state.document.variants?.[0]?.surfaces.map((surface) => surface.type)).toEqual([
      'multiaxis-custom-alpha',
      'sabin-multiaxis-search',
    ]);
    expect(state.document.variants?.[0]?.surfaces[0]?.area?.fc).toBe(20);
    // Switching is not an edit of its own, and gives the other variant's surfaces fresh keys.
    const saved = run(state, { type: 'markSaved' });
    const first = run(saved, { type: 'selectVariant', index: 0 });
    expect(first.isDirty).toBe(false);
    expect(first.surfaceKeys).toHaveLength(1);
    expect(run(first, { type: 'selectVariant', index: 5 })).toBe(first);
  });

  it('converts every variant’s surfaces when the unit system changes, and back exactly', () => {
    const state = run(withTwoVariants(), { type: 'setUnitSystem', system: 'Imperial' });
    expect(Number(state.document.surfaces?.[0]?.area?.fc)).toBeCloseTo(42 / 0.3048 ** 2, 9);
    expect(Number(state.document.variants?.[0]?.surfaces[0]?.area?.fc)).toBeCloseTo(42 / 0.3048 ** 2, 9);
    const back = run(state, { type: 'setUnitSystem', system: 'Metric' });
    expect(back.document.variants?.[0]?.surfaces[0]?.area?.fc).toBe(42);
  });

  it('deletes the first variant by making the second the document’s own surfaces', () => {
    const state = run(
      withTwoVariants(),
      { type: 'renameVariant', index: 1, name: 'Option A: ceiling' },
      { type: 'setTotalArea', index: 0, axis: 'fc', value: 7 },
      { type: 'deleteVariant', index: 0 },
    );
    expect(state.document.variantName).toBe('Option A: ceiling');
    expect(state.document.surfaces?.[0]?.area?.fc).toBe(7);
    expect(state.document.variants).toBeUndefined();
    expect(state.variant).toBe(0);
    expect(run(state, { type: 'deleteVariant', index: 0 })).toBe(state);
  });

  it('refuses a variant name in use and more than six variants', () => {
    let state = withTwoVariants();
    expect(run(state, { type: 'addVariant', name: 'option a' })).toBe(state);
    for (const name of ['B', 'C', 'D', 'E']) state = run(state, { type: 'addVariant', name });
    expect(state.document.variants).toHaveLength(5);
    expect(run(state, { type: 'addVariant', name: 'F' })).toBe(state);
  });

  it('keeps a proposed surface out of the result until it is accepted', () => {
    let state = run(metricRoom(), { type: 'addSurface', surfaceType: 'multiaxis-custom-alpha' });
    state = run(state, {
      type: 'addProposal',
      surface: { type: 'multiaxis-custom-alpha', propose: true, a500: 0.8, area: { fc: 30 } },
    });
    expect(state.surfaceKeys).toHaveLength(2);
    const before = calculate(state.document);
    // The proposal keeps its place (surface #2) but counts for nothing.
    expect(before.result === null ? null : surfacesOf(before.result)[1]?.isActive).toBe(false);
    expect(before.result?.sabins[2]).toBe(0);
    state = run(state, { type: 'acceptProposal', index: 1 });
    expect(state.document.surfaces?.[1]?.propose).toBe(false);
    expect(calculate(state.document).result?.sabins[2]).toBeCloseTo(24, 9);
    expect(run(state, { type: 'acceptProposal', index: 0 })).toBe(state);
  });

  it('sets and clears the standard', () => {
    let state = run(metricRoom(), {
      type: 'setStandard',
      standard: { ruleSet: 'din-18041-a', roomType: 'a3' },
    });
    expect(state.document.standard).toEqual({ ruleSet: 'din-18041-a', roomType: 'a3' });
    state = run(state, { type: 'setStandard', standard: null });
    expect('standard' in state.document).toBe(false);
  });
});
