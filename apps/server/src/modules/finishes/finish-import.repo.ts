import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configuration, finishes } from '../../db/schema/index.ts';
import type { FinishValues } from './finishes.repo.ts';

/** Rows written per insert statement of a bulk import. */
const INSERT_CHUNK = 100;

/** The value stored under a configuration key, or undefined. */
export async function findConfigurationValue(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: configuration.value })
    .from(configuration)
    .where(eq(configuration.key, key));
  return row?.value;
}

/** Stores a configuration value (added or replaced). */
export async function saveConfigurationValue(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(configuration)
    .values({ key, value })
    .onConflictDoUpdate({ target: configuration.key, set: { value } });
}

/** Inserts the finishes whose seed id is not stored yet; answers how many were inserted. */
export async function insertMissingFinishes(db: Db, values: FinishValues[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < values.length; start += INSERT_CHUNK) {
    const rows = await db
      .insert(finishes)
      .values(values.slice(start, start + INSERT_CHUNK))
      .onConflictDoNothing()
      .returning({ id: finishes.id });
    inserted += rows.length;
  }
  return inserted;
}

/** Inserts new finishes (every row is new). */
export async function insertFinishes(db: Db, values: FinishValues[]): Promise<void> {
  await db.insert(finishes).values(values);
}

/**
 * The global finishes with these seed ids that no administrator has edited or retired: a row is
 * the seed's own while its `updated_on` equals its `created_on` (an administrator's edit moves
 * `updated_on`, finishes.repo.ts).
 */
export function listUneditedSeededFinishes(db: Db, seedIds: string[]) {
  return db
    .select()
    .from(finishes)
    .where(
      and(
        inArray(finishes.finishId, seedIds),
        isNull(finishes.organizationId),
        eq(finishes.updatedOn, finishes.createdOn),
        isNull(finishes.retiredOn),
      ),
    );
}

/** Gives an unedited seeded finish new values, leaving it unedited (`updated_on` stays `created_on`). */
export async function updateUneditedSeededFinish(
  db: Db,
  id: string,
  values: Partial<FinishValues>,
): Promise<void> {
  await db
    .update(finishes)
    .set({ ...values, updatedOn: sql`${finishes.createdOn}` })
    .where(and(eq(finishes.id, id), eq(finishes.updatedOn, finishes.createdOn), isNull(finishes.retiredOn)));
}
