import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  acousticModelStatuses,
  acousticModels,
  organizationSubscriptions,
  organizations,
} from '../../db/schema/index.ts';

/**
 * Removes the acoustic models among `ids` that were not started: still in the first status (the
 * lowest sort order, the one a new model gets) or without a status. Answers the removed ids.
 */
export async function deleteUnstartedModels(tx: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const [first] = await tx
    .select({ id: acousticModelStatuses.id })
    .from(acousticModelStatuses)
    .orderBy(asc(acousticModelStatuses.sortOrder), asc(acousticModelStatuses.name))
    .limit(1);
  const unstarted =
    first === undefined
      ? isNull(acousticModels.statusId)
      : or(isNull(acousticModels.statusId), eq(acousticModels.statusId, first.id));
  const removed = await tx
    .delete(acousticModels)
    .where(and(inArray(acousticModels.id, ids), unstarted))
    .returning({ id: acousticModels.id });
  return removed.map((row) => row.id);
}

/** The ids among `ids` whose acoustic models still exist. */
export async function listExistingModelIds(tx: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: acousticModels.id })
    .from(acousticModels)
    .where(inArray(acousticModels.id, ids));
  return rows.map((row) => row.id);
}

/** The plan an organization is on now (null: none; undefined: no such organization). */
export async function findOrganizationPlanCode(
  tx: Db,
  organizationId: string,
): Promise<string | null | undefined> {
  const [row] = await tx
    .select({ planCode: organizations.planCode })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.planCode;
}

/** Moves an organization's renewal date (a refunded period taken off). */
export async function setPeriodEnd(tx: Db, organizationId: string, end: Date): Promise<void> {
  await tx
    .update(organizationSubscriptions)
    .set({ currentPeriodEnd: end })
    .where(eq(organizationSubscriptions.organizationId, organizationId));
}
