/**
 * A room typed into the public ray tracer: dimensions, temperature, air absorption and one
 * coefficient per band for each surface group, written as a calc document so the simulation and
 * the seven formulas read exactly the same room.
 */
import { BANDS, type UnitSystem } from '@roomtone/acoustics';

/** The surface groups in the calculator's words. */
export const GROUP_LABELS = { lr: 'Sidewalls', fr: 'Front and rear walls', fc: 'Floor and ceiling' } as const;

/** A surface group. */
export type GroupId = keyof typeof GROUP_LABELS;

/** The typed room. */
export type TypedRoom = {
  unitSystem: UnitSystem;
  length: number;
  width: number;
  height: number;
  temperature: number;
  isAirAbsorptionOn: boolean;
  alpha: Record<GroupId, number[]>;
};

/** A 10 × 8 × 3 m room with hard walls and a partly absorptive ceiling. */
export const DEFAULT_TYPED_ROOM: TypedRoom = {
  unitSystem: 'Metric',
  length: 10,
  width: 8,
  height: 3,
  temperature: 20,
  isAirAbsorptionOn: true,
  alpha: {
    lr: [0.05, 0.05, 0.05, 0.05, 0.05, 0.05],
    fr: [0.05, 0.05, 0.05, 0.05, 0.05, 0.05],
    fc: [0.2, 0.3, 0.4, 0.45, 0.45, 0.45],
  },
};

function coefficients(values: number[]): Record<string, number> {
  return Object.fromEntries(BANDS.map((band, index) => [`a${band}`, values[index] ?? 0]));
}

/**
 * The calc document (docs/product/data.md#room-calculation) of a typed room: one surface per group covering
 * it.
 */
export function typedRoomDocument(room: TypedRoom): Record<string, unknown> {
  const { length, width, height } = room;
  const surface = (group: GroupId, area: Record<string, number>) => ({
    type: 'multiaxis-custom-alpha',
    name: GROUP_LABELS[group],
    ...coefficients(room.alpha[group]),
    area,
  });
  return {
    name: 'Typed room',
    units: { system: room.unitSystem },
    len: length,
    width,
    height,
    temperature: room.temperature,
    rtDecay: 60,
    settings: { limitCoefficients: false, airAbsorption: room.isAirAbsorptionOn },
    surfaces: [
      surface('lr', { lr: 2 * length * height }),
      surface('fr', { fr: 2 * width * height }),
      surface('fc', { fc: 2 * length * width }),
    ],
  };
}
