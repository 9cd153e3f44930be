import { sql } from 'drizzle-orm';
import { type BackupPolicy, listBackups, restoreCommandOf, writeBackup } from './backups.ts';
import { type Database, type Db, openDb, pgliteFolderOf } from './client.ts';
import { DataFolderInUseError } from './owner/data-folder-lock.ts';

/**
 * Loads the reference data into a migrated database; running it again changes nothing. Given by
 * the caller (load-reference-data.ts): part of it, the seeded finishes, is the finishes module's.
 */
export type ReferenceDataLoader = (db: Db) => Promise<void>;

/** Raised when the embedded database cannot be opened or read; the message says how to recover. */
export class UnreadableDatabaseError extends Error {
  constructor(folder: string, cause: unknown, backups: string[]) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const [newest] = backups;
    const recovery = newest
      ? `The newest backup is ${newest}. With the server stopped, restore it with: ${restoreCommandOf(newest)}`
      : 'No backup of it was found.';
    super(`The embedded database in ${folder} could not be read (${reason}). ${recovery}`);
    this.name = 'UnreadableDatabaseError';
  }
}

async function hasMigrations(database: Database): Promise<boolean> {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await database.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  )) as {
    rows: Array<{ name: string | null }>;
  };
  return Boolean(result.rows[0]?.name);
}

/**
 * Brings a database to the committed schema and loads the reference data, under the start-up lock
 * (instances starting together take turns). An embedded database that already held data is
 * backed up first, so a migration can never be the last thing that happened to it.
 */
export async function prepareDatabase(
  database: Database,
  loadReferenceData: ReferenceDataLoader,
  backups?: BackupPolicy,
): Promise<void> {
  await database.withStartupLock(async () => {
    if (backups && database.dumpDataDir && (await hasMigrations(database)))
      await writeBackup(database, backups);
    await database.migrate();
    await loadReferenceData(database.db);
  });
}

/**
 * Opens and prepares the configured database. An embedded database that cannot be read stops the
 * start with an UnreadableDatabaseError naming the newest backup and the restore command; a
 * folder held by another process stops it with DataFolderInUseError.
 */
export async function openPreparedDatabase(
  url: string,
  backups: BackupPolicy,
  loadReferenceData: ReferenceDataLoader,
): Promise<Database> {
  const database = await openDb(url).catch((error: unknown) => {
    throw unreadable(url, error, backups);
  });
  try {
    await prepareDatabase(database, loadReferenceData, backups);
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw database.kind === 'pglite' ? unreadable(url, error, backups) : error;
  }
}

function unreadable(url: string, error: unknown, backups: BackupPolicy): unknown {
  const folder = pgliteFolderOf(url);
  if (!folder || error instanceof DataFolderInUseError) return error;
  return new UnreadableDatabaseError(folder, error, listBackups(backups.dir));
}
