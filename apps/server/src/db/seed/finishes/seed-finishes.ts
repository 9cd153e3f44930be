import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addSearchWords } from '../../../modules/finishes/finishes.repo.ts';
import { searchColumnsOf } from '../../../modules/finishes/search-text.ts';
import type { Db } from '../../client.ts';
import { configuration, finishes } from '../../schema/index.ts';
import { readFinishSeed } from './seed-files.ts';
import type { FinishSeedRow } from './seed-format.ts';

/** Configuration key recording the data version of the finishes seed last applied. */
const SEED_VERSION_KEY = 'finishes.seed';

type SeedValues = Omit<FinishSeedRow, 'category'> & {
  categoryId: string;
  feat1: string;
  searchName: string;
  searchText: string;
};

/** The columns a seed row writes, compared to decide whether a stored row needs the new data. */
const SEEDED_COLUMNS = [
  'name',
  'description',
  'altkeywords',
  'manufacturer',
  'model',
  'thickness',
  'density',
  'mounting',
  'feat1',
  'unit',
  'a63',
  'a125',
  'a250',
  'a500',
  'a1000',
  'a2000',
  'a4000',
  'source',
  'flags',
  'categoryId',
  'searchName',
  'searchText',
] as const satisfies readonly (keyof SeedValues)[];

/**
 * Loads the seeded finishes at start. Rows are matched by their seed id: missing ones are
 * inserted, and rows no administrator has edited take the seed's newer data (a new name, a
 * corrected value). A row is the seed's own while its `updated_on` equals its `created_on`: an
 * administrator's edit moves `updated_on` (finishes.repo.ts), the loader's updates leave it, so
 * an edited row is never overwritten. A row an administrator retired counts as edited: the loader
 * neither updates it nor ever writes `retired_on`, so a retired finish stays retired (restored, an
 * unedited row follows the seed again). Once a data version is applied, later starts skip the work.
 * Any change moves the finishes version on (a database trigger).
 */
export async function seedFinishes(db: Db): Promise<{ inserted: number; updated: number }> {
  const seed = readFinishSeed();
  const [applied] = await db
    .select({ value: configuration.value })
    .from(configuration)
    .where(eq(configuration.key, SEED_VERSION_KEY));
  if (applied?.value === String(seed.dataVersion)) return { inserted: 0, updated: 0 };

  return db.transaction(async (tx) => {
    const categories = await tx.query.finishCategories.findMany({ columns: { id: true, name: true } });
    const categoryIds = new Map(categories.map((category) => [category.name, category.id]));
    const values: SeedValues[] = seed.rows.map(({ category, ...row }) => {
      const categoryId = categoryIds.get(category);
      if (!categoryId) throw new Error(`finish seed ${row.finishId}: unknown category '${category}'`);
      return { ...row, feat1: row.feat1 ?? '', categoryId, ...searchColumnsOf(row) };
    });
    let inserted = 0;
    for (let start = 0; start < values.length; start += 100) {
      const rows = await tx
        .insert(finishes)
        .values(values.slice(start, start + 100))
        .onConflictDoNothing()
        .returning({ id: finishes.id });
      inserted += rows.length;
    }
    const updated = await updateUneditedRows(tx, values);
    await addSearchWords(
      tx,
      values.flatMap((row) => row.searchText.trim().split(' ')),
    );
    await tx
      .insert(configuration)
      .values({ key: SEED_VERSION_KEY, value: String(seed.dataVersion) })
      .onConflictDoUpdate({ target: configuration.key, set: { value: String(seed.dataVersion) } });
    return { inserted, updated };
  });
}

/** Brings the seeded rows no administrator has edited or retired to the seed's data; answers how many changed. */
async function updateUneditedRows(db: Db, values: SeedValues[]): Promise<number> {
  const byFinishId = new Map(values.map((row) => [row.finishId, row]));
  const stored = await db
    .select()
    .from(finishes)
    .where(
      and(
        inArray(finishes.finishId, [...byFinishId.keys()]),
        isNull(finishes.organizationId),
        eq(finishes.updatedOn, finishes.createdOn),
        isNull(finishes.retiredOn),
      ),
    );
  let updated = 0;
  for (const row of stored) {
    const next = row.finishId === null ? undefined : byFinishId.get(row.finishId);
    if (!next || SEEDED_COLUMNS.every((column) => row[column] === next[column])) continue;
    const { finishId: _finishId, ...changes } = next;
    await db
      .update(finishes)
      .set({ ...changes, updatedOn: sql`${finishes.createdOn}` })
      .where(
        and(eq(finishes.id, row.id), eq(finishes.updatedOn, finishes.createdOn), isNull(finishes.retiredOn)),
      );
    updated += 1;
  }
  return updated;
}
