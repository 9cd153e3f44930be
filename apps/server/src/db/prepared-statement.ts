import { fillPlaceholders, is, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from './client.ts';

/**
 * Statements prepared once per connection and run by name: the reads made on every request (the
 * session lookup, the finish search), whose text never changes while their values do.
 *
 * Written in drizzle's `sql` with `sql.placeholder(name)` for each value, a statement is turned
 * into its text once per process. On PostgreSQL the session's prepared query names it, and
 * node-postgres prepares it on each connection of the pool the first time that connection runs
 * it: parsed and planned once instead of on every request. The embedded database's driver names
 * no statement, so there it is prepared in SQL (`PREPARE`), once for the database's one session,
 * and run by `EXECUTE` with its values written as literals: otherwise the embedded database would
 * parse and plan it on every request, on the server's own thread. There the name also carries the
 * handle's number, as two handles on one session (a transaction's and the database's) must not
 * prepare the same name twice. Either way a run is one statement, counted like any other.
 *
 * A name stands for one text: the first statement given under it is the one kept.
 */

const dialect = new PgDialect();

/** A statement's text and its parameters, by name, built once per process. */
const queryByName = new Map<string, Query>();

type Runner = { execute: (values: Record<string, unknown>) => Promise<unknown> };

/** Per database handle: its number and what it has prepared, by statement name. */
type HandleState = { handle: number; runners: Map<string, Runner> };

const stateByDb = new WeakMap<Db, HandleState>();
let handles = 0;

function stateOf(db: Db): HandleState {
  const known = stateByDb.get(db);
  if (known) return known;
  handles += 1;
  const state: HandleState = { handle: handles, runners: new Map() };
  stateByDb.set(db, state);
  return state;
}

/** A statement's string literal, escaped as PostgreSQL reads it. */
export function sqlStringLiteral(text: string): string {
  return dialect.escapeString(text);
}

/**
 * A value as an SQL literal (`EXECUTE` takes no bound parameters). Arrays are text arrays, the
 * only kind the prepared statements take.
 */
function literalOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return dialect.escapeString(value);
  if (Array.isArray(value)) return `array[${value.map(literalOf).join(', ')}]::text[]`;
  throw new Error('prepared statement: a value with no SQL literal');
}

function runnerOf(db: Db, handle: number, name: string, query: Query): Runner {
  if (!is(db._.session, PgliteSession)) return db._.session.prepareQuery(query, undefined, name, false);
  const identifier = sql.identifier(`${name}_${handle}`);
  let prepared: Promise<void> | undefined;
  return {
    execute: async (values) => {
      // `then` runs the query once: the query itself would run again on every `await`. A failed
      // PREPARE is forgotten, so the next run tries again rather than failing for good.
      prepared ??= db.execute(sql`prepare ${identifier} as ${sql.raw(query.sql)}`).then(
        () => undefined,
        (error: unknown) => {
          prepared = undefined;
          throw error;
        },
      );
      await prepared;
      const literals = fillPlaceholders(query.params, values).map(literalOf);
      return db.execute(sql`execute ${identifier}(${sql.raw(literals.join(', '))})`);
    },
  };
}

/** The rows of a raw query (both drivers answer `{ rows }`), each a plain object keyed by column. */
function rowsOf(name: string, result: unknown): Record<string, unknown>[] {
  const rows: unknown =
    typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  if (!Array.isArray(rows)) throw new Error(`${name}: no rows`);
  return rows.map((row: unknown) => {
    if (typeof row !== 'object' || row === null) throw new Error(`${name}: a row that is no object`);
    return { ...row };
  });
}

/**
 * Runs the statement called `name` with `values` for its placeholders, preparing it on first use
 * (`statementOf` is asked for its text only then), and returns its rows as the database sent
 * them, keyed by column name: the caller reads and checks each field.
 */
export async function runPrepared(
  db: Db,
  name: string,
  statementOf: () => SQL,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  const { handle, runners } = stateOf(db);
  let runner = runners.get(name);
  if (!runner) {
    let query = queryByName.get(name);
    if (!query) {
      query = dialect.sqlToQuery(statementOf());
      queryByName.set(name, query);
    }
    runner = runnerOf(db, handle, name, query);
    runners.set(name, runner);
  }
  return rowsOf(name, await runner.execute(values));
}

/**
 * A query built once per database handle by `build` (a drizzle query ending in `.prepare(name)`,
 * with `sql.placeholder` for its values) and reused: drizzle builds its text once instead of on
 * every request, and on PostgreSQL node-postgres prepares it on each connection the first time it
 * runs there. (The embedded database still parses it on each run: drizzle names no statement
 * there; `runPrepared` above prepares one, for raw rows.)
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    const known = byDb.get(db);
    if (known !== undefined) return known;
    const query = build(db);
    byDb.set(db, query);
    return query;
  };
}

/**
 * `preparedPerDb` for a query whose text depends on a few choices (a sort, an optional filter):
 * one prepared query per shape, named by `nameOf`, each built on first use.
 */
export function preparedPerShape<S, T>(
  nameOf: (shape: S) => string,
  build: (db: Db, shape: S, name: string) => T,
): (db: Db, shape: S) => T {
  const byName = new Map<string, (db: Db) => T>();
  return (db, shape) => {
    const name = nameOf(shape);
    let perDb = byName.get(name);
    if (!perDb) {
      perDb = preparedPerDb((handle) => build(handle, shape, name));
      byName.set(name, perDb);
    }
    return perDb(db);
  };
}
