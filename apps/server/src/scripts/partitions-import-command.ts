import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from '../db/client.ts';
import { formatImportReport, importPartitionsCsv } from '../modules/partitions/partitions-import.service.ts';

const USAGE = 'usage: npm run partitions:import -- <file.csv> [--dry-run]';

/**
 * `npm run partitions:import -- file.csv [--dry-run]` on an open database: loads laboratory
 * partitions and prints what was loaded and refused. Exit code 0 when every row loaded, 1 when
 * some were refused, 2 when nothing could be read. The validation lives in the partitions service.
 */
export async function runPartitionsImport(
  args: string[],
  options: { database: Database; print?: (line: string) => void; cwd?: string },
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
    text = readFileSync(resolve(options.cwd ?? process.cwd(), file), 'utf8');
  } catch (error) {
    print(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const { database } = options;
  const report = await importPartitionsCsv(database.db, text, { isDryRun });
  for (const line of formatImportReport(report)) print(line);
  if (!isDryRun && report.loaded.length > 0) await database.maintain();
  if (report.fileErrors.length > 0) return 2;
  return report.refused.length > 0 ? 1 : 0;
}
