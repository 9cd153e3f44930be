import { describe, expect, it } from 'vitest';
import type { CalcAction } from './calc-actions.ts';
import { type CalcState, calcReducer, initialState } from './calc-reducer.ts';
import { defaultDocument } from './default-document.ts';
import { displayText } from './number-text.ts';

function run(state: CalcState, ...actions: CalcAction[]): CalcState {
  return actions.reduce(calcReducer, state);
}

const metric = () => initialState(defaultDocument('Metric'));

describe('switching units', () => {
  it.each([7, 10, 10.5, 3.2, 0.6, 123.45, 9999.99])(
    'gives back exactly %d m after a trip to feet and back',
    (length) => {
      const there = run(
        metric(),
        { type: 'setRoomField', field: 'len', value: length },
        {
          type: 'setUnitSystem',
          system: 'Imperial',
        },
      );
      const back = run(there, { type: 'setUnitSystem', system: 'Metric' });
      expect(back.document.len).toBe(length);
      expect(displayText(back.document.len, 'dimension', 'Metric')).toBe(String(length));
    },
  );

  it('gives back areas and panel sizes as typed', () => {
    const state = run(
      metric(),
      { type: 'addSurface', surfaceType: 'multiaxis-custom-alpha' },
      { type: 'setTotalArea', index: 0, axis: 'lr', value: 80 },
      { type: 'setPanel', index: 0, axis: 'fc', field: 'len', value: 1.2 },
      { type: 'setPanel', index: 0, axis: 'fc', field: 'width', value: 0.6 },
      { type: 'setUnitSystem', system: 'Imperial' },
      { type: 'setUnitSystem', system: 'Metric' },
    );
    const surface = state.document.surfaces?.[0];
    expect(surface?.area?.lr).toBe(80);
    expect(surface?.panel?.fc?.len).toBe(1.2);
    expect(surface?.panel?.fc?.width).toBe(0.6);
  });

  it('keeps the exact converted value and displays it at the field’s precision', () => {
    const state = run(
      metric(),
      { type: 'setRoomField', field: 'len', value: 10 },
      { type: 'addSurface', surfaceType: 'multiaxis-custom-alpha' },
      { type: 'setTotalArea', index: 0, axis: 'lr', value: 80 },
      { type: 'setUnitSystem', system: 'Imperial' },
    );
    expect(state.document.len).toBeCloseTo(10 / 0.3048, 9);
    expect(displayText(state.document.len, 'dimension', 'Imperial')).toBe('32.81');
    expect(displayText(state.document.surfaces?.[0]?.area?.lr, 'area', 'Imperial')).toBe('861.11');
  });
});

describe('displayText', () => {
  it('shows what was typed (up to four decimals) exactly and rounds what the app computed', () => {
    expect(displayText(0.125, 'coefficient', 'Metric')).toBe('0.125');
    expect(displayText(22.965879265, 'dimension', 'Imperial')).toBe('22.97');
    expect(displayText(6.999999999999999, 'dimension', 'Metric')).toBe('7');
    expect(displayText(36.00000000000001, 'area', 'Metric')).toBe('36');
    expect(displayText('10.5.3', 'dimension', 'Metric')).toBe('10.5.3');
    expect(displayText(undefined, 'dimension', 'Metric')).toBe('');
  });
});
