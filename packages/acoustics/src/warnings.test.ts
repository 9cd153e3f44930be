import { describe, expect, it } from 'vitest';
import { calculateRoom } from './calculate.ts';
import { explainSurfaces } from './surfaces/explanation.ts';
import { axes, bands, createFinish, createRoom, uniformSurface } from './testing/factories.ts';
import type { AbsorptionConstantSurface } from './types.ts';
import type { WarningCode } from './warnings.ts';

function codes(result: ReturnType<typeof calculateRoom>): WarningCode[] {
  return result.warnings.map((warning) => warning.code);
}

describe('room warnings', () => {
  it('gives none for a well-behaved room', () => {
    const room = createRoom({ length: 6, width: 5, height: 4, surfaces: [uniformSurface(6, 5, 4, 0.2)] });
    expect(calculateRoom(room).warnings).toEqual([]);
  });

  it('warns once when the room exceeds Sabine proportions, stating the diagonal rule and its numbers', () => {
    const result = calculateRoom(
      createRoom({ length: 30, width: 3, height: 3, surfaces: [uniformSurface(30, 3, 3, 0.1)] }),
    );
    expect(codes(result)).toEqual(['sabine-proportions']);
    expect(result.warnings[0]).toMatchObject({ code: 'sabine-proportions', diagonal: Math.sqrt(918) });
    // √918 = 30.30 m; 1.9·270^(1/3) = 12.28 m.
    expect(result.warnings[0]?.message).toBe(
      'Sabine: the room exceeds Sabine proportions (ISO 354). Room diagonal must be under 1.9 times the cube root of the volume (diagonal 30.30 m, limit 12.28 m).',
    );
  });

  it('gives one geometry warning for a 10 × 8 × 3 m classroom, by the diagonal rule of docs/product/validation.md', () => {
    const result = calculateRoom(
      createRoom({ length: 10, width: 8, height: 3, surfaces: [uniformSurface(10, 8, 3, 0.1)] }),
    );
    // √(100 + 64 + 9) = 13.15 m is not under 1.9·240^(1/3) = 11.81 m: the rule, as docs/product/validation.md
    // states it, fails this room, so it warns, once.
    expect(Math.sqrt(173)).toBeGreaterThan(1.9 * Math.cbrt(240));
    expect(codes(result)).toEqual(['sabine-proportions']);
    expect(result.warnings[0]?.message).toBe(
      'Sabine: the room exceeds Sabine proportions (ISO 354). Room diagonal must be under 1.9 times the cube root of the volume (diagonal 13.15 m, limit 11.81 m).',
    );
    // A cube passes (diagonal √3·a < 1.9·a): no geometry warning.
    const cube = calculateRoom(
      createRoom({ length: 6, width: 6, height: 6, surfaces: [uniformSurface(6, 6, 6, 0.1)] }),
    );
    expect(codes(cube)).toEqual([]);
  });

  it('names the bands and surfaces when the coefficient exceeds 0.30', () => {
    const result = calculateRoom(
      createRoom({
        surfaces: [
          createFinish([0.1, 0.1, 0.1, 0.1, 0.9, 0.9], { lr: 48, fr: 30, fc: 80 }, { name: 'Foam' }),
          createFinish(0.05, { lr: 1 }, { name: 'Paint' }),
        ],
      }),
    );
    const warning = result.warnings.find((item) => item.code === 'sabine-coefficient-above-0.30');
    expect(warning).toMatchObject({
      bands: [2000, 4000],
      surfaces: [{ index: 0, name: 'Foam', bands: [2000, 4000] }],
    });
    expect(warning?.message).toBe(
      'Sabine: the coefficient at one or more bands exceeds 0.30 (2000, 4000 Hz).',
    );
  });

  it('names only the active surfaces, and only the bands where each exceeds 0.30', () => {
    const result = calculateRoom(
      createRoom({
        surfaces: [
          createFinish([0.1, 0.1, 0.1, 0.1, 0.5, 0.9], { lr: 48, fr: 30, fc: 80 }, { name: '' }),
          createFinish([0.1, 0.1, 0.1, 0.1, 0.1, 0.9], { lr: -10 }, { name: 'Cover', isInactive: true }),
        ],
      }),
    );
    const warning = result.warnings.find((item) => item.code === 'sabine-coefficient-above-0.30');
    expect(warning?.message).toBe(
      'Sabine: the coefficient at one or more bands exceeds 0.30 (2000, 4000 Hz).',
    );
    expect(warning?.surfaces).toEqual([{ index: 0, name: '', bands: [2000, 4000] }]);
  });

  it('says Eyring cannot be calculated when a coefficient exceeds 1.0, with the advice', () => {
    const result = calculateRoom(createRoom({ surfaces: [createFinish(1.1, { fc: 10 }, { name: 'Test' })] }));
    const warning = result.warnings.find((item) => item.code === 'eyring-coefficient-above-1');
    expect(warning?.message).toBe(
      'Eyring: a coefficient exceeds 1.0, so absorption cannot be calculated. Add non-absorptive surfaces and limit coefficients below 1.00 in Advanced Settings.',
    );
    expect(warning).toMatchObject({ surfaces: [{ index: 0, name: 'Test' }] });
  });

  it('warns about Eyring when an axis reaches α = 1 although no single coefficient exceeds 1', () => {
    const result = calculateRoom(createRoom({ surfaces: [createFinish(1, { fr: 30 })] }));
    expect(codes(result)).toContain('eyring-coefficient-above-1');
    expect(result.rt.fitzroyEyring[0]?.reason).toBe('coefficient-at-least-one');
  });

  it('no longer warns about Eyring once coefficients are limited to 0.99', () => {
    const result = calculateRoom(
      createRoom({
        settings: { limitCoefficients: true, airAbsorption: true },
        surfaces: [createFinish(1.1, { fc: 10 })],
      }),
    );
    expect(codes(result)).not.toContain('eyring-coefficient-above-1');
  });

  describe('an absorption-constant surface with one axis above α = 1', () => {
    // α 0.5, k 0.05: sidewalls 1 m² with 40 m of edge give 0.5 + 0.05·40/1 = 2.5; front/rear
    // 10 m² without edge stay at 0.5. The surface's area-weighted mean is 7.5/11 = 0.68.
    const edgy: AbsorptionConstantSurface = {
      kind: 'absorption-constant',
      type: 'multiaxis-absorption-constant',
      name: 'Slats',
      isInactive: false,
      coefficients: bands(0.5),
      edgeConstants: bands(0.05),
      area: axes({ lr: 1, fr: 10 }),
      perimeter: axes({ lr: 40 }),
    };

    it('warns about Eyring although the surface mean stays below 1.0', () => {
      const room = createRoom({ surfaces: [edgy] });
      const result = calculateRoom(room);
      const [explained] = explainSurfaces(room, result);
      expect(explained?.coefficients[0]).toBeCloseTo(7.5 / 11, 12);
      expect(explained?.coefficientsByAxis?.lr[0]).toBeCloseTo(2.5, 12);
      const warning = result.warnings.find((item) => item.code === 'eyring-coefficient-above-1');
      expect(warning).toMatchObject({
        bands: [125, 250, 500, 1000, 2000, 4000],
        surfaces: [{ index: 0, name: 'Slats', bands: [125, 250, 500, 1000, 2000, 4000] }],
      });
      // The values agree with the warning: although the room's means are far below 1, no
      // Eyring-type model shows a value; Sabine and Fitzroy still do.
      for (const id of ['eyring', 'fitzroyEyring', 'arauPuchades', 'neubauer', 'tohyama'] as const) {
        expect(result.rt[id][0], id).toEqual({ value: null, reason: 'coefficient-at-least-one' });
      }
      expect(result.rt.sabine[0]?.value).not.toBeNull();
      expect(result.autoModel).toBeNull();
    });

    it('caps the sidewall axis at 0.99 before the area when limiting, and the warning goes', () => {
      const room = createRoom({
        settings: { limitCoefficients: true, airAbsorption: true },
        surfaces: [edgy],
      });
      const result = calculateRoom(room);
      const [explained] = explainSurfaces(room, result);
      expect(explained?.coefficientsByAxis?.lr[0]).toBe(0.99);
      expect(result.sabinsByAxis.lr[0]).toBeCloseTo(0.99, 12);
      expect(explained?.coefficients[0]).toBeCloseTo(5.99 / 11, 12);
      expect(codes(result)).not.toContain('eyring-coefficient-above-1');
    });
  });

  it('says by how much the entered areas of an axis exceed its geometric area', () => {
    const result = calculateRoom(
      createRoom({ surfaces: [createFinish(0.1, { fc: 60 }), createFinish(0.2, { fc: 30.5 })] }),
    );
    const warning = result.warnings.find((item) => item.code === 'area-exceeds-geometry');
    expect(warning).toMatchObject({ axis: 'fc', enteredArea: 90.5, geometricArea: 80, excess: 10.5 });
    expect(warning?.message).toBe(
      'Entered floor/ceiling (fc) area 90.50 m² exceeds the geometric area 80.00 m² by 10.50 m².',
    );
  });

  it('lists existing-room bands without a usable RT', () => {
    const result = calculateRoom(
      createRoom({
        surfaces: [
          {
            kind: 'existing-room',
            type: 'existing-room-rt',
            name: '',
            isInactive: false,
            rt: [1, 1, null, 1, 0, 1],
          },
        ],
      }),
    );
    expect(result.warnings.find((item) => item.code === 'existing-room-rt-missing')).toMatchObject({
      surfaceIndex: 0,
      bands: [500, 2000],
    });
  });
});
