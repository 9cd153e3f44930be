import type { Db } from '../../db/client.ts';
import { readFinishSeed } from '../../db/seed/finishes/seed-files.ts';
import type { FinishSeedRow } from '../../db/seed/finishes/seed-format.ts';
import {
  findConfigurationValue,
  insertFinishes,
  insertMissingFinishes,
  listUneditedSeededFinishes,
  saveConfigurationValue,
  updateUneditedSeededFinish,
} from './finish-import.repo.ts';
import { addSearchWords, categoryIdsByName, type FinishValues } from './finishes.repo.ts';
import { bumpFinishesVersion } from './finishes-version.repo.ts';
import { searchColumnsOf } from './search-text.ts';

/**
 * Finishes written in bulk (the seed loaded at start, the demo suppliers): each row gets its search
 * columns, and its words join the search vocabulary, exactly as a finish saved one at a time.
 */

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

/** The texts a finish is found by. */
type SearchableFinish = Parameters<typeof searchColumnsOf>[0];

/** A finish to write in bulk: its columns but the search columns, which are derived from its texts. */
export type ImportedFinish = Omit<FinishValues, 'searchName' | 'searchText'> & SearchableFinish;

function withSearchColumns<Row extends SearchableFinish>(
  row: Row,
): Row & { searchName: string; searchText: string } {
  return { ...row, ...searchColumnsOf(row) };
}

function searchWordsOf(rows: readonly { searchText: string }[]): string[] {
  return rows.flatMap((row) => row.searchText.trim().split(' '));
}

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
  if ((await findConfigurationValue(db, SEED_VERSION_KEY)) === String(seed.dataVersion))
    return { inserted: 0, updated: 0 };

  return db.transaction(async (tx) => {
    const categoryIds = await categoryIdsByName(tx);
    const values: SeedValues[] = seed.rows.map(({ category, ...row }) => {
      const categoryId = categoryIds.get(category);
      if (!categoryId) throw new Error(`finish seed ${row.finishId}: unknown category '${category}'`);
      return withSearchColumns({ ...row, feat1: row.feat1 ?? '', categoryId });
    });
    const inserted = await insertMissingFinishes(tx, values);
    const updated = await updateUneditedRows(tx, values);
    await addSearchWords(tx, searchWordsOf(values));
    await saveConfigurationValue(tx, SEED_VERSION_KEY, String(seed.dataVersion));
    return { inserted, updated };
  });
}

/** Brings the seeded rows no administrator has edited or retired to the seed's data; answers how many changed. */
async function updateUneditedRows(db: Db, values: SeedValues[]): Promise<number> {
  const byFinishId = new Map(values.map((row) => [row.finishId, row]));
  const stored = await listUneditedSeededFinishes(db, [...byFinishId.keys()]);
  let updated = 0;
  for (const row of stored) {
    const next = row.finishId === null ? undefined : byFinishId.get(row.finishId);
    if (!next || SEEDED_COLUMNS.every((column) => row[column] === next[column])) continue;
    const { finishId: _finishId, ...changes } = next;
    await updateUneditedSeededFinish(db, row.id, changes);
    updated += 1;
  }
  return updated;
}

/**
 * Adds new finishes in bulk, with their search columns and words, and moves the finishes version
 * on once (beyond the triggers' own moves: a supplier added in the same transaction changes what
 * its sponsor finishes show). Run it inside the caller's transaction.
 */
export async function importFinishes(db: Db, rows: ImportedFinish[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((row) => withSearchColumns(row));
  await insertFinishes(db, values);
  await addSearchWords(db, searchWordsOf(values));
  await bumpFinishesVersion(db);
}
