/** Test rooms and settings (not exported by the package). */
import type { AxisScalars, RaytracerRoom, RaytracerSettings } from '../types.ts';

/** Six equal values. */
export function sixBands(value: number): number[] {
  return [value, value, value, value, value, value];
}

/** The 10 × 8 × 3 m room at 20 °C with the given coefficient on each surface group. */
export function shoebox(
  alpha: Partial<AxisScalars> & { all?: number },
  isAirAbsorptionOn = false,
): RaytracerRoom {
  const all = alpha.all ?? 0;
  return {
    lengthM: 10,
    widthM: 8,
    heightM: 3,
    temperatureC: 20,
    isAirAbsorptionOn,
    absorptionByAxis: {
      lr: sixBands(alpha.lr ?? all),
      fr: sixBands(alpha.fr ?? all),
      fc: sixBands(alpha.fc ?? all),
    },
  };
}

/** Settings with a fixed source and receiver, the given scattering everywhere and few rays. */
export function settingsFor(
  scattering: number,
  overrides: Partial<RaytracerSettings> = {},
): RaytracerSettings {
  return {
    source: { x: 2.5, y: 3, z: 1.5 },
    receiver: { x: 7, y: 5.5, z: 1.2 },
    rayCount: 10_000,
    imageSourceOrder: 3,
    scattering: { lr: scattering, fr: scattering, fc: scattering },
    seed: 1,
    ...overrides,
  };
}
