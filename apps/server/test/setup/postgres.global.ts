import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../src/db/client.ts';
import { loadReferenceData } from '../../src/load-reference-data.ts';
import { DEFAULT_TEST_DATABASE_URL, withDatabase } from '../helpers/postgres-url.ts';

/**
 * Creates one migrated, seeded template database per run; every test file copies it with
 * CREATE DATABASE … TEMPLATE. A missing server fails the run: it is never skipped.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${baseUrl} (set TEST_DATABASE_URL, or start the server): ${String(error)}`,
    );
  }
  const template = `roomtone_tpl_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${template}`);
  const database = await openDb(withDatabase(baseUrl, template));
  await database.migrate();
  await loadReferenceData(database.db);
  await database.close();
  project.provide('dbKind', 'postgres');
  project.provide('dbTemplate', template);
  project.provide('postgresBaseUrl', baseUrl);
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'roomtone_t_${process.pid}_%' or datname = $1`,
      [template],
    );
    for (const row of leftovers.rows)
      await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  };
}
