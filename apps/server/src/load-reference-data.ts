import type { Db } from './db/client.ts';
import { seedPartitions } from './db/seed/partitions/seed-partitions.ts';
import { seedReferenceData } from './db/seed/seed-reference.ts';
import { seedFinishes } from './modules/finishes/finish-import.service.ts';

/**
 * The reference data every start loads (db/prepare.ts), in order: categories, statuses, admin
 * groups and configuration; the seeded finishes, written by the finishes module with their search
 * columns; the partitions. Each part records what it applied, so running it again changes nothing.
 */
export async function loadReferenceData(db: Db): Promise<void> {
  await seedReferenceData(db);
  await seedFinishes(db);
  await seedPartitions(db);
}
