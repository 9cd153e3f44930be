import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from './client.ts';

const RENUMBERING = '0008_revision_numbers_per_room';
const folders: string[] = [];

/** A copy of the migrations folder holding only the migrations before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'roomtone-migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the migration to revision numbers per room', () => {
  it('renumbers existing revisions 1, 2, 3 … within each room in saving order, and the next save continues', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: migrationsBefore(RENUMBERING) });
      const { rows: organization } = await client.query<{ id: string }>(
        `insert into organizations (name) values ('Acme Acoustics') returning id`,
      );
      const { rows: project } = await client.query<{ id: string }>(
        `insert into projects (organization_id, name) values ($1, 'Hall') returning id`,
        [organization[0]?.id],
      );
      const roomIds: string[] = [];
      for (const name of ['Stage', 'Foyer']) {
        const { rows } = await client.query<{ id: string }>(
          `insert into rooms (project_id, name, number) values ($1, $2, '1') returning id`,
          [project[0]?.id, name],
        );
        roomIds.push(rows[0]?.id ?? '');
      }
      const [stage, foyer] = roomIds;
      // Saved across the organization in this order: global numbers 1-5.
      for (const [room, comment] of [
        [stage, 'stage a'],
        [foyer, 'foyer a'],
        [stage, 'stage b'],
        [foyer, 'foyer b'],
        [stage, 'stage c'],
      ] as const) {
        await client.query(`insert into revisions (room_id, calc, revision_comment) values ($1, '{}', $2)`, [
          room,
          comment,
        ]);
      }
      await client.query(
        `update rooms set active_revision_id = (select id from revisions where revision_comment = 'stage b')
          where id = $1`,
        [stage],
      );

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const { rows } = await client.query<{ comment: string; number: number }>(
        `select revision_comment as comment, number::int as number from revisions order by revision_comment`,
      );
      expect(rows).toEqual([
        { comment: 'foyer a', number: 1 },
        { comment: 'foyer b', number: 2 },
        { comment: 'stage a', number: 1 },
        { comment: 'stage b', number: 2 },
        { comment: 'stage c', number: 3 },
      ]);
      const { rows: rooms } = await client.query<{ name: string; last: number; active: number | null }>(
        `select rooms.name, rooms.last_revision_number as last, active.number::int as active
          from rooms left join revisions active on active.id = rooms.active_revision_id order by rooms.name`,
      );
      expect(rooms).toEqual([
        { name: 'Foyer', last: 2, active: null },
        { name: 'Stage', last: 3, active: 2 },
      ]);
      const duplicate = await client
        .query(
          `insert into revisions (room_id, number, calc, revision_comment) values ($1, 3, '{}', 'again')`,
          [stage],
        )
        .catch((error: unknown) => error);
      expect(duplicate).toBeInstanceOf(Error);
    } finally {
      await client.close();
    }
  }, 60_000);
});
