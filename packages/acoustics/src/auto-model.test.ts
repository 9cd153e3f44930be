import { describe, expect, it } from 'vitest';
import { chooseAutoModel } from './auto-model.ts';
import { calculateRoom } from './calculate.ts';
import { MODEL_METADATA } from './models/metadata.ts';
import { createRoom, uniformSurface } from './testing/factories.ts';

const six = (value: number) => [value, value, value, value, value, value];

describe('automatic model choice', () => {
  it('chooses Sabine at ᾱ = 0.30 in every band when the proportions pass', () => {
    expect(chooseAutoModel(six(0.3), null, true)).toBe('sabine');
  });

  it('chooses Eyring just above 0.30', () => {
    expect(chooseAutoModel([0.3, 0.3, 0.3, 0.3, 0.3, 0.3001], null, true)).toBe('eyring');
  });

  it('only ever picks a model that is not experimental, so the labels do not change the choice', () => {
    const choices = [
      chooseAutoModel(six(0.1), null, true),
      chooseAutoModel(six(0.5), null, true),
      chooseAutoModel(six(1), null, true),
    ];
    expect(choices).toEqual(['sabine', 'eyring', null]);
    expect(MODEL_METADATA.sabine.experimental).toBe(false);
    expect(MODEL_METADATA.eyring.experimental).toBe(false);
  });

  it('chooses Eyring when the room fails the proportion check', () => {
    expect(chooseAutoModel(six(0.1), null, false)).toBe('eyring');
  });

  it('counts 63 Hz when it is known', () => {
    expect(chooseAutoModel(six(0.1), 0.31, true)).toBe('eyring');
    expect(chooseAutoModel(six(0.1), 0.3, true)).toBe('sabine');
  });

  it('chooses Eyring just below ᾱ = 1 and nothing at 1', () => {
    expect(chooseAutoModel(six(0.999), null, true)).toBe('eyring');
    expect(chooseAutoModel([0.5, 0.5, 0.5, 0.5, 0.5, 1], null, true)).toBeNull();
    expect(chooseAutoModel(six(0.5), 1.2, true)).toBeNull();
  });

  it('treats a room entered at exactly 0.30 as 0.30 despite float rounding', () => {
    const room = createRoom({ length: 6, width: 5, height: 4, surfaces: [uniformSurface(6, 5, 4, 0.3)] });
    const result = calculateRoom(room);
    expect(result.autoModel).toBe('sabine');
  });

  it('applies the ISO 354 check diagonal < 1.9·V^(1/3) to the whole room', () => {
    // 30 × 3 × 3 m: diagonal 30.3 m, 1.9·270^(1/3) = 12.3 m.
    const corridor = calculateRoom(
      createRoom({ length: 30, width: 3, height: 3, surfaces: [uniformSurface(30, 3, 3, 0.1)] }),
    );
    expect(corridor.passesProportionCheck).toBe(false);
    expect(corridor.autoModel).toBe('eyring');
  });
});
