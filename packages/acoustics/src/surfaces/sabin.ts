/**
 * `sabin-multiaxis-search`: objects measured in sabins (m² Metric, ft² Imperial), e.g.
 * baffles. `sabins_g = sabinsPerObject·multiplier_g`. Objects occupy no surface area and
 * are never capped (issue convention 5).
 */
import { BAND_COUNT } from '../constants.ts';
import type { SabinSurface } from '../types.ts';
import {
  type AxisTotals,
  addToTotals,
  axisSum,
  noCoefficients,
  type SurfaceAbsorption,
  zeroAxes,
  zeroBands,
} from './absorption.ts';

/** Absorption of a sabin surface. */
export function sabinAbsorption(surface: SabinSurface, totals: AxisTotals): SurfaceAbsorption {
  const { multiplier } = surface;
  const objects = axisSum(multiplier);
  const sabins = zeroBands();
  for (let band = 0; band < BAND_COUNT; band++) {
    const perObject = surface.sabinsPerObject[band] ?? 0;
    sabins[band] = perObject * objects;
    addToTotals(
      totals,
      band,
      perObject * multiplier.lr,
      perObject * multiplier.fr,
      perObject * multiplier.fc,
    );
  }
  const sabins63 = surface.sabins63PerObject === null ? null : surface.sabins63PerObject * objects;
  return {
    enteredArea: zeroAxes(),
    coefficients: noCoefficients(),
    sabins,
    sabins63,
    maxCoefficient: Number.NEGATIVE_INFINITY,
  };
}
