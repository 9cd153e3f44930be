import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { projectPartitions, rooms } from '../../db/schema/index.ts';
import { projectInTenant } from './projects.repo.ts';

/** A partition's writable fields. */
export type PartitionValues = {
  sourceRoomId: string;
  receiveRoomId: string;
  nc: number;
  stc: number;
  surfaceArea: number;
};

const sourceRoom = alias(rooms, 'source_room');
const receiveRoom = alias(rooms, 'receive_room');

function inProject(organizationId: string, projectId: string) {
  return and(
    eq(projectPartitions.projectId, projectId),
    projectInTenant(projectPartitions.projectId, organizationId),
  );
}

function selectPartitions(db: Db) {
  return db
    .select({
      id: projectPartitions.id,
      nc: projectPartitions.nc,
      stc: projectPartitions.stc,
      surfaceArea: projectPartitions.surfaceArea,
      createdOn: projectPartitions.createdOn,
      updatedOn: projectPartitions.updatedOn,
      sourceId: sourceRoom.id,
      sourceName: sourceRoom.name,
      sourceNumber: sourceRoom.number,
      receiveId: receiveRoom.id,
      receiveName: receiveRoom.name,
      receiveNumber: receiveRoom.number,
    })
    .from(projectPartitions)
    .leftJoin(sourceRoom, eq(sourceRoom.id, projectPartitions.sourceRoomId))
    .leftJoin(receiveRoom, eq(receiveRoom.id, projectPartitions.receiveRoomId));
}

/** A partition with the names of its rooms. */
export type PartitionRow = Awaited<ReturnType<typeof listPartitions>>[number];

/** The partitions of a project of the organization, oldest first. */
export async function listPartitions(db: Db, organizationId: string, projectId: string) {
  return selectPartitions(db)
    .where(inProject(organizationId, projectId))
    .orderBy(asc(projectPartitions.createdOn), asc(projectPartitions.id));
}

/** One partition of a project of the organization. */
export async function findPartition(
  db: Db,
  organizationId: string,
  projectId: string,
  partitionId: string,
): Promise<PartitionRow | undefined> {
  const [row] = await selectPartitions(db)
    .where(and(eq(projectPartitions.id, partitionId), inProject(organizationId, projectId)))
    .limit(1);
  return row;
}

/** The ids among these that are rooms of this project of the organization. */
export async function roomsOfProject(
  db: Db,
  organizationId: string,
  projectId: string,
  roomIds: string[],
): Promise<Set<string>> {
  if (roomIds.length === 0) return new Set();
  const rows = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(
      and(
        inArray(rooms.id, roomIds),
        eq(rooms.projectId, projectId),
        projectInTenant(rooms.projectId, organizationId),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Adds a partition to a project already checked to be the caller's; returns its id. */
export async function insertPartition(db: Db, projectId: string, values: PartitionValues): Promise<string> {
  const [row] = await db
    .insert(projectPartitions)
    .values({ projectId, ...values })
    .returning({ id: projectPartitions.id });
  if (!row) throw new Error('partition insert returned no row');
  return row.id;
}

/** Updates a partition of a project of the organization. */
export async function updatePartition(
  db: Db,
  organizationId: string,
  projectId: string,
  partitionId: string,
  values: PartitionValues,
): Promise<boolean> {
  const rows = await db
    .update(projectPartitions)
    .set(values)
    .where(and(eq(projectPartitions.id, partitionId), inProject(organizationId, projectId)))
    .returning({ id: projectPartitions.id });
  return rows.length > 0;
}

/** Deletes a partition of a project of the organization. */
export async function deletePartition(
  db: Db,
  organizationId: string,
  projectId: string,
  partitionId: string,
): Promise<boolean> {
  const rows = await db
    .delete(projectPartitions)
    .where(and(eq(projectPartitions.id, partitionId), inProject(organizationId, projectId)))
    .returning({ id: projectPartitions.id });
  return rows.length > 0;
}
