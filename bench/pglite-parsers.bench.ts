/**
 * What the per-query type parsers cost on the embedded database: the same small indexed select
 * (one row of three columns, one of them a timestamp) with the parsers drizzle's PGlite driver
 * passes with every query, and with them set once on the instance (what `pgliteForDrizzle` in
 * apps/server/src/db/pglite-query-parsers.ts does). Prints the median time per query of five runs
 * of 5,000 queries after a warm-up. Run: `npm run bench -- pglite-parsers`.
 */
import { PGlite, types } from '@electric-sql/pglite';

const TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const QUERY = 'select id, name, created from bench_rows where id = $1';

async function medianMicroseconds(
  db: PGlite,
  options: { parsers: Record<number, (value: string) => string> } | undefined,
) {
  for (let index = 0; index < 2_000; index++) await db.query(QUERY, [(index % 100) + 1], options);
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    for (let index = 0; index < 5_000; index++) await db.query(QUERY, [(index % 100) + 1], options);
    runs.push(((performance.now() - started) / 5_000) * 1_000);
  }
  return runs.sort((a, b) => a - b)[2] ?? Number.NaN;
}

export async function runPgliteParsersBench(): Promise<{ perQueryUs: number; onInstanceUs: number }> {
  const db = await PGlite.create();
  try {
    await db.exec(
      'create table bench_rows (id int primary key, name text, created timestamptz default now()); ' +
        'insert into bench_rows (id, name) select g, md5(g::text) from generate_series(1, 100) g',
    );
    const parsers = Object.fromEntries(TYPES.map((type) => [type, (value: string) => value]));
    const perQueryUs = await medianMicroseconds(db, { parsers });
    for (const type of TYPES) db.parsers[type] = (value: string) => value;
    const onInstanceUs = await medianMicroseconds(db, undefined);
    console.log(
      `\nPGlite, a one-row indexed select: ${perQueryUs.toFixed(0)} µs per query with drizzle's per-query ` +
        `parsers, ${onInstanceUs.toFixed(0)} µs with them set once on the instance ` +
        `(${(perQueryUs - onInstanceUs).toFixed(0)} µs saved per query)`,
    );
    return { perQueryUs, onInstanceUs };
  } finally {
    await db.close();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) await runPgliteParsersBench();
