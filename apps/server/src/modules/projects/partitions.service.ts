import {
  type CurrentUser,
  MESSAGES,
  type ProjectPartition,
  type ProjectPartitionBody,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { type OrganizationCaller, requireOrganizationCaller, requireProTools } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deletePartition,
  findPartition,
  insertPartition,
  listPartitions,
  roomsOfProject,
  updatePartition,
} from './partitions.repo.ts';
import { toPartition } from './projects.mapper.ts';
import { PROJECT_NOT_FOUND, requireProject } from './projects.service.ts';

const PARTITION_NOT_FOUND = 'Partition not found';

/** Both rooms must be rooms of this project; a room of anything else answers 404. */
async function requireRooms(
  db: Db,
  caller: OrganizationCaller,
  projectId: string,
  body: ProjectPartitionBody,
) {
  const found = await roomsOfProject(db, caller.organizationId, projectId, [
    body.sourceRoomId,
    body.receiveRoomId,
  ]);
  const errfor: Record<string, string> = {};
  if (!found.has(body.sourceRoomId)) errfor.sourceRoomId = MESSAGES.sourceRoomRequired;
  if (!found.has(body.receiveRoomId)) errfor.receiveRoomId = MESSAGES.receiveRoomRequired;
  if (Object.keys(errfor).length > 0) throw new AppError('NOT_FOUND', 'Room not found', { errfor });
}

async function loadPartition(db: Db, caller: OrganizationCaller, projectId: string, partitionId: string) {
  const row = await findPartition(db, caller.organizationId, projectId, partitionId);
  if (!row) throw new AppError('NOT_FOUND', PARTITION_NOT_FOUND);
  return toPartition(row);
}

/** The partitions of a project of the caller's organization with their privacy ratings. */
export async function listProjectPartitions(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
): Promise<ProjectPartition[]> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  await requireProject(db, caller, projectId);
  return (await listPartitions(db, caller.organizationId, projectId)).map(toPartition);
}

/** Adds a partition between two rooms of the project (pro only, checked after the project and rooms). */
export async function createPartition(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  body: ProjectPartitionBody,
): Promise<ProjectPartition> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  await requireProject(db, caller, projectId);
  await requireRooms(db, caller, projectId, body);
  requireProTools(caller.viewer);
  const id = await insertPartition(db, projectId, body);
  return loadPartition(db, caller, projectId, id);
}

/** Saves a partition (pro only, checked after the partition and rooms). */
export async function savePartition(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  partitionId: string,
  body: ProjectPartitionBody,
): Promise<ProjectPartition> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  await loadPartition(db, caller, projectId, partitionId);
  await requireRooms(db, caller, projectId, body);
  requireProTools(caller.viewer);
  await updatePartition(db, caller.organizationId, projectId, partitionId, body);
  return loadPartition(db, caller, projectId, partitionId);
}

/** Deletes a partition (pro only; a partition of another organization or project answers 404 first). */
export async function removePartition(
  context: AppContext,
  user: CurrentUser | null,
  projectId: string,
  partitionId: string,
): Promise<void> {
  const caller = requireOrganizationCaller(user, PROJECT_NOT_FOUND);
  const db = context.database.db;
  await loadPartition(db, caller, projectId, partitionId);
  requireProTools(caller.viewer);
  if (!(await deletePartition(db, caller.organizationId, projectId, partitionId))) {
    throw new AppError('NOT_FOUND', PARTITION_NOT_FOUND);
  }
}
