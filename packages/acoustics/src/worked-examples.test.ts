/**
 * Published worked examples reproduced through the whole engine. Books compute with a rounded
 * constant (0.161 s/m, 0.049 s/ft); each test sets the room temperature so that the exact
 * K = 24·ln(10)/c equals the book's constant, so the comparison tests the formula and the
 * surface bookkeeping, not the rounding of K.
 */
import { describe, expect, it } from 'vitest';
import { calculateRoom } from './calculate.ts';
import { createFinish, createRoom } from './testing/factories.ts';
import type { Surface } from './types.ts';
import { celsiusToFahrenheit } from './units.ts';

/** Temperature in °C at which K = 24·ln(10)/c equals `kPerMetre`. */
function celsiusForK(kPerMetre: number): number {
  return ((24 * Math.LN10) / kPerMetre - 331.4) / 0.6;
}

const noAir = { limitCoefficients: false, airAbsorption: false };

describe('Everest & Pohlmann, Master Handbook of Acoustics, 4th ed., Fig. 7-22, Example 1', () => {
  // Untreated 23.3 × 16 × 10 ft room: concrete floor, 1/2 in. gypsum board on walls and
  // ceiling; RT60 = 0.049·V/(S·a), no air absorption. Printed RT60 per band (s):
  // 0.54, 1.53, 2.87, 3.39, 2.06, 1.63. The book rounds the areas to 373 and 1159 ft²;
  // we enter the exact 372.8 and 1158.8 ft², which moves 500 Hz by 0.0006 s, hence the
  // tolerance of half a printed digit plus 0.001 s.
  const kPerFoot = 0.049;
  const temperatureF = celsiusToFahrenheit(celsiusForK(kPerFoot / 0.3048));
  const concrete = [0.01, 0.01, 0.015, 0.02, 0.02, 0.02];
  const gypsum = [0.29, 0.1, 0.05, 0.04, 0.07, 0.09];
  const room = createRoom({
    unitSystem: 'Imperial',
    length: 23.3,
    width: 16,
    height: 10,
    temperature: temperatureF,
    settings: noAir,
    surfaces: [createFinish(concrete, { fc: 372.8 }), createFinish(gypsum, { lr: 466, fr: 320, fc: 372.8 })],
  });
  const printed = [0.54, 1.53, 2.87, 3.39, 2.06, 1.63];

  it('uses K = 0.049 s/ft at the chosen temperature', () => {
    expect(calculateRoom(room).k).toBeCloseTo(0.049, 12);
  });

  it('reproduces the six printed Sabine reverberation times', () => {
    const result = calculateRoom(room);
    expect(result.volume).toBeCloseTo(3728, 9);
    result.rt.sabine.forEach((band, index) => {
      expect(Math.abs((band.value ?? 0) - (printed[index] ?? 0))).toBeLessThanOrEqual(0.006);
    });
  });
});

describe('Scilab Textbook Companion (FOSSEE, IIT Bombay), book 1928, chapter 4', () => {
  // Worked examples whose solutions the companion computes with T = 0.161·V/(a·S)
  // (files 1928/CH4/EX4.15.*/ex_4_15_*.sce). The companion does not name the printed book.
  const celsius = celsiusForK(0.161);

  it('Example 4.15.1 (p. 4-25): 20 × 15 × 10 m hall, ᾱ = 0.106 gives 3.505 s', () => {
    const surfaces: Surface[] = [createFinish(0.106, { lr: 400, fr: 300, fc: 600 })];
    const result = calculateRoom(
      createRoom({ length: 20, width: 15, height: 10, temperature: celsius, settings: noAir, surfaces }),
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
      createRoom({ length: 12, width: 10, height: 5, temperature: celsius, settings: noAir, surfaces }),
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
      createRoom({ length: 20, width: 12, height: 12, temperature: celsius, settings: noAir, surfaces }),
    );
    expect(carpetArea).toBeCloseTo(131.96, 2);
    expect(result.rt.sabine[3]?.value).toBeCloseTo(2, 9);
  });
});
