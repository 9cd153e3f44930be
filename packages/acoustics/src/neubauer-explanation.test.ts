import { describe, expect, it } from 'vitest';
import { calculateRoom } from './calculate.ts';
import { explainNeubauer, type NeubauerExplanation } from './neubauer-explanation.ts';
import { parseCalcDocument } from './parse.ts';
import { explainSurfaces } from './surfaces/explanation.ts';

function computed(document: unknown) {
  const parsed = parseCalcDocument(document);
  if (!parsed.ok) throw new Error(parsed.message);
  const result = calculateRoom(parsed.value);
  return { result, surfaces: explainSurfaces(parsed.value, result) };
}

function explained(document: unknown, band: number): NeubauerExplanation {
  const { result, surfaces } = computed(document);
  const explanation = explainNeubauer(result, surfaces, band);
  if (explanation === null) throw new Error('no explanation');
  return explanation;
}

/** docs/acoustics.md's worked example: 10 × 8 × 3 m, ceiling α 0.7 over walls and floor α 0.05, 20 °C. */
function workedExample(ceilingPlacement: 'ceiling' | 'both', rtDecay = 60) {
  return {
    units: { system: 'Metric' },
    len: 10,
    width: 8,
    height: 3,
    temperature: 20,
    rtDecay,
    surfaces: [
      { type: 'multiaxis-custom-alpha', name: 'Walls', a500: 0.05, area: { lr: 60, fr: 48 } },
      {
        type: 'multiaxis-custom-alpha',
        name: 'Floor',
        a500: 0.05,
        area: { fc: 80 },
        placement: { fc: 'floor' },
      },
      {
        type: 'multiaxis-custom-alpha',
        name: 'Ceiling',
        a500: 0.7,
        area: { fc: 80 },
        placement: { fc: ceilingPlacement },
      },
    ],
  };
}

