/**
 * Unit conventions (issue conventions 1 and 3): a room is computed in its own units.
 * Metric: m, m², m³, °C, m/s. Imperial: ft, ft², ft³, °F (converted to °C for c), ft/s.
 * `K = 24·ln(10)/c` is used exactly, in s per length unit, so the same physical room gives
 * the same seconds in both systems.
 */
import {
  AIR_ABSORPTION_PER_METRE,
  DEFAULT_TEMPERATURE_IMPERIAL_F,
  DEFAULT_TEMPERATURE_METRIC_C,
  METRES_PER_FOOT,
  SPEED_OF_SOUND_AT_0C_M_PER_S,
  SPEED_OF_SOUND_PER_DEGREE_C,
} from './constants.ts';
import type { UnitSystem } from './types.ts';

// Module copies of imported constants: the optimiser cannot type an imported binding (it is
// a live value), and this runs on every keystroke.
const metresPerFoot = METRES_PER_FOOT;
const speedAt0C = SPEED_OF_SOUND_AT_0C_M_PER_S;
const speedPerDegree = SPEED_OF_SOUND_PER_DEGREE_C;
const airAbsorptionPerMetre: readonly number[] = AIR_ABSORPTION_PER_METRE;

/** Converts °F to °C. */
export function fahrenheitToCelsius(temperatureF: number): number {
  return ((temperatureF - 32) * 5) / 9;
}

/** Converts °C to °F. */
export function celsiusToFahrenheit(temperatureC: number): number {
  return (temperatureC * 9) / 5 + 32;
}

/** Room temperature in °C from a value in the document's system (°F for Imperial). */
export function temperatureInCelsius(temperature: number, unitSystem: UnitSystem): number {
  return unitSystem === 'Imperial' ? fahrenheitToCelsius(temperature) : temperature;
}

/** Default temperature of a unit system: 20 °C or 72 °F (docs/product/constants.md#the-room-and-its-goal). */
export function defaultTemperature(unitSystem: UnitSystem): number {
  return unitSystem === 'Imperial' ? DEFAULT_TEMPERATURE_IMPERIAL_F : DEFAULT_TEMPERATURE_METRIC_C;
}

/** Metres in one length unit of the system (1 for Metric, 0.3048 for Imperial). */
export function metresPerLengthUnit(unitSystem: UnitSystem): number {
  return unitSystem === 'Imperial' ? metresPerFoot : 1;
}

/** Speed of sound in m/s: `c = 331.4 + 0.6·T` with T in °C (docs/product/constants.md#acoustics). */
export function speedOfSoundMetresPerSecond(temperatureC: number): number {
  return speedAt0C + speedPerDegree * temperatureC;
}

/** Speed of sound in the system's length unit per second (ft/s for Imperial). */
export function speedOfSound(temperature: number, unitSystem: UnitSystem): number {
  const metresPerSecond = speedOfSoundMetresPerSecond(temperatureInCelsius(temperature, unitSystem));
  return metresPerSecond / metresPerLengthUnit(unitSystem);
}

/**
 * The reverberation constant `K = 24·ln(10)/c` in seconds per length unit: the time for
 * 60 dB of decay is `K·V/A` (0.161 s/m at c = 343 m/s; never a rounded value here).
 */
export function reverberationConstant(speedOfSoundPerSecond: number): number {
  return (24 * Math.LN10) / speedOfSoundPerSecond;
}

/**
 * Air absorption factor `m` per length unit of the system, one per band 125..4000 Hz:
 * 0.003 /m at 2000 Hz and 0.008 /m at 4000 Hz, times 0.3048 per foot (issue convention 3).
 */
export function airAbsorptionPerLengthUnit(unitSystem: UnitSystem): number[] {
  const metres = metresPerLengthUnit(unitSystem);
  const perLength = [0, 0, 0, 0, 0, 0];
  for (let band = 0; band < perLength.length; band++) {
    perLength[band] = (airAbsorptionPerMetre[band] ?? 0) * metres;
  }
  return perLength;
}
