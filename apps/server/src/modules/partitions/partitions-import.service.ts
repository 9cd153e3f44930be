import { STC_BANDS, soundTransmissionClass } from '@roomtone/acoustics';
import { PARTITION_ELEMENT_CODE, PARTITION_TL_BANDS, type PartitionTlField } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { CsvSyntaxError, parseCsvWithHeader } from '../../lib/csv.ts';
import {
  existingElementCodes,
  findDuplicatePartitions,
  insertPartitions,
  type NewPartition,
} from './partitions.repo.ts';

/**
 * Import of laboratory test data in the columns of `partitions.csv`: id, category, description,
 * element_codes (';'-separated), stc, lab, test_no, test_date (YYYY-MM-DD), t50 … t6300 (dB).
 * Every row is validated; valid rows are loaded in one transaction and the rest are refused with
 * their reasons. The STC is recomputed per ASTM E413 from the 16 bands 125-4000 Hz and must
 * equal the published value. Used by `npm run partitions:import` and the admin area.
 */

/** The header `partitions.csv` has. */
export const PARTITION_IMPORT_COLUMNS = [
  'id',
  'category',
  'description',
  'element_codes',
  'stc',
  'lab',
  'test_no',
  'test_date',
  ...PARTITION_TL_BANDS.map((band) => `t${band}`),
] as const;

/** Plausible transmission loss of a building partition, in dB. */
export const TL_PLAUSIBLE_DB = { min: 0, max: 100 } as const;

/** What an import did. */
export type PartitionImportReport = {
  /** Problems with the file itself (nothing was loaded). */
  fileErrors: string[];
  loaded: { line: number; id: string; stc: number }[];
  refused: { line: number; id: string; reasons: string[] }[];
  isDryRun: boolean;
};

type Candidate = { line: number; id: string; row: NewPartition; reasons: string[] };

const SOURCE_KEY = /^[A-Za-z0-9][A-Za-z0-9_.:/-]{0,63}$/;

function validDate(text: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === text &&
    text >= '1900-01-01' &&
    text <= today
  );
}

function readBand(value: string, field: string, isRequired: boolean, reasons: string[]): number | null {
  if (value.trim() === '') {
    if (isRequired) reasons.push(`${field} is required (the STC rating needs 125-4000 Hz)`);
    return null;
  }
  const number = Number(value);
  if (!Number.isFinite(number)) {
    reasons.push(`${field} '${value}' is not a number`);
    return null;
  }
  if (number < TL_PLAUSIBLE_DB.min || number > TL_PLAUSIBLE_DB.max) {
    reasons.push(`${field} ${value} dB is outside ${TL_PLAUSIBLE_DB.min}-${TL_PLAUSIBLE_DB.max} dB`);
  }
  return number;
}

function candidateOf(line: number, values: Record<string, string>, today: string): Candidate {
  const reasons: string[] = [];
  const text = (name: string) => (values[name] ?? '').trim();
  const id = text('id');
  if (!SOURCE_KEY.test(id)) reasons.push(`id '${id}' must be 1-64 letters, digits or . _ : / -`);
  for (const name of ['category', 'description', 'lab', 'test_no'] as const) {
    if (text(name) === '') reasons.push(`${name} is required`);
  }
  const elementCodes = text('element_codes')
    .split(';')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  if (elementCodes.length === 0) reasons.push('element_codes is required');
  for (const code of elementCodes) {
    if (!PARTITION_ELEMENT_CODE.test(code)) reasons.push(`element code '${code}' is not valid`);
  }
  const stc = Number(text('stc'));
  if (text('stc') === '' || !Number.isInteger(stc) || stc < 0 || stc > 150) {
    reasons.push(`stc '${text('stc')}' must be a whole number from 0 to 150`);
  }
  if (!validDate(text('test_date'), today))
    reasons.push(`test_date '${text('test_date')}' must be a past date YYYY-MM-DD`);
  const tl = {} as Record<PartitionTlField, number | null>;
  for (const band of PARTITION_TL_BANDS) {
    const field: PartitionTlField = `t${band}`;
    tl[field] = readBand(text(field), field, (STC_BANDS as readonly number[]).includes(band), reasons);
  }
  if (reasons.length === 0) {
    const rating = soundTransmissionClass(STC_BANDS.map((band) => tl[`t${band}`] ?? Number.NaN));
    if (!rating) reasons.push('the STC cannot be recomputed from the bands 125-4000 Hz');
    else if (rating.stc !== stc)
      reasons.push(`published STC ${stc} differs from STC ${rating.stc} recomputed per ASTM E413`);
  }
  const row: NewPartition = {
    sourceKey: id,
    category: text('category'),
    description: text('description'),
    elementCodes,
    stc,
    bandType: 'third-octave',
    labName: text('lab'),
    testNo: text('test_no'),
    testDate: text('test_date'),
    ...tl,
    source: `Laboratory test report: ${text('lab')}, test ${text('test_no')}, ${text('test_date')}`,
    flags: '',
  };
  return { line, id, row, reasons };
}

