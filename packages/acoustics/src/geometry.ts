/**
 * Room geometry from the dimensions (issue convention 2): sidewalls `lr = 2·L·H`,
 * front/rear `fr = 2·W·H`, floor/ceiling `fc = 2·L·W`, `S = lr + fr + fc`, `V = L·W·H`,
 * and the ISO 354 proportion check `diagonal < 1.9·V^(1/3)`.
 */
import { PROPORTION_DIAGONAL_FACTOR } from './constants.ts';
import type { AxisValues } from './types.ts';

// Module copies of imported constants: the optimiser cannot type an imported binding (it is
// a live value), and this runs on every keystroke.
const diagonalFactor = PROPORTION_DIAGONAL_FACTOR;

/** Geometry of a rectangular room in the document's length unit. */
export type RoomGeometry = {
  volume: number;
  totalArea: number;
  geometricAreas: AxisValues;
  diagonal: number;
  /** `1.9·V^(1/3)`: the diagonal must stay under this (ISO 354). */
  diagonalLimit: number;
  passesProportionCheck: boolean;
};

/** Computes volume, areas per axis and the ISO 354 proportion check of an L×W×H room. */
export function roomGeometry(length: number, width: number, height: number): RoomGeometry {
  const geometricAreas = { lr: 2 * length * height, fr: 2 * width * height, fc: 2 * length * width };
  const volume = length * width * height;
  const diagonal = Math.sqrt(length * length + width * width + height * height);
  const diagonalLimit = diagonalFactor * Math.cbrt(volume);
  return {
    volume,
    totalArea: geometricAreas.lr + geometricAreas.fr + geometricAreas.fc,
    geometricAreas,
    diagonal,
    diagonalLimit,
    passesProportionCheck: diagonal < diagonalLimit,
  };
}
