import { BANDS, parseCalcDocument } from '@roomtone/acoustics';
import {
  type CurrentUser,
  MESSAGES,
  RAYTRACE_LIMITS,
  RAYTRACE_MESSAGES,
  type RaytraceDetail,
  type RaytracePoint,
  type RevisionSummary,
  type SaveRaytraceBody,
} from '@roomtone/contracts';
import { type RaytracerRoom, roomFromCalcInput } from '@roomtone/raytracer';
import type { AppContext } from '../../context.ts';
import { requireOrganizationCaller } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { PROJECT_NOT_FOUND } from '../projects/projects.service.ts';
import { saveRevision } from '../rooms/revisions.service.ts';
import { RAYTRACER_KEY, toRaytraceDetail } from './raytraces.mapper.ts';
import { findRaytraceRevision } from './raytraces.repo.ts';

function badField(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', '', { errfor: { [field]: message } });
}

function isInside(room: RaytracerRoom, point: RaytracePoint): boolean {
  const margin = RAYTRACE_LIMITS.minWallDistanceM;
  return (
    Math.min(point.x, point.y, point.z) >= margin &&
    point.x <= room.lengthM - margin &&
    point.y <= room.widthM - margin &&
    point.z <= room.heightM - margin
  );
}

/**
 * The calc document of the simulated room, checked field by field (the room must be one the
 * calculator computes), with the source and receiver inside it and results that belong to these
 * settings. Answers 400 naming the field.
 */
function checkedDocument(body: SaveRaytraceBody): Record<string, unknown> {
  let document: unknown;
  try {
    document = JSON.parse(body.calc);
  } catch {
    throw badField('calc', MESSAGES.errorParsingCalculation);
  }
  const parsed = parseCalcDocument(document);
  if (!parsed.ok) throw badField(`calc.${parsed.field}`, parsed.message);
  const room = roomFromCalcInput(parsed.value);
  if (!isInside(room, body.settings.source)) throw badField('settings.source', RAYTRACE_MESSAGES.insideRoom);
  if (!isInside(room, body.settings.receiver))
    throw badField('settings.receiver', RAYTRACE_MESSAGES.insideRoom);
  const { results } = body;
  const isForTheseSettings =
    results.rayCount === body.settings.rayCount &&
    results.bands.every((band, index) => band.frequencyHz === BANDS[index]) &&
    results.decayCurves.every((curve, index) => curve.frequencyHz === BANDS[index]);
  if (!isForTheseSettings) throw badField('results', MESSAGES.errorReturningValues);
  // The calculator's gui flags stay the room's: a simulation does not change them.
  const { gui: _gui, [RAYTRACER_KEY]: _previous, ...calc } = document as Record<string, unknown>;
  return calc;
}

/**
 * Saves a simulation as a revision of a project room with `calcType: 'raytracer'`: the room's calc
 * document with the settings (seed included) and the results beside it, so the simulation can be
 * run again to the same digits. The room's checks (tenancy, the phase a pro user must name) and
 * the recomputed summary columns are the calculator's own.
 */
export async function saveRaytrace(
  context: AppContext,
  user: CurrentUser | null,
  body: SaveRaytraceBody,
): Promise<RevisionSummary> {
  requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const calc = checkedDocument(body);
  const stored = { ...calc, [RAYTRACER_KEY]: { settings: body.settings, results: body.results } };
  return saveRevision(
    context,
    user,
    body.roomId,
    { calc: JSON.stringify(stored), revisionComment: body.revisionComment, phaseId: body.phaseId ?? null },
    'raytracer',
  );
}

/** A saved simulation of a room of the caller's organization (`GET /api/raytraces/{id}`). */
export async function getRaytrace(
  context: AppContext,
  user: CurrentUser | null,
  revisionId: string,
): Promise<RaytraceDetail> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const row = await findRaytraceRevision(context.database.db, caller.organizationId, revisionId);
  const detail = row === undefined ? undefined : toRaytraceDetail(row);
  if (detail === undefined) throw new AppError('NOT_FOUND', RAYTRACE_MESSAGES.notFound);
  return detail;
}
