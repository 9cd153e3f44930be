import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, PGLITE_EXTENSIONS } from './client.ts';

/** Where backups of the embedded database go, and how many are kept. */
export type BackupPolicy = { dir: string; keep: number };

const BACKUP_NAME = /^roomtone-\d{8}T\d{6}(\d{3})?Z\.tar\.gz$/;

/** The backups in `dir`, newest first (their names sort by time). */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse()
    .map((name) => join(resolve(dir), name));
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('.', '');
}

/**
 * Writes a consistent copy of the embedded database (PGlite's own dump, gzipped tar) to the
 * policy's folder, then removes the oldest beyond `keep`. The file appears under its final name
 * only once complete, so a crash mid-write leaves no half backup that looks whole.
 */
export async function writeBackup(
  database: Database,
  policy: BackupPolicy,
  now = new Date(),
): Promise<string> {
  if (!database.dumpDataDir)
    throw new Error('Backups are for the embedded database; use pg_dump for PostgreSQL.');
  mkdirSync(policy.dir, { recursive: true });
  const dump = await database.dumpDataDir();
  const file = join(resolve(policy.dir), `roomtone-${timestamp(now)}.tar.gz`);
  const partial = `${file}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  for (const old of listBackups(policy.dir).slice(policy.keep)) rmSync(old, { force: true });
  return file;
}

/** The command that restores a backup, as the messages print it. */
export function restoreCommandOf(file: string): string {
  return `npm run db:restore -- ${file}`;
}

/**
 * Replaces the embedded database in `folder` with a backup. The backup is first unpacked into a
 * fresh folder and opened (a damaged file is refused and nothing changes); the current folder is
 * then kept beside it under a dated name, never deleted. The caller holds the folder's lock.
 */
export async function restoreBackup(
  file: string,
  folder: string,
  now = new Date(),
): Promise<{ keptAs?: string }> {
  const unpacked = `${folder}.restoring-${timestamp(now)}`;
  rmSync(unpacked, { recursive: true, force: true });
  const dump = new Blob([readFileSync(file)], { type: 'application/x-gzip' });
  try {
    const client = await PGlite.create(unpacked, { loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
    try {
      await client.query('select count(*) from drizzle.__drizzle_migrations');
    } finally {
      await client.close();
    }
  } catch (error) {
    rmSync(unpacked, { recursive: true, force: true });
    throw new Error(
      `${file} is not a usable backup: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  let keptAs: string | undefined;
  if (existsSync(folder)) {
    keptAs = `${folder}.before-restore-${timestamp(now)}`;
    renameSync(folder, keptAs);
  }
  renameSync(unpacked, folder);
  return keptAs ? { keptAs } : {};
}