describe('explainNeubauer', () => {
  it("reproduces the docs' worked example term by term (ceiling placed on the ceiling)", () => {
    const explanation = explained(workedExample('ceiling'), 2);
    expect(explanation.frequencyHz).toBe(500);
    expect(explanation.meanReflection).toBeCloseTo(1 - 65.4 / 268, 12);
    expect(explanation.baseExponent).toBeCloseTo(0.2798, 4);
    const { walls, ceilingFloor } = explanation;
    expect(walls.faces.map((face) => [face.face, face.area])).toEqual([
      ['left', 30],
      ['right', 30],
      ['front', 24],
      ['rear', 24],
    ]);
    expect(walls.reflection).toBeCloseTo(0.95, 12);
    expect(walls.correction).toBeCloseTo(0, 12);
    expect(walls.exponent).toBeCloseTo(0.2798, 4);
    expect(ceilingFloor.faces.map((face) => [face.face, face.area])).toEqual([
      ['ceiling', 80],
      ['floor', 80],
    ]);
    expect(ceilingFloor.faces.map((face) => face.sabins)).toEqual([56, 4]);
    expect(ceilingFloor.faces[0]?.reflection).toBeCloseTo(0.3, 12);
    expect(ceilingFloor.faces[1]?.reflection).toBeCloseTo(0.95, 12);
    expect(ceilingFloor.reflection).toBeCloseTo(0.625, 12);
    // 80²·0.3·(0.3 − 0.625) and 80²·0.95·(0.95 − 0.625).
    expect(ceilingFloor.faces[0]?.term).toBeCloseTo(-624, 9);
    expect(ceilingFloor.faces[1]?.term).toBeCloseTo(1976, 9);
    expect(ceilingFloor.termSum).toBeCloseTo(1352, 9);
    expect(ceilingFloor.correction).toBeCloseTo(0.1352, 12);
    expect(ceilingFloor.exponent).toBeCloseTo(0.415, 3);
    expect(explanation.rt60).toBeCloseTo(0.415, 3);
    expect(explanation.result.value).toBe(explanation.rt60);
  });

  it('gives the model value of the room result in every band and for every placement', () => {
    for (const placement of ['ceiling', 'both'] as const) {
      const document = {
        ...workedExample(placement),
        surfaces: [
          ...workedExample(placement).surfaces,
          {
            type: 'multiaxis-custom-alpha',
            name: 'Panels',
            a125: 0.2,
            a250: 0.5,
            a500: 0.9,
            a1000: 0.95,
            a2000: 0.9,
            a4000: 0.85,
            area: { lr: 12, fr: 6 },
            placement: { lr: 'left', fr: 'rear' },
          },
        ],
      };
      const { result, surfaces } = computed(document);
      for (let band = 0; band < 6; band++) {
        const explanation = explainNeubauer(result, surfaces, band);
        expect(explanation?.result).toEqual(result.rt.neubauer[band]);
        expect(explanation?.rt60, `${placement} band ${band}`).toBe(result.rt.neubauer[band]?.value);
        const groupTimes = (explanation?.walls.time ?? 0) + (explanation?.ceilingFloor.time ?? 0);
        expect(groupTimes).toBeCloseTo(explanation?.rt60 ?? 0, 12);
      }
    }
  });

  it('adds the face terms up to the group sum and the surface shares up to the face absorption', () => {
    const explanation = explained(
      {
        ...workedExample('ceiling'),
        surfaces: [
          ...workedExample('ceiling').surfaces,
          {
            type: 'multiaxis-custom-alpha',
            name: 'Panels',
            a500: 0.9,
            area: { lr: 12 },
            placement: { lr: 'left' },
          },
        ],
      },
      2,
    );
    for (const group of [explanation.walls, explanation.ceilingFloor]) {
      const terms = group.faces.reduce((sum, face) => sum + (face.term ?? 0), 0);
      expect(terms).toBeCloseTo(group.termSum ?? Number.NaN, 9);
      for (const face of group.faces) {
        const shares = face.shares.reduce((sum, share) => sum + share.sabins, 0);
        expect(shares, face.face).toBeCloseTo(face.sabins, 12);
        expect(face.reflection).toBeCloseTo(1 - face.sabins / face.area, 12);
      }
    }
    const [left, right] = explanation.walls.faces;
    // Walls (index 0) split evenly: 60 m² × 0.05 over two faces; the panels (index 3) only on the left.
    expect(left?.shares).toEqual([
      { surfaceIndex: 0, sabins: 1.5, isSplit: true },
      { surfaceIndex: 3, sabins: expect.closeTo(10.8, 12), isSplit: false },
    ]);
    expect(right?.shares).toEqual([{ surfaceIndex: 0, sabins: 1.5, isSplit: true }]);
    const [ceiling, floor] = explanation.ceilingFloor.faces;
    expect(ceiling?.shares).toEqual([{ surfaceIndex: 2, sabins: 56, isSplit: false }]);
    expect(floor?.shares).toEqual([{ surfaceIndex: 1, sabins: 4, isSplit: false }]);
  });

  it('splits a surface without a placement, and an existing room, evenly between the two faces', () => {
    const explanation = explained(workedExample('both'), 2);
    const [ceiling, floor] = explanation.ceilingFloor.faces;
    expect(ceiling?.shares).toEqual([{ surfaceIndex: 2, sabins: 28, isSplit: true }]);
    expect(floor?.shares).toEqual([
      { surfaceIndex: 1, sabins: 4, isSplit: false },
      { surfaceIndex: 2, sabins: 28, isSplit: true },
    ]);
    expect(explanation.ceilingFloor.correction).toBeCloseTo(
      // Faces of 32 and 28 sabins: the floor's own 4 sabins still make a small spread.
      (80 ** 2 *
        ((1 - 28 / 80) * (1 - 28 / 80 - (1 - 60 / 160)) + (1 - 32 / 80) * (1 - 32 / 80 - (1 - 60 / 160)))) /
        ((1 - 60 / 160) * 160) ** 2,
      12,
    );
    const existing = explained(
      {
        units: { system: 'Metric' },
        len: 10,
        width: 8,
        height: 3,
        surfaces: [
          { type: 'existing-room-rt', rt125: 1, rt250: 1, rt500: 1, rt1000: 1, rt2000: 1, rt4000: 1 },
        ],
      },
      2,
    );
    for (const face of [...existing.walls.faces, ...existing.ceilingFloor.faces]) {
      expect(face.shares).toHaveLength(1);
      expect(face.shares[0]?.isSplit).toBe(true);
    }
  });

  it('keeps the decay range out of rt60 and gives the scaled room value beside it', () => {
    const explanation = explained(workedExample('ceiling', 30), 2);
    expect(explanation.rt60).toBeCloseTo(0.415, 3);
    expect(explanation.result.value).toBeCloseTo((explanation.rt60 ?? 0) / 2, 12);
  });

  it('leaves the terms of a group whose mean absorption reaches 1 empty, as the model has no value', () => {
    const explanation = explained(
      {
        units: { system: 'Metric' },
        len: 10,
        width: 8,
        height: 3,
        surfaces: [{ type: 'multiaxis-custom-alpha', a500: 1, area: { fc: 160 } }],
      },
      2,
    );
    expect(explanation.ceilingFloor.reflection).toBe(0);
    expect(explanation.ceilingFloor.termSum).toBeNull();
    expect(explanation.ceilingFloor.faces.map((face) => face.term)).toEqual([null, null]);
    expect(explanation.rt60).toBeNull();
    expect(explanation.result).toEqual({ value: null, reason: 'coefficient-at-least-one' });
  });

  it('is null for a band out of range', () => {
    const { result, surfaces } = computed(workedExample('ceiling'));
    expect(explainNeubauer(result, surfaces, 6)).toBeNull();
  });
});

describe('the surface explanation', () => {
  it("gives each surface's sabins per axis and its placement", () => {
    const [walls, floor, ceiling] = computed(workedExample('ceiling')).surfaces;
    expect(walls?.sabinsByAxis.lr[2]).toBeCloseTo(3, 12);
    expect(walls?.sabinsByAxis.fr[2]).toBeCloseTo(2.4, 12);
    expect(walls?.sabinsByAxis.fc[2]).toBe(0);
    expect(walls?.placement).toBeNull();
    expect(floor?.placement).toEqual({ lr: 'both', fr: 'both', fc: 'floor' });
    expect(ceiling?.sabinsByAxis.fc).toEqual([0, 0, 56, 0, 0, 0]);
  });
});
