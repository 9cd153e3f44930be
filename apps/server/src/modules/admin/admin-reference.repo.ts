import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { acousticModelStatuses, finishCategories } from '../../db/schema/index.ts';

const modelCount = sql<number>`(select count(*)::int from acoustic_models m where m.status_id = acoustic_model_statuses.id)`;
const statusColumns = {
  id: acousticModelStatuses.id,
  name: acousticModelStatuses.name,
  sortOrder: acousticModelStatuses.sortOrder,
  modelCount,
};

/** Every acoustic-model status in its order. */
export function listStatuses(db: Db) {
  return db
    .select(statusColumns)
    .from(acousticModelStatuses)
    .orderBy(asc(acousticModelStatuses.sortOrder), asc(acousticModelStatuses.name));
}

/** One status. */
export async function findStatus(db: Db, id: string) {
  const [row] = await db
    .select(statusColumns)
    .from(acousticModelStatuses)
    .where(eq(acousticModelStatuses.id, id));
  return row;
}

/** Adds a status; answers its id. */
export async function insertStatus(db: Db, values: { name: string; sortOrder: number }): Promise<string> {
  const [row] = await db
    .insert(acousticModelStatuses)
    .values(values)
    .returning({ id: acousticModelStatuses.id });
  if (!row) throw new Error('status insert returned no row');
  return row.id;
}

/** Changes a status; answers whether it exists. */
export async function updateStatus(db: Db, id: string, values: { name: string; sortOrder: number }) {
  const rows = await db
    .update(acousticModelStatuses)
    .set(values)
    .where(eq(acousticModelStatuses.id, id))
    .returning({ id: acousticModelStatuses.id });
  return rows.length > 0;
}

/** Deletes a status. */
export async function deleteStatus(db: Db, id: string): Promise<void> {
  await db.delete(acousticModelStatuses).where(eq(acousticModelStatuses.id, id));
}

const finishCount = sql<number>`(select count(*)::int from finishes f where f.category_id = finish_categories.id)`;
const categoryColumns = {
  id: finishCategories.id,
  name: finishCategories.name,
  isPublic: finishCategories.isPublic,
  sortOrder: finishCategories.sortOrder,
  finishCount,
};

/** Every finish category in its order. */
export function listCategories(db: Db) {
  return db
    .select(categoryColumns)
    .from(finishCategories)
    .orderBy(asc(finishCategories.sortOrder), asc(finishCategories.name));
}

/** One category. */
export async function findCategory(db: Db, id: string) {
  const [row] = await db.select(categoryColumns).from(finishCategories).where(eq(finishCategories.id, id));
  return row;
}

/** The values of a category. */
export type CategoryValues = { name: string; isPublic: boolean; sortOrder: number };

/** Adds a category; answers its id. */
export async function insertCategory(db: Db, values: CategoryValues): Promise<string> {
  const [row] = await db.insert(finishCategories).values(values).returning({ id: finishCategories.id });
  if (!row) throw new Error('category insert returned no row');
  return row.id;
}

/** Changes a category; answers whether it exists. */
export async function updateCategory(db: Db, id: string, values: CategoryValues) {
  const rows = await db
    .update(finishCategories)
    .set(values)
    .where(eq(finishCategories.id, id))
    .returning({ id: finishCategories.id });
  return rows.length > 0;
}

/** Deletes a category; its finishes keep existing without one (the foreign key sets null). */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  await db.delete(finishCategories).where(eq(finishCategories.id, id));
}
