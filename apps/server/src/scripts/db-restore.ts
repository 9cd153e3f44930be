import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { listBackups, restoreBackup } from '../db/backups.ts';
import { pgliteFolderOf } from '../db/client.ts';
import { acquireDataFolderLock, DataFolderInUseError } from '../db/owner/data-folder-lock.ts';

/**
 * `npm run db:restore -- <file>`: replaces the embedded database with a backup. The server must be
 * stopped (the folder's lock is taken for the whole restore); the database it replaces is kept
 * beside it, never deleted.
 */
async function main(args: string[]): Promise<number> {
  const { databaseUrl, backups } = loadConfig();
  const folder = pgliteFolderOf(databaseUrl);
  if (!folder) {
    console.error(
      'DATABASE_URL points at PostgreSQL: restore it with pg_restore or psql (see docs/operations.md).',
    );
    return 2;
  }
  const [file] = args;
  if (!file || args.length > 1) {
    console.error('Usage: npm run db:restore -- <backup file>');
    const newest = listBackups(backups.dir).slice(0, 5);
    if (newest.length > 0) console.error(`Newest backups:\n${newest.map((name) => `  ${name}`).join('\n')}`);
    return 2;
  }
  const path = resolve(file);
  if (!existsSync(path)) {
    console.error(`No such file: ${path}`);
    return 2;
  }
  let lock: Awaited<ReturnType<typeof acquireDataFolderLock>>;
  try {
    lock = await acquireDataFolderLock(folder);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(`${error.message} A restore needs the server stopped.`);
    return 1;
  }
  try {
    const { keptAs } = await restoreBackup(path, lock.folder);
    console.log(`Restored ${lock.folder} from ${path}.`);
    if (keptAs) console.log(`The database it replaced is kept in ${keptAs}.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await lock.release();
  }
}

process.exitCode = await main(process.argv.slice(2));
