import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { configuration, partitionElements, partitions } from '../../schema/index.ts';
import { PartitionSeedFileSchema } from './seed-format.ts';

/** Configuration key recording the data version of the partitions seed last applied. */
const SEED_VERSION_KEY = 'partitions.seed';

/**
 * Loads the element codes and the seeded partitions at start. Rows are matched by source key
 * and only missing ones are inserted; once a data version is applied, later starts skip the work.
 */
export async function seedPartitions(db: Db): Promise<{ inserted: number }> {
  const seed = PartitionSeedFileSchema.parse(
    JSON.parse(readFileSync(join(import.meta.dirname, 'partitions.v1.json'), 'utf8')),
  );
  const [applied] = await db
    .select({ value: configuration.value })
    .from(configuration)
    .where(eq(configuration.key, SEED_VERSION_KEY));
  if (applied?.value === String(seed.dataVersion)) return { inserted: 0 };

  return db.transaction(async (tx) => {
    if (seed.elements.length > 0)
      await tx.insert(partitionElements).values(seed.elements).onConflictDoNothing();
    const rows =
      seed.rows.length === 0
        ? []
        : await tx
            .insert(partitions)
            .values(seed.rows.map(({ testDate, ...row }) => ({ ...row, testDate })))
            .onConflictDoNothing()
            .returning({ id: partitions.id });
    await tx
      .insert(configuration)
      .values({ key: SEED_VERSION_KEY, value: String(seed.dataVersion) })
      .onConflictDoUpdate({ target: configuration.key, set: { value: String(seed.dataVersion) } });
    return { inserted: rows.length };
  });
}
