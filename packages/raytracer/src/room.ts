/**
 * The simulated room from the calculator's room: the same dimensions, temperature, air
 * absorption and per-surface-group coefficients the seven formulas use, converted to SI.
 */
import {
  AIR_ABSORPTION_PER_METRE,
  BAND_COUNT,
  type CalcInput,
  calculateRoom,
  metresPerLengthUnit,
  speedOfSoundMetresPerSecond,
  temperatureInCelsius,
} from '@roomtone/acoustics';
import type { AxisBandValues, RaytracerRoom } from './types.ts';

/** A coefficient the simulation can use: a reflection keeps `1 − α` of the energy, so α lies in 0..1. */
function usableCoefficient(alpha: number): number {
  if (!Number.isFinite(alpha) || alpha <= 0) return 0;
  return alpha >= 1 ? 1 : alpha;
}

/**
 * The room of a calculator document: `α_g = A_g/S_g` per band of each surface group from the
 * engine (every surface kind, the coefficient cap and negative areas handled as the formulas
 * handle them), limited to 0..1 because a reflection cannot return more energy than it receives.
 */
export function roomFromCalcInput(input: CalcInput): RaytracerRoom {
  const result = calculateRoom(input);
  const metres = metresPerLengthUnit(input.unitSystem);
  const absorptionByAxis: AxisBandValues = {
    lr: result.meanAlphaByAxis.lr.map(usableCoefficient),
    fr: result.meanAlphaByAxis.fr.map(usableCoefficient),
    fc: result.meanAlphaByAxis.fc.map(usableCoefficient),
  };
  return {
    lengthM: input.length * metres,
    widthM: input.width * metres,
    heightM: input.height * metres,
    temperatureC: temperatureInCelsius(input.temperature, input.unitSystem),
    isAirAbsorptionOn: input.settings.airAbsorption,
    absorptionByAxis,
  };
}

/** Speed of sound of the room, m/s (`c = 331.4 + 0.6·T`, as the calculator). */
export function roomSpeedOfSound(room: RaytracerRoom): number {
  return speedOfSoundMetresPerSecond(room.temperatureC);
}

/** Air attenuation `m` per metre of each band (energy falls as `e^(−m·d)`), 0 when air absorption is off. */
export function airAttenuationPerMetre(room: RaytracerRoom): number[] {
  const perMetre: number[] = [];
  for (let band = 0; band < BAND_COUNT; band++) {
    perMetre.push(room.isAirAbsorptionOn ? (AIR_ABSORPTION_PER_METRE[band] ?? 0) : 0);
  }
  return perMetre;
}

/** Volume in m³. */
export function roomVolume(room: RaytracerRoom): number {
  return room.lengthM * room.widthM * room.heightM;
}

/** Areas of the surface groups in m²: sidewalls `2·L·H`, front/rear `2·W·H`, floor/ceiling `2·L·W`. */
export function groupAreas(room: RaytracerRoom): { lr: number; fr: number; fc: number } {
  return {
    lr: 2 * room.lengthM * room.heightM,
    fr: 2 * room.widthM * room.heightM,
    fc: 2 * room.lengthM * room.widthM,
  };
}
