import {
  celsiusToFahrenheit,
  type ModelId,
  metresPerLengthUnit,
  type NullReason,
  type UnitSystem,
} from '@roomtone/acoustics';

/** The formula of each model as docs/acoustics.md writes it (with air absorption). */
export const MODEL_FORMULAS: Record<ModelId, string> = {
  sabine: 'T = K·V / (A + 4mV)',
  eyring: 'T = K·V / (−S·ln(1 − ᾱ) + 4mV)',
  fitzroy: 'T = Σg (Sg/S) · K·V / (S·αg + 4mV)',
  fitzroyEyring: 'T = Σg (Sg/S) · K·V / (−S·ln(1 − αg) + 4mV)',
  arauPuchades: 'T = Πg [K·V / (−S·ln(1 − αg) + 4mV)]^(Sg/S)',
  neubauer: 'T = (K·V/S²)·[Sw/(α*w + 4mV/S) + Scf/(α*cf + 4mV/S)]',
  tohyama: 'T = (T3D + r·T2D)/(1 + r), r = c/(2·h·f)',
};

/** Why a band has no value, in words. */
export const NULL_REASON_TEXT: Record<NullReason, string> = {
  'no-absorption': 'no absorption: the time would be infinite',
  'negative-absorption': 'negative areas remove more absorption than there is',
  'coefficient-at-least-one': 'a coefficient is 1 or more, so ln(1 − α) is undefined',
  'invalid-room': 'the room needs a length, width and height greater than 0',
};

/** Units of a unit system, for labels. */
export function unitsOf(system: UnitSystem) {
  return system === 'Metric'
    ? { length: 'm', area: 'm²', volume: 'm³', sabins: 'metric sabins', temperature: '°C' }
    : { length: 'ft', area: 'ft²', volume: 'ft³', sabins: 'sabins', temperature: '°F' };
}

/** A temperature the engine gives in °C, in the unit system's unit (°F for Imperial), one decimal. */
export function temperatureText(temperatureCelsius: number, system: UnitSystem): string {
  const value = system === 'Imperial' ? celsiusToFahrenheit(temperatureCelsius) : temperatureCelsius;
  return `${value.toFixed(1)} ${unitsOf(system).temperature}`;
}

/** A volume in m³ in the unit system's unit (ft³ for Imperial). */
export function volumeInUnits(volumeM3: number, system: UnitSystem): number {
  return volumeM3 / metresPerLengthUnit(system) ** 3;
}

/** A volume in the unit system's units (m³ or ft³) in m³. */
export function volumeInM3(volume: number, system: UnitSystem): number {
  return volume * metresPerLengthUnit(system) ** 3;
}

/** A volume in m³ as whole units of the unit system, with the unit. */
export function volumeText(volumeM3: number, system: UnitSystem): string {
  return `${Math.round(volumeInUnits(volumeM3, system))} ${unitsOf(system).volume}`;
}
