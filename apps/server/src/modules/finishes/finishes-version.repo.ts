import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configuration } from '../../db/schema/index.ts';

/** The configuration key of the finishes version (SPEC section 7). */
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
 * Moves the finishes version on; call it in the transaction of every finish or category write.
 * The new value is the time in milliseconds, or one more than the old value if that is larger,
 * so it never repeats, not even after the database is created anew.
 */
export async function bumpFinishesVersion(db: Db): Promise<void> {
  const now = sql`floor(extract(epoch from clock_timestamp()) * 1000)::bigint`;
  await db
    .insert(configuration)
    .values({ key: FINISHES_VERSION_KEY, value: sql`(${now})::text` })
    .onConflictDoUpdate({
      target: configuration.key,
      set: {
        value: sql`greatest(case when ${configuration.value} ~ '^[0-9]{1,18}$' then ${configuration.value}::bigint + 1 else 0 end, ${now})::text`,
      },
    });
}
