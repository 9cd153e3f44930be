/**
 * Room-acoustic parameters from an energy impulse response (ISO 3382-1:2009). The decay curve is
 * Schroeder's backward integral `L(t) = 10·lg(∫_t^∞ h / ∫_0^∞ h)` ("New method of measuring
 * reverberation time", JASA 37, 1965), taken from the arrival of the direct sound. T20 and T30 are
 * 60 dB divided by the slope of a least-squares line through the curve between −5 and −25 dB and
 * between −5 and −35 dB; EDT uses 0 to −10 dB. C50 and C80 are `10·lg(E(0..t)/E(t..∞))` with t = 50
 * and 80 ms after the direct sound, D50 is `E(0..50 ms)/E(0..∞)`.
 */
import type { FitRange } from './types.ts';

/** A fitted decay: the time for 60 dB and the fitted range. */
export type DecayFit = { seconds: number; range: FitRange };

/**
 * Schroeder's backward integral of `energy` (one value per bin), in dB re the total from
 * `startBin` on; bins before `startBin` read 0 dB and bins after the last energy read −∞.
 */
export function schroederCurve(energy: ArrayLike<number>, startBin: number): number[] {
  const levels = new Array<number>(energy.length).fill(0);
  let remaining = 0;
  const tail = new Array<number>(energy.length).fill(0);
  for (let bin = energy.length - 1; bin >= startBin; bin--) {
    remaining += energy[bin] ?? 0;
    tail[bin] = remaining;
  }
  if (remaining <= 0) return levels.fill(Number.NEGATIVE_INFINITY);
  for (let bin = startBin; bin < energy.length; bin++) {
    levels[bin] = 10 * Math.log10((tail[bin] ?? 0) / remaining);
  }
  return levels;
}

/**
 * The decay time for 60 dB from a least-squares line through the curve from its first value at or
 * below `fromDb` to its last value above `toDb`; `null` when the curve never reaches `toDb`.
 * Bin `i` stands for the time `(i + 0.5)·binSeconds`.
 */
export function fitDecay(
  levelsDb: readonly number[],
  startBin: number,
  binSeconds: number,
  fromDb: number,
  toDb: number,
): DecayFit | null {
  let first = -1;
  let last = -1;
  for (let bin = startBin; bin < levelsDb.length; bin++) {
    const level = levelsDb[bin] ?? Number.NEGATIVE_INFINITY;
    if (first < 0 && level <= fromDb) first = bin;
    if (level < toDb) {
      last = bin - 1;
      break;
    }
  }
  if (first < 0 || last < 0 || last - first < 2) return null;
  let sumT = 0;
  let sumL = 0;
  let sumTT = 0;
  let sumTL = 0;
  const count = last - first + 1;
  for (let bin = first; bin <= last; bin++) {
    const time = (bin + 0.5) * binSeconds;
    const level = levelsDb[bin] ?? 0;
    sumT += time;
    sumL += level;
    sumTT += time * time;
    sumTL += time * level;
  }
  const slope = (count * sumTL - sumT * sumL) / (count * sumTT - sumT * sumT);
  if (!(slope < 0)) return null;
  return {
    seconds: -60 / slope,
    range: { startSeconds: (first + 0.5) * binSeconds, endSeconds: (last + 0.5) * binSeconds },
  };
}

/** Energy ratios after the direct sound at `startBin`: C50, C80 in dB and D50 as a ratio. */
export function clarity(
  energy: ArrayLike<number>,
  startBin: number,
  binSeconds: number,
): { c50Db: number | null; c80Db: number | null; d50: number | null } {
  const bin50 = startBin + Math.round(0.05 / binSeconds);
  const bin80 = startBin + Math.round(0.08 / binSeconds);
  let early50 = 0;
  let early80 = 0;
  let total = 0;
  for (let bin = startBin; bin < energy.length; bin++) {
    const value = energy[bin] ?? 0;
    total += value;
    if (bin < bin50) early50 += value;
    if (bin < bin80) early80 += value;
  }
  if (total <= 0) return { c50Db: null, c80Db: null, d50: null };
  const ratioDb = (early: number) =>
    total - early > 0 && early > 0 ? 10 * Math.log10(early / (total - early)) : null;
  return { c50Db: ratioDb(early50), c80Db: ratioDb(early80), d50: early50 / total };
}
