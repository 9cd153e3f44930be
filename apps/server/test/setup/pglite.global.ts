import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDb, PGLITE_EXTENSIONS } from '../../src/db/client.ts';
import { loadReferenceData } from '../../src/load-reference-data.ts';

/**
 * Builds one migrated, seeded PGlite once per run and saves its gzip dump; every test file
 * clones it (about 1 s) instead of running initdb and the migrations again.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'roomtone-pglite-template-'));
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDb('memory://', { pglite });
  await database.migrate();
  await loadReferenceData(database.db);
  const dump = await pglite.dumpDataDir('gzip');
  const path = join(dir, 'template.tar.gz');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbKind', 'pglite');
  project.provide('dbTemplate', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
