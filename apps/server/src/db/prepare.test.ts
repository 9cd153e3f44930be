import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadReferenceData } from '../load-reference-data.ts';
import { openDb } from './client.ts';
import { prepareDatabase } from './prepare.ts';

const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `roomtone_start_${randomBytes(6).toString('hex')}`;

function urlOf(database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
});

describe('instances starting together on an empty PostgreSQL', () => {
  it('migrate and seed one after the other: both start, and every migration ran once', async () => {
    await admin((client) => client.query(`create database ${name}`));
    const first = await openDb(urlOf(name));
    const second = await openDb(urlOf(name));
    try {
      await Promise.all([
        prepareDatabase(first, loadReferenceData),
        prepareDatabase(second, loadReferenceData),
      ]);
      const applied = await admin(async () => {
        const client = new pg.Client({ connectionString: urlOf(name) });
        await client.connect();
        const result = await client.query(
          'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
        );
        await client.end();
        return result.rows as Array<{ times: number }>;
      });
      expect(applied.length).toBeGreaterThan(5);
      expect(applied.every((row) => row.times === 1)).toBe(true);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});
