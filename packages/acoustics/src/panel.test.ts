import { describe, expect, it } from 'vitest';
import { panelMeasures } from './panel.ts';

describe('panel measures', () => {
  it('gives length × width × quantity and 2·(length + width) × quantity', () => {
    expect(panelMeasures(1.2, 0.6, 5)).toEqual({
      area: expect.closeTo(3.6, 12),
      perimeter: expect.closeTo(18, 12),
    });
  });

  it('counts one panel without a quantity', () => {
    expect(panelMeasures(2, 3)).toEqual({ area: 6, perimeter: 10 });
  });

  it('keeps the sign of a negative quantity (panels removed)', () => {
    expect(panelMeasures(2, 3, -2)).toEqual({ area: -12, perimeter: -20 });
  });
});
