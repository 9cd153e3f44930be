import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * Tables a refused request may still write by design: rate-limit counters count refused
 * attempts, and the audit log records failed sign-ins.
 */
const WRITTEN_ON_REFUSAL = new Set(['rate_limits', 'audit_log']);

/**
 * Columns left out of the comparison: a session's activity stamp is moved by any request, at most
 * once a minute ("a read never writes" allows this one).
 */
const IGNORED_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_on'] };

/** A digest of every stored row, per table. */
export type DataSnapshot = Record<string, string>;

type Column = { table: string; column: string };

function rowsOf<Row>(result: unknown): Row[] {
  // Both drivers answer raw SQL with `{ rows }`.
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('the database answered without rows');
  }
  return result.rows as Row[];
}

const statements = new WeakMap<Db, Map<boolean, string>>();

/**
 * One statement that digests every table of the public schema; with `withLogs`, the rate-limit
 * counters and the audit log too (to see when background work has stopped writing).
 */
async function snapshotStatement(db: Db, withLogs: boolean): Promise<string> {
  const known = statements.get(db)?.get(withLogs);
  if (known) return known;
  const columns = rowsOf<Column>(
    await db.execute(sql`select table_name as "table", column_name as "column"
      from information_schema.columns
      where table_schema = 'public'
        and table_name in (select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE')
      order by table_name, ordinal_position`),
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (!withLogs && WRITTEN_ON_REFUSAL.has(table)) continue;
    if (IGNORED_COLUMNS[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const parts = [...byTable].map(([table, names]) => {
    // Every insert, update or delete leaves rows with a new transaction id (xmin), so the count
    // and the sum of xmin change with any write, without converting every row to text. A table
    // with ignored columns is digested by content instead.
    const content = `row(${names.map((name) => `t.${quote(name)}`).join(', ')})::text`;
    const digest = IGNORED_COLUMNS[table]
      ? `md5(coalesce(string_agg(${content}, E'\\n' order by ${content}), ''))`
      : `count(*)::text || ':' || coalesce(sum(t.xmin::text::bigint), 0)::text`;
    return `select '${table}' as "table", ${digest} as digest from ${quote(table)} t`;
  });
  const statement = parts.join('\nunion all\n');
  statements.set(db, (statements.get(db) ?? new Map<boolean, string>()).set(withLogs, statement));
  return statement;
}

async function digests(db: Db, withLogs: boolean): Promise<DataSnapshot> {
  const rows = rowsOf<{ table: string; digest: string }>(
    await db.execute(sql.raw(await snapshotStatement(db, withLogs))),
  );
  return Object.fromEntries(rows.map((row) => [row.table, row.digest]));
}

/** Digests every stored row, so two snapshots are equal exactly when no stored data changed. */
export function snapshotData(db: Db): Promise<DataSnapshot> {
  return digests(db, false);
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: DataSnapshot, after: DataSnapshot): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((table) => before[table] !== after[table]).sort();
}

/**
 * Waits until nothing is written any more (counters and audit log included, since background
 * work starts with them) for a quiet spell, for a route that keeps working after its answer, so
 * its writes are not taken for the next call's. Returns the snapshot then.
 */
export async function settledSnapshot(db: Db, timeoutMs = 5000): Promise<DataSnapshot> {
  const quietPolls = 3;
  const deadline = Date.now() + timeoutMs;
  let previous = await digests(db, true);
  let quiet = 0;
  while (quiet < quietPolls) {
    if (Date.now() > deadline) throw new Error('stored data kept changing after the answer');
    await new Promise((resolve) => setTimeout(resolve, 30));
    const current = await digests(db, true);
    quiet = changedTables(previous, current).length === 0 ? quiet + 1 : 0;
    previous = current;
  }
  return snapshotData(db);
}
