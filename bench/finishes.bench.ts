import { fileURLToPath } from 'node:url';
import { STC_BANDS, stcContour } from '@roomtone/acoustics';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { finishCategories, finishes, partitions } from '../apps/server/src/db/schema/index.ts';
import { readFinishSeed } from '../apps/server/src/db/seed/finishes/seed-files.ts';
import { addSearchWords } from '../apps/server/src/modules/finishes/finishes.repo.ts';
import { searchColumnsOf } from '../apps/server/src/modules/finishes/search-text.ts';
import { onBothDatabases } from './databases.ts';
import { machineSpeedMicroseconds } from './engine.bench.ts';
import { measure } from './load.ts';
import { sequentialLatency } from './sequential.ts';

const FINISH_COUNT = 10_000;
const PARTITION_COUNT = 10_000;
const SEQUENTIAL_REQUESTS = 1_000;
const TARGET_SEARCH_P99_MS = 10;
const TARGET_PARTITIONS_P99_MS = 20;

/** Type-ahead queries as people type them: one letter, prefixes, words, two words, misspellings, accents. */
const SEARCH_QUERIES = [
  'g',
  'gl',
  'gla',
  'glass',
  'glass wool',
  'c',
  'ca',
  'carpet',
  'plasterboard',
  'plasterbord',
  'acustic',
  'velour',
  'vélour',
  'concrete block',
  'wood',
  'perforated',
  'seat',
  'audience',
  'curtain 15',
  'marble',
];

/** Partitions pages as the page asks for them: sorts, STC ranges, element filters, later pages. */
const PARTITION_QUERIES = [
  'page=1&limit=10&sort=description',
  'page=3&limit=10&sort=-stc',
  'page=1&limit=10&sort=stc&stcMin=40&stcMax=55',
  'page=2&limit=10&sort=category&description=GB13,SS',
  'page=1&limit=10&sort=-testDate&stcMin=30&stcMax=60&description=GB13',
  'page=50&limit=10&sort=labName',
  'page=1&limit=100&sort=testNo',
];

const MAKERS = ['Aster', 'Borealis', 'Cadence', 'Dovetail', 'Ember', 'Fjord', 'Gable', 'Halcyon'];
const ELEMENT_CODES = ['GB13', 'GB13x2', 'WS', 'WSS', 'SS', 'INS50', 'STU25', 'CMU200', 'BRK100', 'AIR50'];

/** A small deterministic random generator, so every run loads the same rows. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

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

/** Figures of one database. */
export type FinishesBenchFigures = {
  database: string;
  searchP50Ms: number;
  searchP99Ms: number;
  partitionsP50Ms: number;
  partitionsP99Ms: number;
  partitionsRequestsPerSecond: number;
  partitionsLoadP99Ms: number;
};

async function measureDatabase(
  label: string,
  databaseUrl: string,
  dataDir: string,
): Promise<FinishesBenchFigures> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.startsWith('postgres') ? databaseUrl : undefined,
  });
  const { app, context } = await buildApp(config, { logger: false });
  try {
    const { db } = context.database;
    await loadBulkFinishes(db);
    await loadBulkPartitions(db);
    // What the import and the server's schedule do after a bulk load.
    await context.database.maintain();
    const search = await sequentialLatency(
      app,
      SEARCH_QUERIES.map((query) => `/api/finishes/search?q=${encodeURIComponent(query)}`),
      { requests: SEQUENTIAL_REQUESTS },
    );
    const paging = await sequentialLatency(
      app,
      PARTITION_QUERIES.map((query) => `/api/partitions?${query}`),
      { requests: SEQUENTIAL_REQUESTS },
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const load = await measure(
      `partitions page (${label})`,
      `${base}/api/partitions?${PARTITION_QUERIES[1]}`,
      5,
    );
    return {
      database: label,
      searchP50Ms: search.p50,
      searchP99Ms: search.p99,
      partitionsP50Ms: paging.p50,
      partitionsP99Ms: paging.p99,
      partitionsRequestsPerSecond: load.requestsPerSecond,
      partitionsLoadP99Ms: load.p99Ms,
    };
  } finally {
    await app.close();
  }
}

function printFigures(rows: FinishesBenchFigures[], speedMicroseconds: number): void {
  const ms = (value: number) => value.toFixed(2).padStart(9);
  console.log(
    `\nFinishes and partitions: ${FINISH_COUNT} finishes, ${PARTITION_COUNT} partitions, ${SEQUENTIAL_REQUESTS} sequential requests each`,
  );
  console.log(
    `machine speed at the time: calculateRoom median ${speedMicroseconds.toFixed(2)} µs (engine bench; lower is faster)`,
  );
  console.log(
    'database'.padEnd(12),
    'search p50',
    'search p99',
    ' parts p50',
    ' parts p99',
    '  req/s (10 conn)',
    'p99 (10 conn)',
  );
  for (const row of rows) {
    console.log(
      row.database.padEnd(12),
      ms(row.searchP50Ms),
      ms(row.searchP99Ms),
      ms(row.partitionsP50Ms),
      ms(row.partitionsP99Ms),
      String(row.partitionsRequestsPerSecond).padStart(17),
      String(row.partitionsLoadP99Ms).padStart(13),
    );
    const searchOk = row.searchP99Ms < TARGET_SEARCH_P99_MS;
    const pagesOk = row.partitionsP99Ms < TARGET_PARTITIONS_P99_MS;
    console.log(
      `  targets: search p99 < ${TARGET_SEARCH_P99_MS} ms ${searchOk ? 'met' : 'MISSED'}; partitions p99 < ${TARGET_PARTITIONS_P99_MS} ms ${pagesOk ? 'met' : 'MISSED'}`,
    );
  }
}

/** Runs the benchmark on PGlite and PostgreSQL and prints its figures. */
export async function runFinishesBench(): Promise<FinishesBenchFigures[]> {
  const rows = await onBothDatabases('finishes', async (label, url, dataDir) => [
    await measureDatabase(label, url, dataDir),
  ]);
  printFigures(rows, machineSpeedMicroseconds());
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runFinishesBench();
