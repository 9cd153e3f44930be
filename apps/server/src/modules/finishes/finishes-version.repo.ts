import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configuration } from '../../db/schema/index.ts';

/** The configuration key of the finishes version (docs/product/api.md#finishes). */
export const FINISHES_VERSION_KEY = 'finishes.version';

/** The current finishes version. */
export async function readFinishesVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: configuration.value })
    .from(configuration)
    .where(eq(configuration.key, FINISHES_VERSION_KEY))
    .limit(1);
  return row?.value ?? '0';
}

/**
 * Moves the finishes version on. The database does it by itself on every write to finishes or
 * finish categories, on an organization's plan change and on its deletion (triggers of migration
 * 0004); this is for a change the triggers cannot see. The formula lives in the database
 * function `finishes_version_next`: the time in milliseconds, or one more than the old value if
 * that is larger, so it never repeats.
 */
export async function bumpFinishesVersion(db: Db): Promise<void> {
  await db.execute(sql`select finishes_version_next()`);
}
