import { describe, expect, it } from 'vitest';
import { readCalcText } from './calc-document.ts';

const read = (document: unknown) => readCalcText(JSON.stringify(document));

describe('readCalcText', () => {
  it('reads null values as missing, as the engine does', () => {
    const document = read({
      name: null,
      len: 9,
      width: 7,
      height: 3,
      temperature: null,
      units: { system: null },
      settings: { limitCoefficients: null },
      surfaces: [
        { type: 'existing-room-rt', name: null, rt125: null, rtAvg: 1.5 },
        { type: 'multiaxis-search', area: { lr: null }, panel: { lr: { len: null, qty: 2 } } },
      ],
    });
    expect(document).not.toBeNull();
    expect(document?.name).toBeUndefined();
    expect(document?.temperature).toBeUndefined();
    expect(document?.units?.system).toBeUndefined();
    expect(document?.surfaces?.[0]).toMatchObject({ type: 'existing-room-rt', rtAvg: 1.5 });
    expect(document?.surfaces?.[0]?.rt125).toBeUndefined();
    expect(document?.surfaces?.[1]?.panel?.lr).toEqual({ qty: 2 });
  });

  it('keeps a numeric room number as text, and an empty unit system as missing', () => {
    const document = read({ number: 12, units: { system: '' }, surfaces: [] });
    expect(document?.number).toBe('12');
    expect(document?.units?.system).toBeUndefined();
  });

  it('drops values of fields the engine does not read instead of refusing the document', () => {
    const document = read({
      gui: { series: { sabine: true, eyring: 'yes' }, propertiesMode: 'wide', panels: null },
      settings: { reportModel: 'newest' },
      surfaces: [{ type: 'multiaxis-search', selectType: 'list', minimize: 1, finishObj: 'glass' }],
    });
    expect(document?.gui).toEqual({ series: { sabine: true } });
    expect(document?.settings?.reportModel).toBeUndefined();
    expect(document?.surfaces?.[0]).toEqual({ type: 'multiaxis-search' });
  });

  it('refuses what is not a calc document', () => {
    expect(readCalcText('{')).toBeNull();
    expect(read([])).toBeNull();
    expect(read({ surfaces: [{ name: 'no type' }] })).toBeNull();
    expect(read({ surfaces: 'none' })).toBeNull();
    expect(read({ len: { metres: 9 } })).toBeNull();
  });
});
