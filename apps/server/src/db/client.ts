import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataFolderLock, type DataFolderLock } from './owner/data-folder-lock.ts';
import { pgliteForDrizzle } from './pglite-query-parsers.ts';
import * as schema from './schema/index.ts';

/** The schema-typed database handle; the same query code runs on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations. */
  migrate: () => Promise<void>;
  /** One round trip, for readiness checks. */
  ping: () => Promise<void>;
  /**
   * Brings the planner's statistics up to date (and, on PGlite, reclaims dead rows): PGlite runs
   * a single backend with no autovacuum, so without this its planner never learns table sizes
   * or value distributions and can pick plans many times slower. Run after bulk loads; the server
   * also runs it at start and on a schedule (`maintenance.ts`).
   */
  maintain: () => Promise<void>;
  /**
   * Runs `task` while holding the database's start-up lock, so instances starting together on one
   * PostgreSQL migrate and seed one after the other (a PostgreSQL advisory lock). The embedded
   * database needs none: its folder already has a single owner.
   */
  withStartupLock: <T>(task: () => Promise<T>) => Promise<T>;
  /** Connections of the pool (PostgreSQL), or the embedded database's single connection. */
  poolStats: () => { total: number; idle: number; waiting: number } | undefined;
  /** The embedded database's folder lock (undefined for PostgreSQL and in-memory databases). */
  folderLock: DataFolderLock | undefined;
  /** A consistent gzipped tarball of the embedded database (undefined for PostgreSQL). */
  dumpDataDir: (() => Promise<Blob>) | undefined;
  /**
   * Where an idle pooled connection's loss (a PostgreSQL restart or failover) is reported: the
   * server logs it as a JSON line; the pool replaces the connection.
   */
  onConnectionLost: (report: (error: Error) => void) => void;
  /** Statements this handle has sent (every query drizzle runs, transactions included). */
  statements: StatementCounter;
  close: () => Promise<void>;
};

/**
 * Counts the statements sent, for `/metrics` and for the tests that hold each daily read to its
 * number of round trips. `onStatement` lets a test see them one by one.
 */
export type StatementCounter = { count: number; onStatement: ((sql: string) => void) | undefined };

function statementCounter(): StatementCounter & { logQuery: (query: string) => void } {
  const counter: StatementCounter & { logQuery: (query: string) => void } = {
    count: 0,
    onStatement: undefined,
    logQuery: (query) => {
      counter.count += 1;
      counter.onStatement?.(query);
    },
  };
  return counter;
}

/** Key of the advisory lock held while an instance migrates and seeds (any fixed 64-bit number). */
const STARTUP_LOCK_KEY = 7_226_871_140_512_301n;

/** Folder of the committed drizzle-kit migrations. */
export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Options for tests: an already built PGlite (e.g. cloned from a template). */
export type OpenDbOptions = { pglite?: PGlite };

/**
 * Opens `postgres://…` with a node-postgres pool, or `pglite:<dir>` / `memory://` with the
 * embedded PGlite.
 */
export async function openDb(url: string, options: OpenDbOptions = {}): Promise<Database> {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    // A connection attempt that hangs (a server restarting, a dropped network) fails after 5 s and is
    // answered 503, instead of holding the request forever.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection the server drops (restart, failover) must not crash the process;
    // the pool replaces it and the next query reports any lasting outage.
    const connectionLost = { report: (_error: Error): void => {} };
    pool.on('error', (error) => connectionLost.report(error));
    const statements = statementCounter();
    const db = drizzlePg(pool, { schema, logger: statements }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await pool.query('select 1');
      },
      // The server's autovacuum reclaims rows; statistics are refreshed at once after bulk loads.
      maintain: async () => {
        await pool.query('analyze');
      },
      withStartupLock: async (task) => {
        const connection = await pool.connect();
        try {
          await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
          return await task();
        } finally {
          await connection
            .query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()])
            .catch(() => {});
          connection.release();
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      statements,
      onConnectionLost: (report) => {
        connectionLost.report = report;
      },
      folderLock: undefined,
      dumpDataDir: undefined,
      close: () => pool.end(),
    };
  }
  const folderLock = options.pglite ? undefined : await lockFolderOf(url);
  let client: PGlite;
  try {
    client = options.pglite ?? (await createPglite(url));
  } catch (error) {
    await folderLock?.release();
    throw error;
  }
  const statements = statementCounter();
  const pgliteDb = drizzlePglite(pgliteForDrizzle(client), { schema, logger: statements });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    maintain: async () => {
      await client.exec('vacuum (analyze)');
    },
    withStartupLock: (task) => task(),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    statements,
    // In-process: there is no connection to lose.
    onConnectionLost: () => {},
    folderLock,
    dumpDataDir: async () => {
      // A checkpoint first, so the copy needs no recovery when it is restored.
      await client.exec('checkpoint');
      return client.dumpDataDir('gzip');
    },
    close: async () => {
      if (!client.closed) await client.close();
      await folderLock?.release();
    },
  };
}

/** The folder of a `pglite:<dir>` URL, made absolute; undefined for in-memory databases. */
export function pgliteFolderOf(url: string): string | undefined {
  return url.startsWith('pglite:') ? resolve(url.slice('pglite:'.length)) : undefined;
}

/** Every process that opens an embedded database folder holds it alone (see `owner/data-folder-lock.ts`). */
async function lockFolderOf(url: string): Promise<DataFolderLock | undefined> {
  const folder = pgliteFolderOf(url);
  return folder ? acquireDataFolderLock(folder) : undefined;
}

/** Contrib extensions the migrations create (finish search uses trigram indexes); clones of a PGlite need them too. */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function createPglite(url: string): Promise<PGlite> {
  if (url === 'memory://') return PGlite.create({ extensions: PGLITE_EXTENSIONS });
  if (!url.startsWith('pglite:')) throw new Error(`Unsupported database URL: ${url}`);
  return PGlite.create(url.slice('pglite:'.length), { extensions: PGLITE_EXTENSIONS });
}
