import { calculateRoom, parseCalcDocument } from '@roomtone/acoustics';
import type { CalcDocument } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { type CalcState, calcReducer, initialState } from './calc-reducer.ts';
import { metricRoom, person, run, surfaceAt } from './calc-reducer-fixtures.ts';
import { defaultDocument } from './default-document.ts';

describe('calcReducer', () => {
  it('starts a new surface on the edit tab, not minimized, not proposed, active', () => {
    const state = run(metricRoom(), { type: 'addSurface', surfaceType: 'multiaxis-custom-alpha' });
    expect(surfaceAt(state, 0)).toMatchObject({
      type: 'multiaxis-custom-alpha',
      activeTab: 'edit',
      minimize: false,
      propose: false,
      inactive: false,
      areaType: 'area',
    });
    expect(state.surfaceKeys).toEqual(['surface-1']);
    expect(state.isDirty).toBe(true);
  });

  it('toggles minimize on the active tab and expands when another tab is chosen', () => {
    let state = run(metricRoom(), { type: 'addSurface', surfaceType: 'multiaxis-custom-alpha' });
    state = run(state, { type: 'selectTab', index: 0, tab: 'edit' });
    expect(surfaceAt(state, 0)).toMatchObject({ activeTab: 'edit', minimize: true });
    state = run(state, { type: 'selectTab', index: 0, tab: 'results' });
    expect(surfaceAt(state, 0)).toMatchObject({ activeTab: 'results', minimize: false });
    state = run(state, { type: 'selectTab', index: 0, tab: 'results' });
    expect(surfaceAt(state, 0).minimize).toBe(true);
  });

  it('recomputes a group area and perimeter from panels, and clears the panels when a total is typed', () => {
    let state = run(
      metricRoom(),
      { type: 'addSurface', surfaceType: 'multiaxis-absorption-constant' },
      { type: 'setAreaType', index: 0, areaType: 'panels' },
      { type: 'setPanel', index: 0, axis: 'lr', field: 'len', value: 1.2 },
      { type: 'setPanel', index: 0, axis: 'lr', field: 'width', value: 0.6 },
      { type: 'setPanel', index: 0, axis: 'lr', field: 'qty', value: 10 },
    );
    expect(Number(surfaceAt(state, 0).area?.lr)).toBeCloseTo(7.2, 10);
    expect(Number(surfaceAt(state, 0).perimeter?.lr)).toBeCloseTo(36, 10);
    expect(surfaceAt(state, 0).panel?.lr).toEqual({ len: 1.2, width: 0.6, qty: 10 });
    state = run(state, { type: 'setTotalArea', index: 0, axis: 'lr', value: 5 });
    expect(surfaceAt(state, 0).area?.lr).toBe(5);
    expect(surfaceAt(state, 0).panel?.lr).toBeUndefined();
  });

  it('leaves the perimeter alone for finish surfaces entered as panels', () => {
    const state = run(
      metricRoom(),
      { type: 'addSurface', surfaceType: 'multiaxis-custom-alpha' },
      { type: 'setPanel', index: 0, axis: 'fc', field: 'len', value: 2 },
      { type: 'setPanel', index: 0, axis: 'fc', field: 'width', value: 3 },
    );
    expect(surfaceAt(state, 0).area?.fc).toBe(6);
    expect(surfaceAt(state, 0).perimeter).toBeUndefined();
  });

  it('converts the document when the unit system changes and resets the default temperature', () => {
    let state = run(
      metricRoom(),
      { type: 'addSurface', surfaceType: 'multiaxis-custom-alpha' },
      { type: 'setTotalArea', index: 0, axis: 'fc', value: 42 },
      { type: 'setUnitSystem', system: 'Imperial' },
    );
    expect(state.document.units?.system).toBe('Imperial');
    expect(state.document.temperature).toBe(72);
    expect(Number(state.document.len)).toBeCloseTo(7 / 0.3048, 9);
    expect(Number(surfaceAt(state, 0).area?.fc)).toBeCloseTo(42 / 0.3048 ** 2, 9);
    state = run(state, { type: 'setUnitSystem', system: 'Metric' });
    expect(state.document.temperature).toBe(20);
    expect(Number(state.document.len)).toBeCloseTo(7, 9);
  });

  it('reorders surfaces together with their keys', () => {
    const state = run(
      metricRoom(),
      { type: 'addSurface', surfaceType: 'multiaxis-custom-alpha' },
      { type: 'addSurface', surfaceType: 'sabin-multiaxis-search' },
      { type: 'addSurface', surfaceType: 'existing-room-rt' },
      { type: 'moveSurface', from: 2, to: 0 },
    );
    expect(state.document.surfaces?.map((surface) => surface.type)).toEqual([
      'existing-room-rt',
      'multiaxis-custom-alpha',
      'sabin-multiaxis-search',
    ]);
    expect(state.surfaceKeys).toEqual(['surface-3', 'surface-1', 'surface-2']);
    expect(run(state, { type: 'moveSurface', from: 0, to: 5 })).toBe(state);
  });

  it('deletes a surface and its key', () => {
    const state = run(
      metricRoom(),
      { type: 'addSurface', surfaceType: 'multiaxis-custom-alpha' },
      { type: 'addSurface', surfaceType: 'sabin-multiaxis-search' },
      { type: 'deleteSurface', index: 0 },
    );
    expect(state.document.surfaces?.map((surface) => surface.type)).toEqual(['sabin-multiaxis-search']);
    expect(state.surfaceKeys).toEqual(['surface-2']);
  });

  it('leaves an inactive surface out of the result without deleting it', () => {
    let state = run(
      metricRoom(),
      { type: 'addSurface', surfaceType: 'multiaxis-custom-alpha' },
      { type: 'setSurfaceValue', index: 0, field: 'a500', value: 0.5 },
      { type: 'setTotalArea', index: 0, axis: 'fc', value: 42 },
    );
    const sabinsOf = (current: CalcState) => {
      const parsed = parseCalcDocument(current.document);
      if (!parsed.ok) throw new Error(parsed.message);
      return calculateRoom(parsed.value).sabins[2];
    };
    expect(sabinsOf(state)).toBeCloseTo(21, 10);
    state = run(state, { type: 'toggleInactive', index: 0 });
    expect(surfaceAt(state, 0).inactive).toBe(true);
    expect(sabinsOf(state)).toBe(0);
    expect(state.document.surfaces).toHaveLength(1);
  });

  it('fills a sabin surface from a per-object finish, in ft² for an Imperial room', () => {
    const metric = run(
      metricRoom(),
      { type: 'addSurface', surfaceType: 'sabin-multiaxis-search' },
      { type: 'selectFinish', index: 0, target: 'surface', finish: person },
    );
    expect(surfaceAt(metric, 0)).toMatchObject({ a500: 0.35, name: 'Student seated', finish: 'f1' });
    const imperial = run(
      initialState(defaultDocument('Imperial')),
      { type: 'addSurface', surfaceType: 'sabin-multiaxis-search' },
      { type: 'selectFinish', index: 0, target: 'surface', finish: person },
    );
    expect(Number(surfaceAt(imperial, 0).a500)).toBeCloseTo(0.35 / 0.3048 ** 2, 9);
  });

  it('fills Finish A and Finish B of a variable surface', () => {
    const state = run(
      metricRoom(),
      { type: 'addSurface', surfaceType: 'multiaxis-search-variable' },
      { type: 'selectFinish', index: 0, target: 'finishB', finish: { ...person, unit: 'coefficient' } },
      { type: 'setSurfaceValue', index: 0, field: 'balance', value: 25 },
    );
    expect(surfaceAt(state, 0).finishB).toMatchObject({
      a500: 0.35,
      finishObj: { finishName: 'Student seated' },
    });
    expect(surfaceAt(state, 0).balance).toBe(25);
  });

  it('loads a saved document clean, with keys, and keeps legacy surfaces read-only', () => {
    const saved: CalcDocument = {
      ...defaultDocument('Metric'),
      len: 10,
      width: 8,
      height: 3,
      surfaces: [{ type: 'master-with-reducers', name: 'Old', a500: 0.1, area: { fc: 80 } }],
      gui: { series: { sabine: false } },
    };
    const state = calcReducer(metricRoom(), { type: 'load', document: saved });
    expect(state.isDirty).toBe(false);
    expect(state.surfaceKeys).toEqual(['surface-1']);
    expect(state.document.gui?.series).toEqual({ sabine: false });
    expect(run(state, { type: 'setTotalArea', index: 0, axis: 'fc', value: 1 })).toBe(state);
    expect(run(state, { type: 'markSaved' }).isDirty).toBe(false);
  });

  it('keeps graph, method and panel flags in gui as unsaved changes of the calculation', () => {
    const loaded = initialState(defaultDocument('Metric'));
    const state = run(
      loaded,
      { type: 'toggleGuiFlag', group: 'series', id: 'eyring' },
      { type: 'toggleGuiFlag', group: 'panels', id: 'sabine' },
    );
    expect(state.document.gui?.series?.eyring).toBe(false);
    expect(state.document.gui?.panels?.sabine).toBe(true);
    expect(state.isDirty).toBe(true);
    const methodHidden = run(loaded, { type: 'toggleGuiFlag', group: 'methods', id: 'tohyama' });
    expect(methodHidden.document.gui?.methods?.tohyama).toBe(false);
    expect(methodHidden.isDirty).toBe(true);
  });

  it('marks a change of view mode or suggested type unsaved, and a save clears it', () => {
    const loaded = initialState(defaultDocument('Metric'));
    const advanced = run(loaded, { type: 'setGui', gui: { propertiesMode: 'advanced' } });
    expect(advanced.document.gui?.propertiesMode).toBe('advanced');
    expect(advanced.document.gui?.series).toEqual(loaded.document.gui?.series);
    expect(advanced.isDirty).toBe(true);
    expect(run(advanced, { type: 'markSaved' }).isDirty).toBe(false);
    expect(run(loaded, { type: 'setGui', gui: { suggestionType: 'music' } }).isDirty).toBe(true);
  });

  it('clears unsaved changes on a save of the document on screen', () => {
    const edited = metricRoom();
    const saved = run(edited, { type: 'markSaved', document: edited.document });
    expect(saved.isDirty).toBe(false);
    expect(saved.document).toBe(edited.document);
  });

  it('keeps changes typed while a save was on its way unsaved, and on screen', () => {
    const edited = metricRoom();
    const typedSince = run(edited, { type: 'setRoomField', field: 'height', value: 5 });
    const saved = run(typedSince, { type: 'markSaved', document: edited.document });
    expect(saved.isDirty).toBe(true);
    expect(saved.document.height).toBe(5);
    // A surface tab opened since the save is part of the document too: not what was saved.
    const tabbed = run(
      edited,
      { type: 'markSaved', document: edited.document },
      { type: 'addSurface', surfaceType: 'multiaxis-custom-alpha' },
    );
    const tabOpened = run(tabbed, { type: 'selectTab', index: 0, tab: 'panels' });
    expect(run(tabOpened, { type: 'markSaved', document: tabbed.document }).isDirty).toBe(true);
  });

  it('changes settings and room fields', () => {
    const state = run(
      metricRoom(),
      { type: 'setSettings', settings: { limitCoefficients: true } },
      { type: 'setRoomField', field: 'rtGoal', value: 0.6 },
    );
    expect(state.document.settings).toMatchObject({ limitCoefficients: true, airAbsorption: true });
    expect(state.document.rtGoal).toBe(0.6);
  });

  it('restores a draft as unsaved work', () => {
    const draft: CalcDocument = {
      ...defaultDocument('Metric'),
      len: 5,
      surfaces: [{ type: 'existing-room-rt', rtAvg: 2 }],
    };
    const state = calcReducer(initialState(defaultDocument('Imperial')), {
      type: 'restoreDraft',
      document: draft,
    });
    expect(state.isDirty).toBe(true);
    expect(state.document.len).toBe(5);
    expect(state.surfaceKeys).toEqual(['surface-1']);
  });
});
