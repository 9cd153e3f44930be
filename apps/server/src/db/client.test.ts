import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDb } from './client.ts';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('the PostgreSQL pool', () => {
  it('reports an idle connection the server ends to the handler the server logs with, and goes on', async () => {
    const database = await openDb(url);
    const lost: Error[] = [];
    database.onConnectionLost((error) => lost.push(error));
    try {
      const pid = (
        (await database.db.execute('select pg_backend_pid() as pid')) as { rows: Array<{ pid: number }> }
      ).rows[0]?.pid;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await expect.poll(() => lost.length).toBe(1);
      expect(lost[0]?.message).toMatch(/terminat/i);
      await database.ping();
    } finally {
      await database.close();
    }
  });
});
