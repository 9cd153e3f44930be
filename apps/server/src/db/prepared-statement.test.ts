import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDb } from './client.ts';
import { runPrepared } from './prepared-statement.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Every kind of value a prepared statement takes, echoed back. */
const echo = () => sql`select ${sql.placeholder('text')}::text as text,
  ${sql.placeholder('missing')}::text as missing,
  ${sql.placeholder('flag')}::boolean as flag,
  ${sql.placeholder('count')}::integer as count,
  array_to_string(${sql.placeholder('words')}::text[], '|') as words`;

describe.each([
  ['PGlite', 'memory://'],
  ['PostgreSQL', postgresUrl],
])('a prepared statement on %s', (_label, url) => {
  let database: Database;
  const table = `prepared_statement_test_${process.pid}`;
  // The embedded database takes seconds to start on a busy machine.
  beforeAll(async () => {
    database = await openDb(url);
  }, 60_000);
  afterAll(async () => {
    await database.db.execute(sql`drop table if exists ${sql.identifier(table)}`);
    await database.close();
  });

  it('runs with its values as given, quotes and backslashes included, once a run', async () => {
    const values = {
      text: `it's a \\ "test"`,
      missing: null,
      flag: true,
      count: 42,
      words: ["o'clock", 'a,b'],
    };
    const before = database.statements.count;
    for (const round of [1, 2, 3]) {
      const rows = await runPrepared(database.db, 'prepared_statement_echo', echo, {
        ...values,
        count: round,
      });
      expect(rows).toEqual([
        { text: values.text, missing: null, flag: true, count: round, words: "o'clock|a,b" },
      ]);
    }
    // PGlite's first run also sends its PREPARE.
    expect(database.statements.count - before).toBe(url === postgresUrl ? 3 : 4);
  });

  it('tries again after a statement that could not be prepared, and a transaction prepares its own', async () => {
    const statementOf = () => sql`select count(*)::integer as rows from ${sql.identifier(table)}
      where ${sql.identifier('note')} = ${sql.placeholder('note')}::text`;
    await expect(
      runPrepared(database.db, `prepared_statement_${table}`, statementOf, { note: 'a' }),
    ).rejects.toThrow();
    await database.db.execute(sql`create table ${sql.identifier(table)} (note text)`);
    await database.db.execute(sql`insert into ${sql.identifier(table)} values ('a'), ('a'), ('b')`);
    expect(await runPrepared(database.db, `prepared_statement_${table}`, statementOf, { note: 'a' })).toEqual(
      [{ rows: 2 }],
    );
    const inTransaction = await database.db.transaction((tx) =>
      runPrepared(tx, `prepared_statement_${table}`, statementOf, { note: 'b' }),
    );
    expect(inTransaction).toEqual([{ rows: 1 }]);
  });

  it('refuses a value it cannot write as a literal on the embedded database', async () => {
    const run = runPrepared(database.db, 'prepared_statement_echo', echo, {
      text: 'x',
      missing: null,
      flag: false,
      count: Number.NaN,
      words: [],
    });
    if (url === postgresUrl) await expect(run).rejects.toThrow();
    else await expect(run).rejects.toThrow('prepared statement: a value with no SQL literal');
  });
});
