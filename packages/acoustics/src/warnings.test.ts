import { describe, expect, it } from 'vitest';
import { calculateRoom } from './calculate.ts';
import { createFinish, createRoom, uniformSurface } from './testing/factories.ts';
import type { WarningCode } from './warnings.ts';

function codes(result: ReturnType<typeof calculateRoom>): WarningCode[] {
  return result.warnings.map((warning) => warning.code);
}

describe('room warnings', () => {
  it('gives none for a well-behaved room', () => {
    const room = createRoom({ length: 6, width: 5, height: 4, surfaces: [uniformSurface(6, 5, 4, 0.2)] });
    expect(calculateRoom(room).warnings).toEqual([]);
  });

  it('warns when the room exceeds Sabine proportions, with the diagonal check', () => {
    const result = calculateRoom(
      createRoom({ length: 30, width: 3, height: 3, surfaces: [uniformSurface(30, 3, 3, 0.1)] }),
    );
    expect(codes(result)).toEqual(['sabine-proportions', 'room-diagonal']);
    expect(result.warnings[0]?.message).toBe('The room exceeds Sabine proportions (ISO 354).');
    expect(result.warnings[1]).toMatchObject({ code: 'room-diagonal', diagonal: Math.sqrt(918) });
    expect(result.warnings[1]?.message).toContain('must be under 1.9 times the cube root of the volume');
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
    expect(warning?.message).toContain('the coefficient at one or more bands exceeds 0.30');
  });

  it('says Eyring cannot be calculated when a coefficient exceeds 1.0, with the advice', () => {
    const result = calculateRoom(createRoom({ surfaces: [createFinish(1.1, { fc: 10 }, { name: 'Test' })] }));
    const warning = result.warnings.find((item) => item.code === 'eyring-coefficient-above-1');
    expect(warning?.message).toBe(
      'Eyring: a coefficient exceeds 1.0, so absorption cannot be calculated. Add non-absorptive surfaces, or limit coefficients below 1.00 in Advanced Settings.',
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
