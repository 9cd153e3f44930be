import { describe, expect, it } from 'vitest';
import { parseSurface } from '../parse-surface.ts';
import { axes, bands, createFinish, createSabins } from '../testing/factories.ts';
import type {
  AbsorptionConstantSurface,
  AudienceAreaSurface,
  ExistingRoomSurface,
  MasterWithReducersSurface,
  Surface,
  VariableSurface,
} from '../types.ts';
import type { AxisTotals, SurfaceContext } from './absorption.ts';
import { surfaceKindOfType } from './kinds.ts';
import { surfaceAbsorption as computeAbsorption } from './surface-absorption.ts';

/** The surface's absorption with its per-axis sabins (collected into fresh totals). */
function surfaceAbsorption(surface: Surface, surfaceContext: SurfaceContext) {
  const sabinsByAxis: AxisTotals = { lr: bands(0), fr: bands(0), fc: bands(0) };
  return { ...computeAbsorption(surface, surfaceContext, sabinsByAxis), sabinsByAxis };
}

// An 8 × 5 × 3 m room: lr 48, fr 30, fc 80 m², S 158 m², V 120 m³; K for c = 343 m/s.
const context: SurfaceContext = {
  isLimitingCoefficients: false,
  k: (24 * Math.LN10) / 343,
  volume: 120,
  airSabins: [0, 0, 0, 0, 1.44, 3.84],
  geometricAreas: { lr: 48, fr: 30, fc: 80 },
  totalArea: 158,
};
const limiting = { ...context, isLimitingCoefficients: true };
const base = { type: 'x', name: 'S', isInactive: false };

describe('surface kinds', () => {
  it('treats the finish-based types and any sponsor-/vendor- type as finishes', () => {
    expect(surfaceKindOfType('multiaxis-search')).toBe('finish');
    expect(surfaceKindOfType('multiaxis-browse-organization')).toBe('finish');
    expect(surfaceKindOfType('sponsor-acme-ceiling')).toBe('finish');
    expect(surfaceKindOfType('vendor-wall')).toBe('finish');
    expect(surfaceKindOfType('sabin-multiaxis-search')).toBe('sabin');
    expect(surfaceKindOfType('existing-room-rt')).toBe('existing-room');
    expect(surfaceKindOfType('toString')).toBeNull();
    expect(surfaceKindOfType('no-such-type')).toBeNull();
  });
});

describe('finish surfaces', () => {
  it('multiplies the coefficient by the entered area of each axis', () => {
    const result = surfaceAbsorption(
      createFinish([0.1, 0.2, 0.3, 0.4, 0.5, 0.6], { lr: 10, fc: 20 }),
      context,
    );
    expect(result.sabinsByAxis.lr[2]).toBeCloseTo(3, 12);
    expect(result.sabinsByAxis.fc[2]).toBeCloseTo(6, 12);
    expect(result.sabinsByAxis.fr[2]).toBe(0);
    expect(result.coefficients).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
    expect(result.enteredArea).toEqual({ lr: 10, fr: 0, fc: 20 });
  });

  it('caps coefficients at 0.99 before multiplying when limiting', () => {
    const result = surfaceAbsorption(createFinish(1.2, { fc: 10 }, { a63: 1.1 }), limiting);
    expect(result.coefficients[0]).toBe(0.99);
    expect(result.sabinsByAxis.fc[0]).toBeCloseTo(9.9, 12);
    expect(result.sabins63).toBeCloseTo(9.9, 12);
  });

  it('removes absorption with a negative area', () => {
    const result = surfaceAbsorption(createFinish(0.5, { lr: -4 }), context);
    expect(result.sabinsByAxis.lr[0]).toBe(-2);
  });

  it('contributes nothing when inactive', () => {
    const result = surfaceAbsorption(createFinish(0.5, { lr: 4 }, { isInactive: true }), context);
    expect(result.sabinsByAxis.lr).toEqual(bands(0));
    expect(result.enteredArea).toEqual(axes({}));
  });
});

