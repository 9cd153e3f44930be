import { describe, expect, it } from 'vitest';
import {
  airAbsorptionPerLengthUnit,
  celsiusToFahrenheit,
  defaultTemperature,
  fahrenheitToCelsius,
  reverberationConstant,
  speedOfSound,
  speedOfSoundMetresPerSecond,
} from './units.ts';

describe('units', () => {
  it('computes c = 331.4 + 0.6·T in m/s', () => {
    expect(speedOfSoundMetresPerSecond(20)).toBeCloseTo(343.4, 12);
    expect(speedOfSound(20, 'Metric')).toBeCloseTo(343.4, 12);
  });

  it('takes Imperial temperatures in °F and returns c in ft/s', () => {
    expect(speedOfSound(68, 'Imperial')).toBeCloseTo(343.4 / 0.3048, 9);
  });

  it('uses K = 24·ln(10)/c exactly, 0.1611 s/m at 343 m/s', () => {
    expect(reverberationConstant(343)).toBe((24 * Math.LN10) / 343);
    expect(reverberationConstant(343)).toBeCloseTo(0.16111, 5);
  });

  it('gives the same K per metre and per foot for the same air', () => {
    const perMetre = reverberationConstant(speedOfSound(20, 'Metric'));
    const perFoot = reverberationConstant(speedOfSound(68, 'Imperial'));
    expect(perFoot).toBeCloseTo(perMetre * 0.3048, 12);
  });

  it('converts temperatures both ways', () => {
    expect(fahrenheitToCelsius(212)).toBe(100);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
  });

  it('defaults to 20 °C and 72 °F', () => {
    expect(defaultTemperature('Metric')).toBe(20);
    expect(defaultTemperature('Imperial')).toBe(72);
  });

  it('gives air absorption 0.003/m at 2 kHz and 0.008/m at 4 kHz, per foot × 0.3048', () => {
    expect(airAbsorptionPerLengthUnit('Metric')).toEqual([0, 0, 0, 0, 0.003, 0.008]);
    const perFoot = airAbsorptionPerLengthUnit('Imperial');
    expect(perFoot[4]).toBeCloseTo(0.003 * 0.3048, 15);
    expect(perFoot[5]).toBeCloseTo(0.008 * 0.3048, 15);
  });
});
