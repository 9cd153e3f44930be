import { AIR_ABSORPTION_PER_METRE } from '@roomtone/acoustics';
import { describe, expect, it } from 'vitest';
import { imageSources } from './image-sources.ts';
import { shoebox } from './testing/rooms.ts';

const source = { x: 2.5, y: 3, z: 1.5 };
const receiver = { x: 7, y: 5.5, z: 1.2 };
const noScattering = { lr: 0, fr: 0, fc: 0 };

function fluenceAt(distanceSquared: number): number {
  return 1 / (4 * Math.PI * distanceSquared);
}

describe('imageSources', () => {
  const room = shoebox({ lr: 0.1, fr: 0.3, fc: 0.5 });

  it('gives the direct sound the inverse-square fluence', () => {
    const [direct] = imageSources(room, source, receiver, 0, noScattering);
    // 4.5² + 2.5² + 0.3² = 26.59 m².
    expect(direct?.distanceM).toBeCloseTo(Math.sqrt(26.59), 12);
    expect(direct?.fluence[2]).toBeCloseTo(fluenceAt(26.59), 15);
    expect(direct?.arrivalSeconds).toBeCloseTo(Math.sqrt(26.59) / (331.4 + 0.6 * 20), 12);
  });

  it('gives each first-order reflection the inverse-square fluence times (1 − α) of its wall', () => {
    const sources = imageSources(room, source, receiver, 1, noScattering);
    expect(sources).toHaveLength(7);
    const byPosition = (x: number, y: number, z: number) =>
      sources.find((image) => image.position.x === x && image.position.y === y && image.position.z === z);
    // Images across the front wall (x = 0) and the rear wall (x = 10): α = 0.3.
    expect(byPosition(-2.5, 3, 1.5)?.fluence[0]).toBeCloseTo(
      0.7 * fluenceAt(9.5 ** 2 + 2.5 ** 2 + 0.3 ** 2),
      15,
    );
    expect(byPosition(17.5, 3, 1.5)?.fluence[0]).toBeCloseTo(
      0.7 * fluenceAt(10.5 ** 2 + 2.5 ** 2 + 0.3 ** 2),
      15,
    );
    // Across the sidewalls (y = 0, y = 8): α = 0.1.
    expect(byPosition(2.5, -3, 1.5)?.fluence[0]).toBeCloseTo(
      0.9 * fluenceAt(4.5 ** 2 + 8.5 ** 2 + 0.3 ** 2),
      15,
    );
    expect(byPosition(2.5, 13, 1.5)?.fluence[0]).toBeCloseTo(
      0.9 * fluenceAt(4.5 ** 2 + 7.5 ** 2 + 0.3 ** 2),
      15,
    );
    // Across the floor (z = 0) and the ceiling (z = 3): α = 0.5.
    expect(byPosition(2.5, 3, -1.5)?.fluence[0]).toBeCloseTo(
      0.5 * fluenceAt(4.5 ** 2 + 2.5 ** 2 + 2.7 ** 2),
      15,
    );
    expect(byPosition(2.5, 3, 4.5)?.fluence[0]).toBeCloseTo(
      0.5 * fluenceAt(4.5 ** 2 + 2.5 ** 2 + 3.3 ** 2),
      15,
    );
  });

  it('multiplies a second-order path by both walls and keeps only the specular share', () => {
    const scattering = { lr: 0.2, fr: 0.4, fc: 0 };
    const sources = imageSources(room, source, receiver, 2, scattering);
    // Front wall then sidewall: image at (−2.5, −3, 1.5).
    const corner = sources.find((image) => image.position.x === -2.5 && image.position.y === -3);
    expect(corner?.order).toBe(2);
    const expected = 0.7 * 0.6 * (0.9 * 0.8) * fluenceAt(9.5 ** 2 + 8.5 ** 2 + 0.3 ** 2);
    expect(corner?.fluence[3]).toBeCloseTo(expected, 15);
  });

  it('applies air absorption e^(−m·d) along the path when it is on', () => {
    const withAir = shoebox({ lr: 0.1, fr: 0.3, fc: 0.5 }, true);
    const [direct] = imageSources(withAir, source, receiver, 0, noScattering);
    const distance = Math.sqrt(26.59);
    const m4000 = AIR_ABSORPTION_PER_METRE[5];
    expect(direct?.fluence[5]).toBeCloseTo(Math.exp(-m4000 * distance) * fluenceAt(26.59), 15);
    expect(direct?.fluence[0]).toBeCloseTo(fluenceAt(26.59), 15);
  });
});