describe('sabin surfaces', () => {
  it('gives sabins per object times the objects per axis, uncapped, with no area', () => {
    const result = surfaceAbsorption(createSabins(1.5, { fc: 10, lr: 2 }), limiting);
    expect(result.sabinsByAxis.fc[0]).toBe(15);
    expect(result.sabinsByAxis.lr[0]).toBe(3);
    expect(result.enteredArea).toEqual(axes({}));
    expect(result.coefficients).toEqual([null, null, null, null, null, null]);
  });
});

describe('variable surfaces', () => {
  const variable = (balancePercent: number): VariableSurface => ({
    ...base,
    kind: 'variable',
    finishA: { coefficients: bands(0.1), a63: 0.05 },
    finishB: { coefficients: bands(0.9), a63: 0.45 },
    balancePercent,
    area: axes({ fr: 10 }),
  });

  it('is Finish A at 0 % and Finish B at 100 %', () => {
    expect(surfaceAbsorption(variable(0), context).coefficients[0]).toBeCloseTo(0.1, 12);
    expect(surfaceAbsorption(variable(100), context).coefficients[0]).toBeCloseTo(0.9, 12);
  });

  it('interpolates linearly in percent', () => {
    const result = surfaceAbsorption(variable(25), context);
    expect(result.coefficients[3]).toBeCloseTo(0.3, 12);
    expect(result.sabinsByAxis.fr[3]).toBeCloseTo(3, 12);
    expect(result.sabins63).toBeCloseTo(1.5, 12);
  });

  it('caps after interpolating', () => {
    const surface = { ...variable(100), finishB: { coefficients: bands(1.4), a63: null } };
    expect(surfaceAbsorption(surface, limiting).coefficients[0]).toBe(0.99);
  });
});

describe('existing-room surfaces', () => {
  const existing = (rt: (number | null)[]): ExistingRoomSurface => ({ ...base, kind: 'existing-room', rt });

  it('gives K·V/RT − 4mV sabins shared among the axes by geometric area', () => {
    const result = surfaceAbsorption(existing(bands(1)), context);
    const total = context.k * 120 - 3.84;
    expect(result.sabinsByAxis.lr[5]).toBeCloseTo((total * 48) / 158, 12);
    expect(result.sabinsByAxis.fc[5]).toBeCloseTo((total * 80) / 158, 12);
    expect(result.enteredArea).toEqual(axes({}));
  });

  it('adds (positive area) or removes (negative area) the mean absorption of the room as measured', () => {
    // ᾱ = A/S; each group gets ᾱ·(S_g + ΔS_g): −20 m² of floor/ceiling, +10 m² of sidewalls.
    const total = context.k * 120 - 3.84;
    const result = surfaceAbsorption({ ...existing(bands(1)), area: axes({ lr: 10, fc: -20 }) }, context);
    expect(result.sabinsByAxis.lr[5]).toBeCloseTo((total * (48 + 10)) / 158, 12);
    expect(result.sabinsByAxis.fr[5]).toBeCloseTo((total * 30) / 158, 12);
    expect(result.sabinsByAxis.fc[5]).toBeCloseTo((total * (80 - 20)) / 158, 12);
    expect(result.sabins[5]).toBeCloseTo((total * (158 - 10)) / 158, 12);
    expect(result.enteredArea).toEqual(axes({ lr: 10, fc: -20 }));
  });

  it('reads its signed areas from the calc document, missing as none', () => {
    const parsed = parseSurface({ type: 'existing-room-rt', rtAvg: 1, area: { fc: -20 } }, 0, 'Metric');
    expect(parsed).toMatchObject({ kind: 'existing-room', area: { lr: 0, fr: 0, fc: -20 } });
    const bare = parseSurface({ type: 'existing-room-rt', rtAvg: 1 }, 0, 'Metric');
    expect(bare).toMatchObject({ area: { lr: 0, fr: 0, fc: 0 } });
  });

  it('adds nothing for a band without a usable RT', () => {
    const result = surfaceAbsorption(existing([null, 0, -1, 1, 1, 1]), context);
    expect(result.sabinsByAxis.lr.slice(0, 3)).toEqual([0, 0, 0]);
  });
});

