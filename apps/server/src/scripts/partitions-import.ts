import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.ts';
import { type Database, openDb } from '../db/client.ts';
import { seedPartitions } from '../db/seed/partitions/seed-partitions.ts';
import { seedReferenceData } from '../db/seed/seed-reference.ts';
import { formatImportReport, importPartitionsCsv } from '../modules/partitions/partitions-import.service.ts';

const USAGE = 'usage: npm run partitions:import -- <file.csv> [--dry-run]';

/**
 * `npm run partitions:import -- file.csv [--dry-run]`: loads laboratory partitions into the
 * configured database (DATABASE_URL, or the embedded one in DATA_DIR) and prints what was loaded
 * and refused. Exit code 0 when every row loaded, 1 when some were refused, 2 when nothing could
 * be read. The validation lives in the partitions service.
 */
export async function runPartitionsImport(
  args: string[],
  options: { database?: Database; print?: (line: string) => void } = {},
): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line));
  const isDryRun = args.includes('--dry-run');
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknownOptions = args.filter((arg) => arg.startsWith('--') && arg !== '--dry-run');
  const [file] = files;
  if (!file || files.length > 1 || unknownOptions.length > 0) {
    print(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(resolve(file), 'utf8');
  } catch (error) {
    print(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const database = options.database ?? (await openConfiguredDatabase());
  try {
    const report = await importPartitionsCsv(database.db, text, { isDryRun });
    for (const line of formatImportReport(report)) print(line);
    if (!isDryRun && report.loaded.length > 0) await database.maintain();
    if (report.fileErrors.length > 0) return 2;
    return report.refused.length > 0 ? 1 : 0;
  } finally {
    if (!options.database) await database.close();
  }
}

async function openConfiguredDatabase(): Promise<Database> {
  const database = await openDb(loadConfig().databaseUrl);
  await database.migrate();
  await seedReferenceData(database.db);
  // The element codes must exist before lab rows that use them are checked.
  await seedPartitions(database.db);
  return database;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runPartitionsImport(process.argv.slice(2));
}
