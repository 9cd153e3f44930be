import type { RoomWarning } from '@roomtone/acoustics';
import type { ReportWarning } from '@roomtone/contracts';
import { surfaceTitle } from './report-format.ts';

/**
 * An engine warning as the report and the shared page print it: its message, and for the
 * coefficient warnings one line per surface with the bands it concerns.
 */
export function reportWarningOf(warning: RoomWarning): ReportWarning {
  const surfaces =
    warning.code === 'sabine-coefficient-above-0.30' || warning.code === 'eyring-coefficient-above-1'
      ? warning.surfaces
      : [];
  return {
    message: warning.message,
    details: surfaces.map(
      (surface) =>
        `${surfaceTitle(surface.index, surface.name)}: ${surface.bands.map((band) => `${band} Hz`).join(', ')}`,
    ),
  };
}
