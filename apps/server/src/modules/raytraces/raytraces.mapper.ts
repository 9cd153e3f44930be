import { type RaytraceDetail, RaytraceResultsSchema, RaytraceSettingsSchema } from '@roomtone/contracts';
import type { RaytraceRow } from './raytraces.repo.ts';

/** Key of the simulation inside a ray tracer revision's calc document. */
export const RAYTRACER_KEY = 'raytracer';

/**
 * A stored ray tracer revision as the API returns it: the room's calc document (without the
 * simulation) as JSON text, and the settings and results; `undefined` when the stored simulation
 * is not one (it is then answered as not found).
 */
export function toRaytraceDetail(row: RaytraceRow): RaytraceDetail | undefined {
  if (typeof row.calc !== 'object' || row.calc === null || Array.isArray(row.calc)) return undefined;
  const { [RAYTRACER_KEY]: simulation, ...calc } = row.calc as Record<string, unknown>;
  const stored =
    typeof simulation === 'object' && simulation !== null ? (simulation as Record<string, unknown>) : {};
  const settings = RaytraceSettingsSchema.safeParse(stored.settings);
  const results = RaytraceResultsSchema.safeParse(stored.results);
  if (!settings.success || !results.success) return undefined;
  return {
    _id: row.id,
    id: row.number,
    roomId: row.roomId,
    projectId: row.projectId,
    phaseId: row.phaseId,
    calcType: row.calcType,
    revisionComment: row.revisionComment,
    createdOn: row.createdOn.toISOString(),
    createdBy: row.createdBy,
    len: row.len,
    width: row.width,
    height: row.height,
    units: row.units,
    calc: JSON.stringify(calc),
    settings: settings.data,
    results: results.data,
  };
}
