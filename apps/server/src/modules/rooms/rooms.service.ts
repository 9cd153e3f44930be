import { calculateRoom, parseCalcDocument } from '@roomtone/acoustics';
import {
  type CreateRoomBody,
  type CurrentUser,
  canUseProProjectTools,
  MESSAGES,
  type PhaseOption,
  REVISION_PAGE_SIZE,
  type RevisionDetail,
  type RevisionSummary,
  ROOM_DETAIL_REVISION_LIMIT,
  type RoomDetail,
  type RoomListItem,
  type SaveRevisionBody,
  type UpdateRoomBody,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { markProjectChanged, requireProject } from '../projects/projects.service.ts';
import { requireDeleter, type WorkspaceCaller, workspaceCaller } from '../projects/workspace.service.ts';
import { toPhaseOption, toRevisionSummary, toRoomDetail, toRoomListItem } from './rooms.mapper.ts';
import {
  activateNewestIfNone,
  countRevisions,
  deleteRevision,
  deleteRoom,
  findRevision,
  findRevisionId,
  findRevisionSummary,
  findRoom,
  insertRevision,
  insertRoom,
  isPhaseOfProject,
  listPhaseOptions,
  listRevisions,
  listRooms,
  type RevisionValues,
  type RoomRow,
  recordSaveOnRoom,
  updateRoom,
} from './rooms.repo.ts';

const ROOM_NOT_FOUND = 'Room not found';
const REVISION_NOT_FOUND = 'Revision not found';
const PHASE_NOT_FOUND = 'Phase not found';

async function requireRoom(db: Db, caller: WorkspaceCaller, roomId: string): Promise<RoomRow> {
  const row = await findRoom(db, caller.organizationId, roomId);
  if (!row) throw new AppError('NOT_FOUND', ROOM_NOT_FOUND);
  return row;
}

async function loadRoom(db: Db, caller: WorkspaceCaller, roomId: string) {
  const row = await requireRoom(db, caller, roomId);
  const [revisions, revisionCount, phases] = await Promise.all([
    listRevisions(db, caller.organizationId, roomId, ROOM_DETAIL_REVISION_LIMIT, 0),
    countRevisions(db, caller.organizationId, roomId),
    listPhaseOptions(db, caller.organizationId, row.projectId),
  ]);
  return { room: toRoomDetail(row, revisions, revisionCount), phases: phases.map(toPhaseOption) };
}

/** A room with its newest revisions and the phases of its project. */
export async function getRoom(
  context: AppContext,
  user: CurrentUser | null,
  roomId: string,
): Promise<{ room: RoomDetail; phases: PhaseOption[] }> {
  return loadRoom(context.database.db, workspaceCaller(user), roomId);
}

/** The rooms of a project of the caller's organization. */
export async function listProjectRooms(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
): Promise<RoomListItem[]> {
  const caller = workspaceCaller(user);
  const db = context.database.db;
  await requireProject(db, caller, projectId);
  return (await listRooms(db, caller.organizationId, projectId)).map(toRoomListItem);
}

/** Adds a room to a project of the caller's organization. */
export async function createRoom(
  context: AppContext,
  user: CurrentUser | null,
  body: CreateRoomBody,
): Promise<RoomListItem> {
  const caller = workspaceCaller(user);
  const db = context.database.db;
  const id = await db.transaction(async (tx) => {
    await requireProject(tx, caller, body.projectId);
    const roomId = await insertRoom(tx, {
      projectId: body.projectId,
      name: body.name,
      number: body.number,
      createdBy: caller.userId,
    });
    await markProjectChanged(tx, caller, body.projectId);
    return roomId;
  });
  const created = (await listRooms(db, caller.organizationId, body.projectId)).find((row) => row.id === id);
  if (!created) throw new AppError('NOT_FOUND', ROOM_NOT_FOUND);
  return toRoomListItem(created);
}

/** Saves Room Settings: name, number and the active revision, which must be one of this room's. */
export async function saveRoom(
  context: AppContext,
  user: CurrentUser | null,
  roomId: string,
  body: UpdateRoomBody,
): Promise<{ room: RoomDetail; phases: PhaseOption[] }> {
  const caller = workspaceCaller(user);
  const db = context.database.db;
  await requireRoom(db, caller, roomId);
  let activeRevisionId: string | null = null;
  if (body.activeRTRevision === null) {
    if ((await countRevisions(db, caller.organizationId, roomId)) > 0) {
      throw new AppError('BAD_REQUEST', '', { errfor: { activeRTRevision: MESSAGES.required } });
    }
  } else {
    activeRevisionId = (await findRevisionId(db, roomId, body.activeRTRevision)) ?? null;
    if (activeRevisionId === null) {
      throw new AppError('NOT_FOUND', REVISION_NOT_FOUND, {
        errfor: { activeRTRevision: 'Choose a revision of this room' },
      });
    }
  }
  await updateRoom(db, caller.organizationId, roomId, {
    name: body.name,
    number: body.number,
    activeRevisionId,
    updatedBy: caller.userId,
  });
  return loadRoom(db, caller, roomId);
}

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
    // A JSON round trip keeps only what jsonb can hold.
    results = JSON.parse(JSON.stringify(calculateRoom(parsed.value)));
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
    roomId: string;
    userId: string;
    phaseId: string | null;
    revisionComment: string;
    computed: ComputedRevision;
  },
): Promise<string> {
  const { gui, ...stored } = input.computed;
  return db.transaction(async (tx) => {
    const revisionId = await insertRevision(tx, {
      ...stored,
      roomId: input.roomId,
      phaseId: input.phaseId,
      calcType: 'rtcalc',
      revisionComment: input.revisionComment,
      createdBy: input.userId,
    });
    await recordSaveOnRoom(tx, input.roomId, {
      revisionId,
      gui,
      phaseId: input.phaseId,
      userId: input.userId,
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
): Promise<RevisionSummary> {
  const caller = workspaceCaller(user);
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
    roomId,
    userId: caller.userId,
    phaseId,
    revisionComment: body.revisionComment,
    computed,
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
  const caller = workspaceCaller(user);
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
  const caller = workspaceCaller(user);
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
 * Deletes a revision (organization-level users only). When it was the active one, the newest
 * remaining revision becomes active, so a room with revisions always has one.
 */
export async function removeRevision(
  context: AppContext,
  user: CurrentUser | null,
  roomId: string,
  number: number,
): Promise<void> {
  const caller = workspaceCaller(user);
  requireDeleter(caller.viewer);
  await context.database.db.transaction(async (tx) => {
    const deleted = await deleteRevision(tx, caller.organizationId, roomId, number);
    if (!deleted) throw new AppError('NOT_FOUND', REVISION_NOT_FOUND);
    await activateNewestIfNone(tx, roomId);
  });
}

/** Deletes a room with its revisions (organization-level users only, like its revisions). */
export async function removeRoom(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  roomId: string,
): Promise<void> {
  const caller = workspaceCaller(user);
  requireDeleter(caller.viewer);
  if (!(await deleteRoom(context.database.db, caller.organizationId, projectId, roomId))) {
    throw new AppError('NOT_FOUND', ROOM_NOT_FOUND);
  }
}
