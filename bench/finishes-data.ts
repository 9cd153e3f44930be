import { STC_BANDS, stcContour } from '@roomtone/acoustics';
import type { Db } from '../apps/server/src/db/client.ts';
import { finishCategories, finishes, partitions } from '../apps/server/src/db/schema/index.ts';
import { readFinishSeed } from '../apps/server/src/db/seed/finishes/seed-files.ts';
import { addSearchWords } from '../apps/server/src/modules/finishes/finishes.repo.ts';
import { searchColumnsOf } from '../apps/server/src/modules/finishes/search-text.ts';
import { random } from './random.ts';

/** The bulk rows of the finishes benchmark, generated for it only (`flags` says 'bench'). */
export const FINISH_COUNT = 10_000;
export const PARTITION_COUNT = 10_000;

const MAKERS = ['Aster', 'Borealis', 'Cadence', 'Dovetail', 'Ember', 'Fjord', 'Gable', 'Halcyon'];
const ELEMENT_CODES = ['GB13', 'GB13x2', 'WS', 'WSS', 'SS', 'INS50', 'STU25', 'CMU200', 'BRK100', 'AIR50'];

/** Adds generated finishes (variants of the seed's, by fictional makers) up to `FINISH_COUNT`. */
export async function loadBulkFinishes(db: Db): Promise<void> {
  const seed = readFinishSeed();
  const categories = await db
    .select({ id: finishCategories.id, name: finishCategories.name })
    .from(finishCategories);
  const categoryIds = new Map(categories.map((category) => [category.name, category.id]));
  const rows = Array.from({ length: FINISH_COUNT - seed.rows.length }, (_, index) => {
    const source = seed.rows[index % seed.rows.length];
    if (!source) throw new Error('empty finish seed');
    const maker = MAKERS[index % MAKERS.length] ?? 'Bench';
    const { category, finishId: _finishId, ...row } = source;
    const finish = {
      ...row,
      name: `${row.name} (${maker} bench variant ${index})`,
      manufacturer: `${maker} (bench)`,
    };
    return {
      ...finish,
      categoryId: categoryIds.get(category) ?? null,
      flags: 'bench',
      ...searchColumnsOf(finish),
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(finishes).values(rows.slice(start, start + 500));
  }
  await addSearchWords(
    db,
    rows.flatMap((row) => row.searchText.trim().split(' ')),
  );
}

/** Adds `PARTITION_COUNT` generated third-octave partitions near STC contours, with element codes. */
export async function loadBulkPartitions(db: Db): Promise<void> {
  const next = random(42);
  const rows = Array.from({ length: PARTITION_COUNT }, (_, index) => {
    const stc = 20 + Math.floor(next() * 50);
    const contour = stcContour(stc);
    const tl = Object.fromEntries(
      STC_BANDS.map((band, band_index) => [`t${band}`, Math.round((contour[band_index] ?? 0) + next() * 4)]),
    );
    const codes = ELEMENT_CODES.filter(() => next() < 0.3);
    return {
      sourceKey: `BENCH-${index}`,
      category: ['Walls', 'Floors', 'Doors', 'Windows'][index % 4] ?? 'Walls',
      description: `Bench partition ${String(index).padStart(5, '0')}`,
      elementCodes: codes.length > 0 ? codes : ['GB13'],
      stc,
      bandType: 'third-octave' as const,
      labName: `Bench laboratory ${index % 37}`,
      testNo: `B-${index}`,
      testDate: `20${String(10 + (index % 14)).padStart(2, '0')}-0${1 + (index % 9)}-1${index % 10}`,
      ...tl,
      source: 'Generated for the benchmark only',
      flags: 'bench',
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(partitions).values(rows.slice(start, start + 500));
  }
}
