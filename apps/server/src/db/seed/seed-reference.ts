import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  acousticModelStatuses,
  adminGroupPermissions,
  adminGroups,
  configuration,
  finishCategories,
} from '../schema/index.ts';
import {
  ACOUSTIC_MODEL_STATUSES,
  ADMIN_GROUPS,
  CONFIGURATION_DEFAULTS,
  FINISH_CATEGORIES,
} from './reference-data.ts';

/** Loads the reference data; running it again changes nothing. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(finishCategories)
      .values(FINISH_CATEGORIES.map((category, index) => ({ ...category, sortOrder: index })))
      .onConflictDoNothing();
    await tx
      .insert(acousticModelStatuses)
      .values(ACOUSTIC_MODEL_STATUSES.map((name, index) => ({ name, sortOrder: index })))
      .onConflictDoNothing();
    await tx
      .insert(configuration)
      .values(Object.entries(CONFIGURATION_DEFAULTS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
    for (const group of ADMIN_GROUPS) {
      await tx.insert(adminGroups).values({ name: group.name }).onConflictDoNothing();
      const [row] = await tx
        .select({ id: adminGroups.id })
        .from(adminGroups)
        .where(eq(adminGroups.name, group.name));
      if (!row) continue;
      await tx
        .insert(adminGroupPermissions)
        .values(group.permissions.map((permission) => ({ groupId: row.id, permission })))
        .onConflictDoNothing();
    }
  });
}
