import { calculateRoom, parseCalcDocument } from '@roomtone/acoustics';
import { MESSAGES } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { loadRevision } from './revision-load.ts';

/** A small Metric room with one wall finish, for the documents below to add to. */
function room(overrides: Record<string, unknown>, surfaces: Record<string, unknown>[]) {
  return {
    name: 'Classroom',
    number: '101',
    len: 9,
    width: 7,
    height: 3,
    units: { system: 'Metric' },
    surfaces: [
      {
        type: 'multiaxis-search',
        name: 'Walls',
        area: { lr: 54, fr: 42, fc: 0 },
        a125: 0.1,
        a250: 0.1,
        a500: 0.1,
        a1000: 0.1,
        a2000: 0.1,
        a4000: 0.1,
      },
      ...surfaces,
    ],
    ...overrides,
  };
}

const existingRoom = (rt125: number | null) => ({
  type: 'existing-room-rt',
  name: 'Before the works',
  rt125,
  rt250: 1.4,
  rt500: 1.3,
  rt1000: 1.2,
  rt2000: 1.1,
  rt4000: 1,
  rtAvg: 1.5,
});

/** Documents the engine (and so the server) accepts, written by older versions of the calculator. */
const ACCEPTED = {
  'a null band RT of an existing room': room({}, [existingRoom(null)]),
  'a numeric room number': room({ number: 12 }, []),
  'null names': room({ name: null }, [
    { type: 'multiaxis-custom-alpha', name: null, area: { lr: 3 }, a500: 0.5 },
  ]),
  'null lengths of panels and areas': room({}, [
    {
      type: 'multiaxis-search',
      areaType: 'panels',
      area: { lr: null, fr: 4, fc: null },
      panel: { lr: { len: null, width: 2, qty: 1 }, fr: { len: 2, width: 2, qty: 1 } },
      a500: 0.6,
    },
  ]),
} as const;

describe('loadRevision', () => {
  it.each(Object.entries(ACCEPTED))('opens and computes a saved document with %s', (_name, document) => {
    expect(parseCalcDocument(document).ok).toBe(true);
    const loaded = loadRevision(JSON.stringify(document));
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.hasRoomResult).toBe(true);
    const parsed = parseCalcDocument(loaded.document);
    if (!parsed.ok) throw new Error(parsed.message);
    const original = parseCalcDocument(document);
    if (!original.ok) throw new Error(original.message);
    // The document as opened computes exactly what the saved one does.
    expect(calculateRoom(parsed.value).rt).toEqual(calculateRoom(original.value).rt);
  });

  it('reads a null band RT as missing, so the average stands in for it as in the engine', () => {
    const loaded = loadRevision(JSON.stringify(ACCEPTED['a null band RT of an existing room']));
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.document.surfaces?.[1]?.rt125).toBeUndefined();
    const opened = parseCalcDocument(loaded.document);
    const withAverage = parseCalcDocument(room({}, [existingRoom(1.5)]));
    if (!opened.ok || !withAverage.ok) throw new Error('not computable');
    expect(calculateRoom(opened.value).rt).toEqual(calculateRoom(withAverage.value).rt);
  });

  it('keeps a numeric room number as its text and drops null names', () => {
    const numbered = loadRevision(JSON.stringify(ACCEPTED['a numeric room number']));
    expect(numbered.ok && numbered.document.number).toBe('12');
    const unnamed = loadRevision(JSON.stringify(ACCEPTED['null names']));
    if (!unnamed.ok) throw new Error(unnamed.message);
    expect(unnamed.document.name).toBeUndefined();
    expect(unnamed.document.surfaces?.[1]?.name).toBeUndefined();
  });

  it("answers 'Error parsing calculation.' for text that is not a calc document", () => {
    for (const text of ['{not json', '[]', '"room"', JSON.stringify({ surfaces: [{ name: 'no type' }] })]) {
      expect(loadRevision(text)).toEqual({ ok: false, message: MESSAGES.errorParsingCalculation });
    }
  });

  it('opens a document the engine cannot compute yet, without a room result', () => {
    const loaded = loadRevision(JSON.stringify({ len: '', width: 7, height: 3, surfaces: [] }));
    expect(loaded).toMatchObject({ ok: true, hasRoomResult: false });
  });
});
