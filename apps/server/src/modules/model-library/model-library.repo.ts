import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { acousticModelStatuses, acousticModels } from '../../db/schema/index.ts';

/** The first status of a new acoustic model (the lowest sort order). */
export async function findFirstStatus(db: Db): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: acousticModelStatuses.id, name: acousticModelStatuses.name })
    .from(acousticModelStatuses)
    .orderBy(asc(acousticModelStatuses.sortOrder), asc(acousticModelStatuses.name))
    .limit(1);
  return row;
}

/** Inserts acoustic models for an organization; answers their ids. */
export async function insertModels(
  tx: Db,
  organizationId: string,
  statusId: string | null,
  count: number,
): Promise<string[]> {
  const rows = await tx
    .insert(acousticModels)
    .values(Array.from({ length: count }, () => ({ organizationId, statusId })))
    .returning({ id: acousticModels.id });
  return rows.map((row) => row.id);
}

/** Models by id with their status names and creation times. */
export async function listModelsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: acousticModels.id,
      statusName: acousticModelStatuses.name,
      createdOn: acousticModels.createdOn,
    })
    .from(acousticModels)
    .leftJoin(acousticModelStatuses, eq(acousticModelStatuses.id, acousticModels.statusId))
    .where(inArray(acousticModels.id, ids))
    .orderBy(asc(acousticModels.createdOn), asc(acousticModels.id));
}
