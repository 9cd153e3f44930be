import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from './client.ts';

const BUDGET_CENTS = '0013_phase_budget_cents_and_currency';
const folders: string[] = [];

/** A copy of the migrations folder holding only the migrations before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'roomtone-migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the migration to budgets in cents', () => {
  it('turns each existing budget into whole cents and leaves every organization on its country currency', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: migrationsBefore(BUDGET_CENTS) });
      const { rows: organization } = await client.query<{ id: string }>(
        `insert into organizations (name, country_code) values ('Acme Acoustics', 'DE') returning id`,
      );
      const { rows: project } = await client.query<{ id: string }>(
        `insert into projects (organization_id, name) values ($1, 'Hall') returning id`,
        [organization[0]?.id],
      );
      for (const [name, budget] of [
        ['Survey', 12500.5],
        ['Design', 0],
        ['Fit-out', 99.99],
        ['Tender', 1234567.125],
      ] as const) {
        await client.query(`insert into phases (project_id, name, budget) values ($1, $2, $3)`, [
          project[0]?.id,
          name,
          budget,
        ]);
      }

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const { rows } = await client.query<{ name: string; cents: string }>(
        `select name, budget::text as cents from phases order by name`,
      );
      expect(rows).toEqual([
        { name: 'Design', cents: '0' },
        { name: 'Fit-out', cents: '9999' },
        { name: 'Survey', cents: '1250050' },
        { name: 'Tender', cents: '123456713' },
      ]);
      const { rows: columns } = await client.query<{ type: string }>(
        `select data_type as type from information_schema.columns where table_name = 'phases' and column_name = 'budget'`,
      );
      expect(columns).toEqual([{ type: 'bigint' }]);
      const { rows: organizations } = await client.query<{ currency: string | null }>(
        'select currency from organizations',
      );
      expect(organizations).toEqual([{ currency: null }]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
