import type { ModelId, RoomResult, RoomWarning } from '@roomtone/acoustics';
import type { ReportModel } from './calc-document.ts';
import type { ReportWarning } from './reports.ts';

/**
 * How a computed room is named and printed wherever it is read: the calculator, the report, the
 * shared page and the rooms tab.
 */

/** 'Surface #2 Carpet' or, for a surface without a name, 'Surface #2' (never 'Surface #2 :'). */
export function surfaceTitle(index: number, name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? `Surface #${index + 1}` : `Surface #${index + 1} ${trimmed}`;
}

/** The models the report shows for a report-model choice (the automatic one may be none). */
export function reportModelIds(choice: ReportModel, result: Pick<RoomResult, 'autoModel'>): ModelId[] {
  if (choice === 'sabine') return ['sabine'];
  if (choice === 'eyring') return ['eyring'];
  if (choice === 'both') return ['sabine', 'eyring'];
  return result.autoModel === null ? [] : [result.autoModel];
}

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
