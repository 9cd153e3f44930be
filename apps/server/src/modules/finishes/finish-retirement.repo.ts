import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { finishes } from '../../db/schema/index.ts';

/** A global finish's name and retirement, locked until the transaction ends; undefined when there is none. */
export async function findGlobalFinishRetirementForUpdate(
  db: Db,
  id: string,
): Promise<{ name: string; retiredOn: Date | null } | undefined> {
  const [row] = await db
    .select({ name: finishes.name, retiredOn: finishes.retiredOn })
    .from(finishes)
    .where(and(eq(finishes.id, id), isNull(finishes.organizationId)))
    .for('update');
  return row;
}

/**
 * Sets when and by whom a finish was retired (nulls: restored). `updated_on` stays: retiring is
 * not an edit of the finish's data, so a seeded row no administrator edited keeps following the
 * seed once restored (the seed loader leaves retired rows alone). The finishes version moves on
 * by the database's trigger, so browsers load their finish lists again.
 */
export async function updateFinishRetirement(
  db: Db,
  id: string,
  retirement: { retiredOn: Date | null; retiredBy: string | null },
): Promise<void> {
  await db
    .update(finishes)
    .set({ ...retirement, updatedOn: sql`${finishes.updatedOn}` })
    .where(eq(finishes.id, id));
}