async function refuseConflicts(db: Db, candidates: Candidate[]): Promise<void> {
  const valid = candidates.filter((candidate) => candidate.reasons.length === 0);
  const known = await existingElementCodes(db, [
    ...new Set(valid.flatMap((candidate) => candidate.row.elementCodes)),
  ]);
  for (const candidate of valid) {
    const unknown = candidate.row.elementCodes.filter((code) => !known.has(code));
    if (unknown.length > 0) candidate.reasons.push(`unknown element code(s): ${unknown.join(', ')}`);
  }
  const stored = await findDuplicatePartitions(
    db,
    valid.map((candidate) => ({
      sourceKey: candidate.row.sourceKey,
      labName: candidate.row.labName ?? '',
      testNo: candidate.row.testNo ?? '',
    })),
  );
  const seenKeys = new Map<string, number>();
  const seenTests = new Map<string, number>();
  for (const candidate of candidates) {
    const testKey = `${candidate.row.labName}\u0000${candidate.row.testNo}`;
    const duplicate = duplicateReason(
      candidate,
      testKey,
      stored,
      seenKeys.get(candidate.id),
      seenTests.get(testKey),
    );
    if (duplicate) candidate.reasons.push(duplicate);
    if (!seenKeys.has(candidate.id)) seenKeys.set(candidate.id, candidate.line);
    if (!seenTests.has(testKey)) seenTests.set(testKey, candidate.line);
  }
}

/** Why a row duplicates a stored partition or an earlier line of the file (one reason), or undefined. */
function duplicateReason(
  candidate: Candidate,
  testKey: string,
  stored: { sourceKey: string; labName: string; testNo: string }[],
  earlierKeyLine: number | undefined,
  earlierTestLine: number | undefined,
): string | undefined {
  const test = `${candidate.row.labName} test ${candidate.row.testNo}`;
  if (stored.some((row) => row.sourceKey === candidate.id))
    return `duplicate: id ${candidate.id} is already loaded`;
  if (stored.some((row) => `${row.labName}\u0000${row.testNo}` === testKey))
    return `duplicate: ${test} is already loaded`;
  if (earlierKeyLine !== undefined) return `duplicate: id ${candidate.id} repeats line ${earlierKeyLine}`;
  if (earlierTestLine !== undefined) return `duplicate: ${test} repeats line ${earlierTestLine}`;
  return undefined;
}

/** Validates a CSV of laboratory partitions and loads the valid rows (unless `isDryRun`). */
export async function importPartitionsCsv(
  db: Db,
  csvText: string,
  options: { isDryRun?: boolean; today?: string } = {},
): Promise<PartitionImportReport> {
  const report: PartitionImportReport = {
    fileErrors: [],
    loaded: [],
    refused: [],
    isDryRun: options.isDryRun ?? false,
  };
  let parsed: ReturnType<typeof parseCsvWithHeader>;
  try {
    parsed = parseCsvWithHeader(csvText);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    report.fileErrors.push(error.message);
    return report;
  }
  const missing = PARTITION_IMPORT_COLUMNS.filter((column) => !parsed.header.includes(column));
  const unknown = parsed.header.filter(
    (column) => !(PARTITION_IMPORT_COLUMNS as readonly string[]).includes(column),
  );
  if (missing.length > 0) report.fileErrors.push(`missing column(s): ${missing.join(', ')}`);
  if (unknown.length > 0) report.fileErrors.push(`unknown column(s): ${unknown.join(', ')}`);
  if (report.fileErrors.length > 0) return report;

  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const candidates = parsed.rows.map((record) => {
    const values = Object.fromEntries(
      parsed.header.map((name, column) => [name, record.fields[column] ?? '']),
    );
    const candidate = candidateOf(record.line, values, today);
    if (record.fields.length !== parsed.header.length) {
      candidate.reasons.unshift(
        `${record.fields.length} fields where the header has ${parsed.header.length}`,
      );
    }
    return candidate;
  });
  await refuseConflicts(db, candidates);

  const accepted = candidates.filter((candidate) => candidate.reasons.length === 0);
  if (!report.isDryRun && accepted.length > 0) {
    await db.transaction((tx) =>
      insertPartitions(
        tx,
        accepted.map((candidate) => candidate.row),
      ),
    );
  }
  for (const candidate of candidates) {
    if (candidate.reasons.length === 0)
      report.loaded.push({ line: candidate.line, id: candidate.id, stc: candidate.row.stc });
    else report.refused.push({ line: candidate.line, id: candidate.id, reasons: candidate.reasons });
  }
  return report;
}

/** The report as lines of text for a terminal. */
export function formatImportReport(report: PartitionImportReport): string[] {
  if (report.fileErrors.length > 0)
    return ['Nothing loaded: the file is not valid.', ...report.fileErrors.map((error) => `  ${error}`)];
  const verb = report.isDryRun ? 'Would load' : 'Loaded';
  return [
    `${verb} ${report.loaded.length} partition(s)${report.loaded.length > 0 ? ':' : '.'}`,
    ...report.loaded.map((row) => `  line ${row.line}: ${row.id} (STC ${row.stc})`),
    `Refused ${report.refused.length} partition(s)${report.refused.length > 0 ? ':' : '.'}`,
    ...report.refused.map((row) => `  line ${row.line}: ${row.id || '(no id)'}: ${row.reasons.join('; ')}`),
  ];
}
