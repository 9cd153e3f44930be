/**
 * Turns the partitions source tables (in `reference-data`, see docs/data.md) into `partitions.v1.json`:
 * the element codes and the textbook rows of octave-band transmission loss with their published
 * STC. `partitions.csv` (laboratory third-octave rows) is loaded with `npm run partitions:import`.
 *
 *   node --import tsx apps/server/src/db/seed/partitions/convert-sources.ts reference-data
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARTITION_TL_FIELDS, type PartitionTlField } from '@roomtone/contracts';
import { parseCsvWithHeader } from '../../../lib/csv.ts';
import { octaveApproximateStc } from './octave-check.ts';
import type { PartitionSeedFile, PartitionSeedRow } from './seed-format.ts';

const OCTAVES = [125, 250, 500, 1000, 2000, 4000] as const;

/** An octave row whose approximate E413 rating is further than this from the published STC is flagged. */
const OCTAVE_CHECK_TOLERANCE_DB = 3;

function readTable(path: string): Record<string, string>[] {
  const { header, rows } = parseCsvWithHeader(readFileSync(path, 'utf8'));
  return rows.map((record) =>
    Object.fromEntries(header.map((name, column) => [name, record.fields[column] ?? ''])),
  );
}

function number(text: string | undefined, where: string): number {
  const value = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isFinite(value))
    throw new Error(`${where}: '${text}' is not a number`);
  return value;
}

function convert(dataDir: string): PartitionSeedFile {
  const elements = readTable(join(dataDir, 'elements.csv')).map((row) => ({
    code: row.code ?? '',
    description: row.description ?? '',
  }));
  const rows = readTable(join(dataDir, 'partitions-octave-reference.csv')).map((row): PartitionSeedRow => {
    const where = `partitions-octave-reference.csv ${row.id}`;
    const tl = Object.fromEntries(PARTITION_TL_FIELDS.map((field) => [field, null])) as Record<
      PartitionTlField,
      number | null
    >;
    for (const band of OCTAVES) tl[`t${band}`] = number(row[`tl${band}`], `${where} tl${band}`);
    const stc = number(row.stc, `${where} stc`);
    const approximate = octaveApproximateStc(OCTAVES.map((band) => tl[`t${band}`] ?? Number.NaN));
    const flags =
      approximate !== null && Math.abs(approximate - stc) > OCTAVE_CHECK_TOLERANCE_DB
        ? ['stc-octave-check-differs']
        : [];
    return {
      sourceKey: row.id ?? '',
      category: row.category ?? '',
      description: row.description ?? '',
      elementCodes: (row.element_codes ?? '').split(';').filter((code) => code !== ''),
      stc,
      bandType: 'octave',
      labName: '',
      testNo: '',
      testDate: null,
      ...tl,
      source: row.source ?? '',
      flags: flags.join(', '),
    };
  });
  return {
    format: 'roomtone.partitions',
    formatVersion: 1,
    dataVersion: 1,
    generatedFrom:
      'elements.csv, partitions-octave-reference.csv and partitions-SOURCES.md; see docs/data.md',
    elements,
    rows,
  };
}

/** The source tables kept in the repository (`reference-data`), or the folder given. */
const dataDir =
  process.argv[2] ?? fileURLToPath(new URL('../../../../../../reference-data', import.meta.url));
const file = convert(dataDir);
writeFileSync(join(import.meta.dirname, 'partitions.v1.json'), `${JSON.stringify(file, null, 2)}\n`);
console.log(`${file.elements.length} elements, ${file.rows.length} partitions`);
for (const row of file.rows) {
  const approximate = octaveApproximateStc(
    [125, 250, 500, 1000, 2000, 4000].map((band) => row[`t${band}` as PartitionTlField] ?? Number.NaN),
  );
  console.log(`  ${row.sourceKey} published ${row.stc}, octave approximation ${approximate} ${row.flags}`);
}