describe('absorption-constant surfaces (experimental)', () => {
  const surface: AbsorptionConstantSurface = {
    ...base,
    kind: 'absorption-constant',
    coefficients: bands(0.5),
    edgeConstants: bands(0.1),
    area: axes({ lr: 4, fc: 0 }),
    perimeter: axes({ lr: 8, fc: 3 }),
  };

  it('uses α + k·perimeter/area per axis', () => {
    const result = surfaceAbsorption(surface, context);
    expect(result.sabinsByAxis.lr[0]).toBeCloseTo((0.5 + (0.1 * 8) / 4) * 4, 12);
    expect(result.coefficients[0]).toBeCloseTo(0.7, 12);
  });

  it("explains each axis's coefficient and reports the largest, not the mean", () => {
    // lr: 0.5 + 0.1·8/4 = 0.7 over 4 m²; fr: 0.5 + 0.1·10/1 = 1.5 over 1 m²; fc: no area.
    const uneven = { ...surface, area: axes({ lr: 4, fr: 1 }), perimeter: axes({ lr: 8, fr: 10 }) };
    const result = surfaceAbsorption(uneven, context);
    expect(result.coefficientsByAxis?.lr[0]).toBeCloseTo(0.7, 12);
    expect(result.coefficientsByAxis?.fr[0]).toBeCloseTo(1.5, 12);
    expect(result.coefficientsByAxis?.fc[0]).toBeNull();
    expect(result.coefficients[0]).toBeCloseTo((0.7 * 4 + 1.5) / 5, 12);
    expect(result.maxCoefficient).toBeCloseTo(1.5, 12);
  });

  it('keeps no per-axis coefficients for kinds with one coefficient on every axis', () => {
    expect(surfaceAbsorption(createFinish(0.5, { lr: 4, fc: 2 }), context).coefficientsByAxis).toBeNull();
  });

  it('ignores the perimeter of an axis without area', () => {
    expect(surfaceAbsorption(surface, context).sabinsByAxis.fc[0]).toBe(0);
  });

  it('caps the effective coefficient when limiting', () => {
    const edgy = { ...surface, edgeConstants: bands(1) };
    expect(surfaceAbsorption(edgy, limiting).sabinsByAxis.lr[0]).toBeCloseTo(0.99 * 4, 12);
  });
});

describe('legacy audience-area surfaces', () => {
  const audience = (occupancyPercent: number, width = 4, length = 5): AudienceAreaSurface => ({
    ...base,
    kind: 'audience-area',
    unoccupied: { coefficients: bands(0.4), a63: null },
    occupied: { coefficients: bands(0.8), a63: null },
    occupancyPercent,
    width,
    length,
    height: 1,
    area: axes({ lr: 7 }),
  });

  it('interpolates between unoccupied and occupied on a width × len floor block', () => {
    const result = surfaceAbsorption(audience(50), context);
    expect(result.coefficients[0]).toBeCloseTo(0.6, 12);
    expect(result.sabinsByAxis.fc[0]).toBeCloseTo(12, 12);
    expect(result.enteredArea).toEqual(axes({ fc: 20 }));
  });

  it('falls back to the entered area without width and length', () => {
    expect(surfaceAbsorption(audience(0, 0, 0), context).sabinsByAxis.lr[0]).toBeCloseTo(2.8, 12);
  });
});

describe('legacy master-with-reducers surfaces', () => {
  it('covers the master area minus its reducers', () => {
    const surface: MasterWithReducersSurface = {
      ...base,
      kind: 'master-with-reducers',
      coefficients: bands(0.2),
      a63: null,
      area: axes({ lr: 48 }),
      reducers: [axes({ lr: 8 }), axes({ lr: 10 })],
    };
    const result = surfaceAbsorption(surface, context);
    expect(result.enteredArea.lr).toBe(30);
    expect(result.sabinsByAxis.lr[0]).toBeCloseTo(6, 12);
  });
});
