import { describe, expect, it } from 'vitest';
import { calculateRoom } from './calculate.ts';
import { parseCalcDocument } from './parse.ts';

const room = { units: { system: 'Metric' }, len: 8, width: 5, height: 3 };

function fieldOf(document: unknown): string | null {
  const result = parseCalcDocument(document);
  return result.ok ? null : result.field;
}

describe('parseCalcDocument', () => {
  it('fills defaults: Imperial, 72 °F / 20 °C, rtDecay 60, air absorption on, no limiting', () => {
    const result = parseCalcDocument({ len: 10, width: 10, height: 10 });
    expect(result).toMatchObject({
      ok: true,
      value: { unitSystem: 'Imperial', temperature: 72, rtDecayDb: 60, surfaces: [] },
    });
    expect(parseCalcDocument(room)).toMatchObject({
      value: { temperature: 20, settings: { limitCoefficients: false, airAbsorption: true } },
    });
  });

  it('accepts numeric strings and treats empty areas as 0, ignoring sums', () => {
    const result = parseCalcDocument({
      ...room,
      len: '8',
      surfaces: [{ type: 'multiaxis-search', a125: '0.5', area: { lr: '', fr: '2.5', sum: 99 } }],
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        length: 8,
        surfaces: [{ kind: 'finish', coefficients: [0.5, 0, 0, 0, 0, 0], area: { lr: 0, fr: 2.5, fc: 0 } }],
      },
    });
  });

  it('names the missing, zero, negative or non-numeric dimension', () => {
    expect(parseCalcDocument({ ...room, len: undefined })).toMatchObject({
      ok: false,
      field: 'len',
      message: 'len: is required',
    });
    expect(fieldOf({ ...room, width: 0 })).toBe('width');
    expect(fieldOf({ ...room, height: -2 })).toBe('height');
    expect(fieldOf({ ...room, height: 'tall' })).toBe('height');
  });

  it('names a non-numeric coefficient and an unknown surface type', () => {
    expect(fieldOf({ ...room, surfaces: [{ type: 'multiaxis-search', a500: 'abc' }] })).toBe(
      'surfaces[0].a500',
    );
    expect(parseCalcDocument({ ...room, surfaces: [{ type: 'magic' }] })).toMatchObject({
      ok: false,
      message: 'surfaces[0].type: unknown surface type "magic"',
    });
    expect(fieldOf({ ...room, surfaces: [{}] })).toBe('surfaces[0].type');
  });

  it('rejects a bad unit system, rtDecay and settings', () => {
    expect(fieldOf({ ...room, units: { system: 'SI' } })).toBe('units.system');
    expect(fieldOf({ ...room, rtDecay: 0 })).toBe('rtDecay');
    expect(fieldOf({ ...room, settings: { airAbsorption: 'yes' } })).toBe('settings.airAbsorption');
    expect(fieldOf([])).toBe('document');
  });

  it('reads every surface kind', () => {
    const result = parseCalcDocument({
      ...room,
      surfaces: [
        { type: 'sponsor-acme', a500: 0.7, a63: '0.2', name: 'Panel' },
        { type: 'sabin-multiaxis-search', a500: 2, multiplier: { fc: 4 } },
        { type: 'multiaxis-search-variable', finishA: { a500: 0.1 }, finishB: { a500: 0.9 }, balance: 50 },
        { type: 'existing-room-rt', rt500: 1.2, rtAvg: 1.5 },
        { type: 'multiaxis-absorption-constant', a500: 0.3, k500: 0.2, perimeter: { lr: 4 } },
        { type: 'audience-area', width: 4, len: 5, height: 1, occupancy: 80, occupied: { a500: 0.8 } },
        { type: 'master-with-reducers', a500: 0.3, area: { fc: 40 }, reducers: [{ area: { fc: 4 } }] },
      ],
    });
    if (!result.ok) throw new Error(result.message);
    const [finish, sabin, variable, existing, constant, audience, master] = result.value.surfaces;
    expect(finish).toMatchObject({ kind: 'finish', name: 'Panel', a63: 0.2 });
    expect(sabin).toMatchObject({ kind: 'sabin', multiplier: { fc: 4 } });
    expect(variable).toMatchObject({ kind: 'variable', balancePercent: 50 });
    expect(existing).toMatchObject({ kind: 'existing-room', rt: [1.5, 1.5, 1.2, 1.5, 1.5, 1.5] });
    expect(constant).toMatchObject({ kind: 'absorption-constant', perimeter: { lr: 4 } });
    expect(audience).toMatchObject({ kind: 'audience-area', occupancyPercent: 80, width: 4, length: 5 });
    expect(master).toMatchObject({ kind: 'master-with-reducers', reducers: [{ fc: 4 }] });
  });

  describe('proposed surfaces', () => {
    const built = { type: 'multiaxis-custom-alpha', name: 'Plaster', a500: 0.02, area: { lr: 60 } };
    const proposed = {
      type: 'multiaxis-custom-alpha',
      name: 'Proposed treatment',
      propose: true,
      a500: 0.9,
      area: { fc: 40 },
    };
    const document = { ...room, surfaces: [built, proposed, { ...built, name: 'Door', propose: false }] };

    it('keeps proposals in place but inactive by default, so the room reads as built and numbers hold', () => {
      const result = parseCalcDocument(document);
      expect(result.ok && result.value.surfaces.map((surface) => [surface.name, surface.isInactive])).toEqual(
        [
          ['Plaster', false],
          ['Proposed treatment', true],
          ['Door', false],
        ],
      );
      expect(parseCalcDocument(document, { proposals: 'exclude' })).toEqual(result);
    });

    it('computes the room as built exactly as the room without its proposals', () => {
      const asBuilt = parseCalcDocument(document);
      const without = parseCalcDocument({ ...document, surfaces: [built, { ...built, name: 'Door' }] });
      if (!asBuilt.ok || !without.ok) throw new Error('both documents parse');
      expect(calculateRoom(asBuilt.value).rt).toEqual(calculateRoom(without.value).rt);
    });

    it('keeps them with the include option', () => {
      const result = parseCalcDocument(document, { proposals: 'include' });
      expect(result.ok && result.value.surfaces.map((surface) => surface.name)).toEqual([
        'Plaster',
        'Proposed treatment',
        'Door',
      ]);
    });

    it('still checks a proposed surface and names its place in the document', () => {
      const broken = { ...room, surfaces: [built, { ...proposed, a500: 'x' }] };
      expect(fieldOf(broken)).toBe('surfaces[1].a500');
    });
  });
});
