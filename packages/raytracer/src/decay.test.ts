import { describe, expect, it } from 'vitest';
import { clarity, fitDecay, schroederCurve } from './decay.ts';

const binSeconds = 0.001;

/** An energy response decaying exponentially with reverberation time `rtSeconds`, from bin `start`. */
function exponentialResponse(rtSeconds: number, start: number, bins: number): number[] {
  const rate = (6 * Math.LN10) / rtSeconds;
  return Array.from({ length: bins }, (_, bin) =>
    bin < start ? 0 : Math.exp(-rate * (bin - start) * binSeconds) * (1 - Math.exp(-rate * binSeconds)),
  );
}

describe('schroederCurve and fitDecay', () => {
  it('recovers the reverberation time of an exponential decay over every ISO 3382 range', () => {
    const energy = exponentialResponse(1.2, 20, 4000);
    const levels = schroederCurve(energy, 20);
    for (const [from, to] of [
      [-5, -25],
      [-5, -35],
      [0, -10],
    ] as const) {
      const fit = fitDecay(levels, 20, binSeconds, from, to);
      expect(fit?.seconds).toBeCloseTo(1.2, 2);
    }
  });

  it('reads 0 dB before the start and falls monotonically after it', () => {
    const levels = schroederCurve(exponentialResponse(0.5, 10, 1000), 10);
    expect(levels.slice(0, 11).every((level) => level === 0)).toBe(true);
    for (let bin = 11; bin < levels.length; bin++) {
      expect(levels[bin]).toBeLessThanOrEqual(levels[bin - 1] ?? 0);
    }
  });

  it('gives no fit when the curve never reaches the end of the range', () => {
    const energy = exponentialResponse(10, 0, 500);
    const levels = schroederCurve(energy, 0);
    expect(fitDecay(levels, 0, binSeconds, -5, -35)).toBeNull();
  });
});

describe('clarity', () => {
  it('matches the closed form of an exponential decay', () => {
    const rt = 0.8;
    const rate = (6 * Math.LN10) / rt;
    const energy = exponentialResponse(rt, 5, 8000);
    const result = clarity(energy, 5, binSeconds);
    const early = (seconds: number) => 1 - Math.exp(-rate * seconds);
    expect(result.c50Db).toBeCloseTo(10 * Math.log10(early(0.05) / (1 - early(0.05))), 2);
    expect(result.c80Db).toBeCloseTo(10 * Math.log10(early(0.08) / (1 - early(0.08))), 2);
    expect(result.d50).toBeCloseTo(early(0.05), 3);
  });
});
