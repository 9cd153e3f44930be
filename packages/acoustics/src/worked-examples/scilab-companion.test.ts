/**
 * Worked examples of the Scilab Textbook Companion (FOSSEE, IIT Bombay), book 1928, chapter 4,
 * whose solutions compute with T = 0.161·V/(a·S) (see `source-constants.ts` for how K is set).
 */
import { describe, expect, it } from 'vitest';
import { calculateRoom } from '../calculate.ts';
import { createFinish, createRoom } from '../testing/factories.ts';
import type { Surface } from '../types.ts';
import { celsiusForK, NO_AIR } from './source-constants.ts';

describe('Scilab Textbook Companion (FOSSEE, IIT Bombay), book 1928, chapter 4', () => {
  // Worked examples whose solutions the companion computes with T = 0.161·V/(a·S)
  // (files 1928/CH4/EX4.15.*/ex_4_15_*.sce). The companion does not name the printed book.
  const celsius = celsiusForK(0.161);

  it('Example 4.15.1 (p. 4-25): 20 × 15 × 10 m hall, ᾱ = 0.106 gives 3.505 s', () => {
    const surfaces: Surface[] = [createFinish(0.106, { lr: 400, fr: 300, fc: 600 })];
    const result = calculateRoom(
      createRoom({ length: 20, width: 15, height: 10, temperature: celsius, settings: NO_AIR, surfaces }),
    );
    expect(result.rt.sabine[2]?.value).toBeCloseTo(3.505, 3);
  });

  it('Example 4.15.3 (p. 4-26): walls 220 m² α 0.03, floor 120 m² α 0.8, ceiling 120 m² α 0.06, V 600 m³ gives 0.880 s', () => {
    // 12 × 10 × 5 m has exactly these areas: walls 2·5·(12 + 10) = 220, floor = ceiling = 120.
    const surfaces: Surface[] = [
      createFinish(0.03, { lr: 120, fr: 100 }),
      createFinish(0.8, { fc: 120 }),
      createFinish(0.06, { fc: 120 }),
    ];
    const result = calculateRoom(
      createRoom({ length: 12, width: 10, height: 5, temperature: celsius, settings: NO_AIR, surfaces }),
    );
    expect(result.meanAlpha[0]).toBeCloseTo(109.8 / 460, 12);
    expect(result.rt.sabine[0]?.value).toBeCloseTo(0.88, 3);
  });

  it('Example 4.15.5 (p. 4-27): carpet that brings a 2.5 s hall (20 × 12 × 12 m) to 2.0 s', () => {
    // The book: ᾱ = 0.161·V/(T₁·S), then S₁ = 0.161·V/(a₁ − ᾱ)·(1/T₂ − 1/T₁) of carpet a₁ = 0.5
    // replacing the same area of the existing surfaces. In Roomtone: an existing-room surface
    // measured at 2.5 s, the carpet, and a negative area of the existing mean coefficient.
    const volume = 20 * 12 * 12;
    const area = 2 * (240 + 144 + 240);
    const meanAlpha = (0.161 * volume) / (2.5 * area);
    const carpetArea = ((0.161 * volume) / (0.5 - meanAlpha)) * (1 / 2 - 1 / 2.5);
    const surfaces: Surface[] = [
      {
        kind: 'existing-room',
        type: 'existing-room-rt',
        name: 'Hall as measured',
        isInactive: false,
        rt: Array(6).fill(2.5),
      },
      createFinish(0.5, { fc: carpetArea }),
      createFinish(meanAlpha, { fc: -carpetArea }),
    ];
    const result = calculateRoom(
      createRoom({ length: 20, width: 12, height: 12, temperature: celsius, settings: NO_AIR, surfaces }),
    );
    expect(carpetArea).toBeCloseTo(131.96, 2);
    expect(result.rt.sabine[3]?.value).toBeCloseTo(2, 9);
  });
});
