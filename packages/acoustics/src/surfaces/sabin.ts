/**
 * `sabin-multiaxis-search`: objects measured in sabins (m² Metric, ft² Imperial), e.g.
 * baffles. `sabins_g = sabinsPerObject·multiplier_g`. Objects occupy no surface area and
 * are never capped (issue convention 5).
 */
import { BAND_COUNT } from '../constants.ts';
import type { SabinSurface } from '../types.ts';
import { addToSums, axisSum, type SurfaceSink } from './absorption.ts';

// Module copies of imported constants: the optimiser cannot type an imported binding (it is
// a live value), which made this hot path up to twice as slow.
const bandCount = BAND_COUNT;

/** Absorption of a sabin surface, written into `sink`. */
export function sabinAbsorption(surface: SabinSurface, sink: SurfaceSink): void {
  const { multiplier } = surface;
  const { sums, sabins } = sink;
  const objects = axisSum(multiplier);
  for (let band = 0; band < bandCount; band++) {
    const perObject = surface.sabinsPerObject[band] ?? 0;
    if (sabins !== null) sabins[band] = perObject * objects;
    addToSums(sums, band, perObject * multiplier.lr, perObject * multiplier.fr, perObject * multiplier.fc);
  }
  sink.enteredArea = null;
  sink.sabins63 = surface.sabins63PerObject === null ? null : surface.sabins63PerObject * objects;
  sink.maxCoefficient = Number.NEGATIVE_INFINITY;
}
