/**
 * Course problem sets with worked solutions, reproduced through the whole engine within the
 * printed precision (half a unit of the last printed digit).
 */
import { describe, expect, it } from 'vitest';
import { calculateRoom } from '../calculate.ts';
import { createFinish, createRoom, createSabins, uniformSurface } from '../testing/factories.ts';
import type { Surface } from '../types.ts';
import { celsiusForK, fahrenheitForKPerFoot, NO_AIR } from './source-constants.ts';

/** The 500 Hz value of a model (the problems give one coefficient for every band). */
function at500(values: { value: number | null }[]): number {
  return values[2]?.value ?? Number.NaN;
}

describe('"Reverberation time problems solved" (problem set, 1library.net/document/q57rvkwy)', () => {
  // The solutions use τ = 0.05·V/(ᾱS) in feet and τ = 0.162·V/(ᾱS) in metres (author not named).
  const imperial = (length: number, width: number, height: number, surfaces: Surface[]) =>
    createRoom({
      unitSystem: 'Imperial',
      length,
      width,
      height,
      temperature: fahrenheitForKPerFoot(0.05),
      settings: NO_AIR,
      surfaces,
    });

  it('Problem 1: a 40′ × 30′ × 20′ hall with ᾱ = 0.15 has τ = 1.54 s', () => {
    // V = 24,000 ft³, S = 5,200 ft², ᾱS = 780 sabins.
    const result = calculateRoom(imperial(40, 30, 20, [uniformSurface(40, 30, 20, 0.15)]));
    expect(result.k).toBeCloseTo(0.05, 12);
    expect(result.sabins[2]).toBeCloseTo(780, 9);
    expect(Math.abs(at500(result.rt.sabine) - 1.54)).toBeLessThanOrEqual(0.005);
  });

  it('Problem 2: treating 4,400 ft² of that hall with α = 0.20 brings τ to 1.2 s', () => {
    // The solution adds the net 0.20 − 0.15 = 0.05 per treated ft²: 0.05·A = 1200/1.2 − 780,
    // A = 4,400 ft². Here: the treatment over 4,400 ft², and the same area of the old surface
    // removed with a negative area.
    const treated = { lr: 1600, fr: 400, fc: 2400 };
    const surfaces = [
      uniformSurface(40, 30, 20, 0.15),
      createFinish(0.2, treated),
      createFinish(0.15, { lr: -treated.lr, fr: -treated.fr, fc: -treated.fc }),
    ];
    const result = calculateRoom(imperial(40, 30, 20, surfaces));
    expect(result.sabins[2]).toBeCloseTo(1000, 9);
    expect(at500(result.rt.sabine)).toBeCloseTo(1.2, 9);
  });

  it('Problems 3 and 4: a 15 × 8 × 3 m hall with ᾱ = 0.3 has τ = 0.51 s (Sabine) and 0.43 s (Eyring)', () => {
    // V = 360 m³, S = 378 m²; Eyring: 0.162·360/(−378·ln 0.7) = 58.32/(378 × 0.357).
    const room = createRoom({
      length: 15,
      width: 8,
      height: 3,
      temperature: celsiusForK(0.162),
      settings: NO_AIR,
      surfaces: [uniformSurface(15, 8, 3, 0.3)],
    });
    const result = calculateRoom(room);
    expect(result.k).toBeCloseTo(0.162, 12);
    expect(result.totalArea).toBe(378);
    expect(Math.abs(at500(result.rt.sabine) - 0.51)).toBeLessThanOrEqual(0.005);
    expect(Math.abs(at500(result.rt.eyring) - 0.43)).toBeLessThanOrEqual(0.005);
  });

  it('Problem 5: a 70′ × 40′ × 15′ hall, plaster ᾱ = 0.1 and 100 adults of 4.7 sabins, has τ ≅ 1.54 s', () => {
    // Σ aS = 0.1 × 8,900 + 4.7 × 100 = 1,360 sabins; τ = 0.05 × 42,000/1,360.
    const audience = createSabins(4.7, { fc: 100 });
    const result = calculateRoom(imperial(70, 40, 15, [uniformSurface(70, 40, 15, 0.1), audience]));
    expect(result.sabins[2]).toBeCloseTo(1360, 9);
    expect(Math.abs(at500(result.rt.sabine) - 1.54)).toBeLessThanOrEqual(0.005);
  });
});

describe('Shaalaa.com question-bank solution 57435 (reflection of sound, reverberation): classroom 10 × 8 × 6 m', () => {
  // "A classroom has dimension 10×8×6 m³. The reverberation time is 3 sec. Calculate the
  // total absorption": A = 0.161 × 480/3 = 25.76 sabine-m². The page also prints the average
  // coefficient as 0.068, which is 25.76/376 = 0.0685 cut after three decimals (not rounded),
  // so only A is compared. In Roomtone a measured RT is an existing-room surface.
  it('gives back the printed total absorption of 25.76 m² from the measured 3 s', () => {
    const existing: Surface = {
      kind: 'existing-room',
      type: 'existing-room-rt',
      name: 'Classroom as measured',
      isInactive: false,
      rt: [3, 3, 3, 3, 3, 3],
    };
    const room = createRoom({
      length: 10,
      width: 8,
      height: 6,
      temperature: celsiusForK(0.161),
      settings: NO_AIR,
      surfaces: [existing],
    });
    const result = calculateRoom(room);
    expect(result.totalArea).toBe(376);
    expect(Math.abs((result.sabins[2] ?? 0) - 25.76)).toBeLessThanOrEqual(0.005);
    expect(Math.trunc((result.meanAlpha[2] ?? 0) * 1000) / 1000).toBe(0.068);
  });
});
