/** Test factories: small builders of normalised rooms and surfaces (not exported by the package). */
import type { AxisValues, CalcInput, FinishSurface, SabinSurface, Surface } from '../types.ts';

/** Six equal values, or the given six. */
export function bands(value: number | number[]): number[] {
  return typeof value === 'number' ? [value, value, value, value, value, value] : [...value];
}

/** Axis values with missing axes as 0. */
export function axes(values: Partial<AxisValues>): AxisValues {
  return { lr: values.lr ?? 0, fr: values.fr ?? 0, fc: values.fc ?? 0 };
}

/** A finish-based surface. */
export function createFinish(
  coefficients: number | number[],
  area: Partial<AxisValues>,
  overrides: Partial<FinishSurface> = {},
): FinishSurface {
  return {
    kind: 'finish',
    type: 'multiaxis-custom-alpha',
    name: 'Finish',
    isInactive: false,
    coefficients: bands(coefficients),
    a63: null,
    area: axes(area),
    ...overrides,
  };
}

/** A sabin (objects) surface. */
export function createSabins(perObject: number | number[], multiplier: Partial<AxisValues>): SabinSurface {
  return {
    kind: 'sabin',
    type: 'sabin-multiaxis-search',
    name: 'Baffles',
    isInactive: false,
    sabinsPerObject: bands(perObject),
    sabins63PerObject: null,
    multiplier: axes(multiplier),
  };
}

/** Every geometric surface of an L×W×H room covered with one coefficient. */
export function uniformSurface(
  length: number,
  width: number,
  height: number,
  alpha: number | number[],
): Surface {
  return createFinish(alpha, { lr: 2 * length * height, fr: 2 * width * height, fc: 2 * length * width });
}

/** A Metric 8 × 5 × 3 m room at 20 °C with no surfaces unless given. */
export function createRoom(overrides: Partial<CalcInput> = {}): CalcInput {
  return {
    unitSystem: 'Metric',
    length: 8,
    width: 5,
    height: 3,
    temperature: 20,
    rtDecayDb: 60,
    settings: { limitCoefficients: false, airAbsorption: true },
    surfaces: [],
    ...overrides,
  };
}
