import { eq } from 'drizzle-orm';
import { addSearchWords } from '../../../modules/finishes/finishes.repo.ts';
import { searchColumnsOf } from '../../../modules/finishes/search-text.ts';
import type { Db } from '../../client.ts';
import { configuration, finishes } from '../../schema/index.ts';
import { readFinishSeed } from './seed-files.ts';

/** Configuration key recording the data version of the finishes seed last applied. */
const SEED_VERSION_KEY = 'finishes.seed';

/**
 * Loads the seeded finishes at start. Rows are matched by their seed id and only missing ones
 * are inserted: a row an administrator has edited is never overwritten. Once a data version is
 * applied, later starts skip the work. Any insert moves the finishes version on (a database trigger).
 */
export async function seedFinishes(db: Db): Promise<{ inserted: number }> {
  const seed = readFinishSeed();
  const [applied] = await db
    .select({ value: configuration.value })
    .from(configuration)
    .where(eq(configuration.key, SEED_VERSION_KEY));
  if (applied?.value === String(seed.dataVersion)) return { inserted: 0 };

  return db.transaction(async (tx) => {
    const categories = await tx.query.finishCategories.findMany({ columns: { id: true, name: true } });
    const categoryIds = new Map(categories.map((category) => [category.name, category.id]));
    let inserted = 0;
    const words: string[] = [];
    for (let start = 0; start < seed.rows.length; start += 100) {
      const values = seed.rows.slice(start, start + 100).map(({ category, ...row }) => {
        const categoryId = categoryIds.get(category);
        if (!categoryId) throw new Error(`finish seed ${row.finishId}: unknown category '${category}'`);
        const search = searchColumnsOf(row);
        words.push(...search.searchText.trim().split(' '));
        return { ...row, categoryId, ...search };
      });
      const rows = await tx
        .insert(finishes)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: finishes.id });
      inserted += rows.length;
    }
    await addSearchWords(tx, words);
    await tx
      .insert(configuration)
      .values({ key: SEED_VERSION_KEY, value: String(seed.dataVersion) })
      .onConflictDoUpdate({ target: configuration.key, set: { value: String(seed.dataVersion) } });
    return { inserted };
  });
}
