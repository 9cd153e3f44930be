import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen.ts';

/**
 * The tools open to everyone: the partitions list, the public and vendor calculators, a shared
 * calculation and the ray tracer.
 */
export const publicToolRoutes: RouteObject[] = [
  screen(
    '/public/partitions',
    'public',
    async () => (await import('../../features/partitions/components/partitions-page.tsx')).PartitionsPage,
  ),
  screen(
    '/public/rt',
    'public',
    async () => (await import('../routes/calculator-public-screen.tsx')).PublicCalculatorScreen,
  ),
  screen(
    '/public/rt/:link/:version?',
    'public',
    async () => (await import('../routes/shared-calculation-screen.tsx')).SharedCalculationScreen,
  ),
  screen(
    '/v/:vendorName/rt',
    'public',
    async () => (await import('../routes/vendor-calculator-screen.tsx')).VendorCalculatorScreen,
  ),
  screen(
    '/public/raytracer',
    'public',
    async () =>
      (await import('../../features/raytracer/components/public-raytracer-page.tsx')).PublicRaytracerPage,
  ),
];
