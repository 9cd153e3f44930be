import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDb } from './client.ts';
import { startMaintenance } from './maintenance.ts';

/** How many columns of `table` have planner statistics, and how many of its pages are all-visible. */
async function statisticsOf(
  database: Database,
  table: string,
): Promise<{ columns: number; allVisible: number }> {
  const result: unknown = await database.db.execute(
    sql`select (select count(*)::int from pg_stats where tablename = ${table}) as columns,
      (select relallvisible::int from pg_class where relname = ${table}) as all_visible`,
  );
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  if (typeof row !== 'object' || row === null || !('columns' in row) || !('all_visible' in row))
    throw new Error('no statistics row');
  return { columns: Number(row.columns), allVisible: Number(row.all_visible) };
}

describe('database maintenance on the embedded PGlite, which runs no autovacuum', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the planner statistics and marks pages all-visible', async () => {
    const database = await openDb('memory://');
    try {
      await database.db.execute(sql`create table readings (id int primary key, level float8, label text)`);
      await database.db.execute(
        sql`insert into readings select i, i * 0.5, 'reading ' || i from generate_series(1, 2000) as i`,
      );
      expect(await statisticsOf(database, 'readings')).toEqual({ columns: 0, allVisible: 0 });
      await database.maintain();
      const after = await statisticsOf(database, 'readings');
      expect(after.columns).toBe(3);
      expect(after.allVisible).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('runs at server start, after the reference data is seeded', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), databaseUrl: 'memory://' };
    const { app, context } = await buildApp(config, { logger: false });
    try {
      expect((await statisticsOf(context.database, 'finishes')).columns).toBeGreaterThan(0);
      expect((await statisticsOf(context.database, 'partitions')).columns).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('runs at once, then on its schedule without overlapping runs, reports failures and stops', async () => {
    vi.useFakeTimers();
    let finishRun: () => void = () => {};
    const maintain = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finishRun = resolve;
        }),
    );
    maintain.mockResolvedValueOnce(undefined);
    const onError = vi.fn();
    const database = { kind: 'pglite', maintain } as unknown as Database;
    const schedule = await startMaintenance(database, { intervalMs: 1000, onError });
    expect(maintain).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(maintain).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(maintain).toHaveBeenCalledTimes(2);
    finishRun();
    maintain.mockRejectedValueOnce(new Error('disk full'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(maintain).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledWith(new Error('disk full'));
    schedule.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(maintain).toHaveBeenCalledTimes(3);
  });

  it('leaves PostgreSQL to its own autovacuum', async () => {
    vi.useFakeTimers();
    const maintain = vi.fn(async () => {});
    const database = { kind: 'postgres', maintain } as unknown as Database;
    const schedule = await startMaintenance(database, { intervalMs: 1000, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(maintain).not.toHaveBeenCalled();
    schedule.stop();
  });
});
