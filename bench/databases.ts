import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type AppConfig, loadConfig } from '../apps/server/src/config.ts';

/** What a benchmark measures on one database: its label, its DATABASE_URL and a scratch folder. */
export type MeasureDatabase<T> = (
  label: 'PGlite' | 'PostgreSQL',
  databaseUrl: string,
  dataDir: string,
) => Promise<T[]>;

/**
 * The app's production configuration, silent, on a benchmark database: `databaseUrl` when it is
 * a PostgreSQL URL, else PGlite in `dataDir` (as `onBothDatabases` hands them out).
 */
export function benchConfig(databaseUrl: string, dataDir: string | undefined): AppConfig {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.startsWith('postgres') ? databaseUrl : undefined,
  });
}

/**
 * Runs `measure` on a fresh PGlite folder, then on a fresh PostgreSQL database (TEST_DATABASE_URL
 * or the local server), and removes both afterwards.
 */
export async function onBothDatabases<T>(name: string, measure: MeasureDatabase<T>): Promise<T[]> {
  const figures: T[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), `roomtone-${name}-bench-`));
  try {
    figures.push(...(await measure('PGlite', `pglite:${dataDir}/pglite`, dataDir)));
    const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const database = `roomtone_${name}_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    try {
      const url = new URL(baseUrl);
      url.pathname = `/${database}`;
      figures.push(...(await measure('PostgreSQL', url.toString(), dataDir)));
    } finally {
      await dropWhenIdle(admin, database);
      await admin.end();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/** The pool ends its connections asynchronously; dropping under them would crash the run. */
async function dropWhenIdle(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const open = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    if (open.rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`drop database if exists ${database} with (force)`);
}
