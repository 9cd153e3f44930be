import { calculateRoom, explainSurfaces, parseCalcDocument } from '@roomtone/acoustics';
import {
  type CalcType,
  type CurrentUser,
  canUseProProjectTools,
  MESSAGES,
  REVISION_PAGE_SIZE,
  type RevisionDetail,
  type RevisionSummary,
  type SaveRevisionBody,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { requireDeleter, requireOrganizationCaller } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { markProjectChanged, PROJECT_NOT_FOUND } from '../projects/projects.service.ts';
import {
  countRevisions,
  deleteRevision,
  findRevision,
  findRevisionId,
  findRevisionSummary,
  insertRevision,
  listRevisions,
  type RevisionValues,
} from './revisions.repo.ts';
import { toRevisionSummary } from './rooms.mapper.ts';
import {
  activateNewestIfNone,
  isPhaseOfProject,
  recordSaveOnRoom,
  takeRevisionNumber,
} from './rooms.repo.ts';
import { REVISION_NOT_FOUND, requireRoom } from './rooms.service.ts';

const PHASE_NOT_FOUND = 'Phase not found';

/** What the server derives from a calc document: the summary columns and the engine's results. */
export type ComputedRevision = Pick<
  RevisionValues,
  'calc' | 'len' | 'width' | 'height' | 'units' | 'results'
> & {
  gui: Record<string, unknown> | null;
};

function calcError(detail: string): AppError {
  return new AppError('BAD_REQUEST', MESSAGES.errorParsingCalculation, { errfor: { calc: detail } });
}

/**
 * Parses the calc text and recomputes everything stored beside it with the acoustics engine, so
 * no number sent by the browser is trusted: invalid JSON or an invalid document answers 400.
 */
export function computeRevision(calcText: string): ComputedRevision {
  let document: unknown;
  try {
    document = JSON.parse(calcText);
  } catch {
    throw calcError(MESSAGES.errorParsingCalculation);
  }
  const parsed = parseCalcDocument(document);
  if (!parsed.ok) throw calcError(parsed.message);
  let results: unknown;
  try {
    // A JSON round trip keeps only what jsonb can hold. The stored results keep the surfaces.
    const result = calculateRoom(parsed.value);
    results = JSON.parse(JSON.stringify({ ...result, surfaces: explainSurfaces(parsed.value, result) }));
  } catch {
    throw calcError(MESSAGES.errorReturningValues);
  }
  const record = document as Record<string, unknown>;
  const gui = record.gui;
  return {
    calc: document,
    len: parsed.value.length,
    width: parsed.value.width,
    height: parsed.value.height,
    units: parsed.value.unitSystem,
    results,
    gui:
      typeof gui === 'object' && gui !== null && !Array.isArray(gui)
        ? (gui as Record<string, unknown>)
        : null,
  };
}

/**
 * Appends a computed revision to a room and records it on the room, in one transaction. Used by
 * the API and by the demo seed, so both store exactly the same thing.
 */
export async function appendRevision(
  db: Db,
  input: {
    /** The organization the room belongs to: every write below is scoped to it. */
    organizationId: string;
    roomId: string;
    userId: string;
    phaseId: string | null;
    revisionComment: string;
    computed: ComputedRevision;
    /** A ray tracer simulation is listed with the room's revisions but never becomes its active RT revision. */
    calcType?: CalcType;
  },
): Promise<string> {
  const calcType = input.calcType ?? 'rtcalc';
  const { gui, ...stored } = input.computed;
  return db.transaction(async (tx) => {
    const revisionId = await insertRevision(tx, {
      ...stored,
      number: await takeRevisionNumber(tx, input.organizationId, input.roomId),
      roomId: input.roomId,
      phaseId: input.phaseId,
      calcType,
      revisionComment: input.revisionComment,
      createdBy: input.userId,
    });
    await recordSaveOnRoom(tx, input.organizationId, input.roomId, {
      revisionId,
      gui,
      phaseId: input.phaseId,
      userId: input.userId,
      isActivating: calcType === 'rtcalc',
    });
    return revisionId;
  });
}

/**
 * Saves a new revision of a room (`POST /api/rooms/{roomId}/rev`). Pro users must name a phase
 * of the room's project; the first revision of a room becomes its active revision.
 */
export async function saveRevision(
  context: AppContext,
  user: CurrentUser | null,
  roomId: string,
  body: SaveRevisionBody,
  calcType: CalcType = 'rtcalc',
): Promise<RevisionSummary> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  const room = await requireRoom(db, caller, roomId);
  const phaseId = body.phaseId ?? null;
  if (phaseId === null && canUseProProjectTools(caller.viewer)) {
    throw new AppError('BAD_REQUEST', '', { errfor: { phaseId: MESSAGES.required } });
  }
  if (phaseId !== null && !(await isPhaseOfProject(db, caller.organizationId, room.projectId, phaseId))) {
    throw new AppError('NOT_FOUND', PHASE_NOT_FOUND, { errfor: { phaseId: PHASE_NOT_FOUND } });
  }
  const computed = computeRevision(body.calc);
  const revisionId = await appendRevision(db, {
    organizationId: caller.organizationId,
    roomId,
    userId: caller.userId,
    phaseId,
    revisionComment: body.revisionComment,
    computed,
    calcType,
  });
  await markProjectChanged(db, caller, room.projectId);
  const saved = await findRevisionSummary(db, caller.organizationId, revisionId);
  if (!saved) throw new AppError('NOT_FOUND', REVISION_NOT_FOUND);
  return toRevisionSummary(saved);
}

/** One revision with its calc document as JSON text. */
export async function getRevision(
  context: AppContext,
  user: CurrentUser | null,
  roomId: string,
  number: number,
): Promise<RevisionDetail> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const row = await findRevision(context.database.db, caller.organizationId, roomId, number);
  if (!row) throw new AppError('NOT_FOUND', REVISION_NOT_FOUND);
  const { calc, ...summary } = row;
  return { ...toRevisionSummary(summary), calc: JSON.stringify(calc) };
}

/** One page of a room's revisions, newest first. */
export async function listRevisionPage(
  context: AppContext,
  user: CurrentUser | null,
  roomId: string,
  page: number,
) {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  await requireRoom(db, caller, roomId);
  const [rows, total] = await Promise.all([
    listRevisions(db, caller.organizationId, roomId, REVISION_PAGE_SIZE, (page - 1) * REVISION_PAGE_SIZE),
    countRevisions(db, caller.organizationId, roomId),
  ]);
  return {
    revisions: rows.map(toRevisionSummary),
    page,
    pages: { total: Math.max(1, Math.ceil(total / REVISION_PAGE_SIZE)) },
    total,
  };
}

/**
 * Deletes a revision (organization-level users only; a revision of another organization's room
 * answers 404 before the role check). When it was the active one, the newest remaining revision
 * becomes active, so a room with revisions always has one.
 */
export async function removeRevision(
  context: AppContext,
  user: CurrentUser | null,
  roomId: string,
  number: number,
): Promise<void> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  await requireRoom(db, caller, roomId);
  if ((await findRevisionId(db, caller.organizationId, roomId, number)) === undefined) {
    throw new AppError('NOT_FOUND', REVISION_NOT_FOUND);
  }
  requireDeleter(caller.viewer);
  await db.transaction(async (tx) => {
    const deleted = await deleteRevision(tx, caller.organizationId, roomId, number);
    if (!deleted) throw new AppError('NOT_FOUND', REVISION_NOT_FOUND);
    await activateNewestIfNone(tx, caller.organizationId, roomId);
  });
}
