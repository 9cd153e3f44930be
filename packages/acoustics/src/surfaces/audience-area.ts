/**
 * Legacy `audience-area` (kept so saved calculations still compute). Rule chosen: the
 * coefficient is interpolated linearly in percent between the unoccupied and occupied
 * coefficients (`α = U + (O − U)·occupancy/100`, docs/product/constants.md#audience-and-variable-surfaces),
 * capped at 0.99 when limiting, and applied to a block of `width × len` on the floor/ceiling axis. The block
 * height is kept for display only. When width or length is missing the entered `area` is
 * used instead.
 */
import type { AudienceAreaSurface, AxisValues } from '../types.ts';
import {
  areaBasedAbsorption,
  interpolatePercent,
  type SurfaceContext,
  type SurfaceSink,
} from './absorption.ts';

/** The area an audience block covers: `width × len` on the floor axis, else its `area`. */
export function audienceBlockArea(surface: AudienceAreaSurface): AxisValues {
  if (surface.width !== 0 && surface.length !== 0)
    return { lr: 0, fr: 0, fc: surface.width * surface.length };
  return surface.area;
}

/** Absorption of an audience-area surface, written into `sink`. */
export function audienceAreaAbsorption(
  surface: AudienceAreaSurface,
  context: SurfaceContext,
  sink: SurfaceSink,
): void {
  const { unoccupied, occupied, occupancyPercent } = surface;
  const a63 =
    unoccupied.a63 === null || occupied.a63 === null
      ? null
      : interpolatePercent(unoccupied.a63, occupied.a63, occupancyPercent);
  areaBasedAbsorption(
    unoccupied.coefficients,
    occupied.coefficients,
    occupancyPercent,
    a63,
    audienceBlockArea(surface),
    context,
    sink,
  );
}
