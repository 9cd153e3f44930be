import {
  type CreateRoomBody,
  type CurrentUser,
  MESSAGES,
  type PhaseOption,
  ROOM_DETAIL_REVISION_LIMIT,
  type RoomDetail,
  type RoomListItem,
  type UpdateRoomBody,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { type OrganizationCaller, requireDeleter, requireOrganizationCaller } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { markProjectChanged, PROJECT_NOT_FOUND, requireProject } from '../projects/projects.service.ts';
import { countRevisions, findRevisionId } from './revisions.repo.ts';
import { findRoomDetail } from './room-detail.repo.ts';
import { toPhaseOption, toRoomDetail, toRoomListItem } from './rooms.mapper.ts';
import { deleteRoom, findRoom, insertRoom, listRooms, type RoomRow, updateRoom } from './rooms.repo.ts';

const ROOM_NOT_FOUND = 'Room not found';
export const REVISION_NOT_FOUND = 'Revision not found';

/** The room in the caller's organization, or 404. */
export async function requireRoom(db: Db, caller: OrganizationCaller, roomId: string): Promise<RoomRow> {
  const row = await findRoom(db, caller.organizationId, roomId);
  if (!row) throw new AppError('NOT_FOUND', ROOM_NOT_FOUND);
  return row;
}

/** The room screen's read: the room with its count, newest revisions and phases, in one statement. */
async function loadRoom(db: Db, caller: OrganizationCaller, roomId: string) {
  const row = await findRoomDetail(db, caller.organizationId, roomId, ROOM_DETAIL_REVISION_LIMIT);
  if (!row) throw new AppError('NOT_FOUND', ROOM_NOT_FOUND);
  return {
    room: toRoomDetail(row, row.newestRevisions, row.revisionCount),
    phases: row.phaseOptions.map(toPhaseOption),
  };
}

/** A room with its newest revisions and the phases of its project. */
export async function getRoom(
  context: AppContext,
  user: CurrentUser | null,
  roomId: string,
): Promise<{ room: RoomDetail; phases: PhaseOption[] }> {
  return loadRoom(context.database.db, requireOrganizationCaller(user, PROJECT_NOT_FOUND), roomId);
}

/** The rooms of a project of the caller's organization. */
export async function listProjectRooms(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
): Promise<RoomListItem[]> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
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
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
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
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  await requireRoom(db, caller, roomId);
  let activeRevisionId: string | null = null;
  if (body.activeRTRevision === null) {
    if ((await countRevisions(db, caller.organizationId, roomId)) > 0) {
      throw new AppError('BAD_REQUEST', '', { errfor: { activeRTRevision: MESSAGES.required } });
    }
  } else {
    activeRevisionId =
      (await findRevisionId(db, caller.organizationId, roomId, body.activeRTRevision)) ?? null;
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

/**
 * Deletes a room with its revisions (organization-level users only, like its revisions). A room of
 * another organization or project answers 404 before the role check.
 */
export async function removeRoom(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  roomId: string,
): Promise<void> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  const room = await requireRoom(db, caller, roomId);
  if (room.projectId !== projectId) throw new AppError('NOT_FOUND', ROOM_NOT_FOUND);
  requireDeleter(caller.viewer);
  if (!(await deleteRoom(db, caller.organizationId, projectId, roomId))) {
    throw new AppError('NOT_FOUND', ROOM_NOT_FOUND);
  }
}
