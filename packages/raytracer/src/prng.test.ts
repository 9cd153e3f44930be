import { describe, expect, it } from 'vitest';
import { createRandom } from './prng.ts';

describe('createRandom', () => {
  it('draws the same sequence for the same seed and another for another seed', () => {
    const first = createRandom(42);
    const second = createRandom(42);
    const other = createRandom(43);
    const a = Array.from({ length: 5 }, first);
    expect(Array.from({ length: 5 }, second)).toEqual(a);
    expect(Array.from({ length: 5 }, other)).not.toEqual(a);
  });

  it('draws uniform numbers in [0, 1)', () => {
    const random = createRandom(7);
    let sum = 0;
    let lowest = 1;
    let highest = 0;
    const count = 100_000;
    for (let index = 0; index < count; index++) {
      const value = random();
      lowest = Math.min(lowest, value);
      highest = Math.max(highest, value);
      sum += value;
    }
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(highest).toBeLessThan(1);
    expect(sum / count).toBeCloseTo(0.5, 2);
  });
});
