import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STC_BANDS, stcContour } from '@roomtone/acoustics';
import { PARTITION_TL_FIELDS, type Partition } from '@roomtone/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  importPartitionsCsv,
  PARTITION_IMPORT_COLUMNS,
} from '../src/modules/partitions/partitions-import.service.ts';
import { runPartitionsImport } from '../src/scripts/partitions-import-command.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();
const folder = mkdtempSync(join(tmpdir(), 'roomtone-partitions-import-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(async () => {
  await getApp().context.database.db.execute(sql`delete from partitions where band_type = 'third-octave'`);
});

/**
 * A lab curve equal to the STC-40 reference contour: every deficiency at contour 42 is 2 dB, 16
 * bands × 2 = 32 dB, so ASTM E413 rates it STC 42 (the rule's own worked case).
 */
const STC_42_CURVE = stcContour(40);

type LabRow = {
  id: string;
  stc?: string;
  lab?: string;
  testNo?: string;
  elements?: string;
  bands?: Record<string, string>;
};

function csvOf(rows: LabRow[]): string {
  const lines = rows.map((row) => {
    const tl = Object.fromEntries(PARTITION_TL_FIELDS.map((field) => [field, '']));
    STC_BANDS.forEach((band, index) => {
      tl[`t${band}`] = String(STC_42_CURVE[index]);
    });
    Object.assign(tl, { t50: '12', t63: '15', t80: '18', t100: '21', t5000: '45', t6300: '46' }, row.bands);
    const values: Record<string, string> = {
      id: row.id,
      category: 'Walls',
      description: `"Steel studs, 1/2 in. gypsum board each side, 2 in. insulation (${row.id})"`,
      element_codes: row.elements ?? 'GB13;SS;INS50',
      stc: row.stc ?? '42',
      lab: row.lab ?? 'Example Acoustics Laboratory',
      test_no: row.testNo ?? `TL-${row.id}`,
      test_date: '2019-03-14',
      ...tl,
    };
    return PARTITION_IMPORT_COLUMNS.map((column) => values[column] ?? '').join(',');
  });
  return `${PARTITION_IMPORT_COLUMNS.join(',')}\n${lines.join('\n')}\n`;
}

describe('partitions import (npm run partitions:import)', () => {
  it('loads a good file of third-octave laboratory rows with their recomputed STC', async () => {
    const { db } = getApp().context.database;
    const report = await importPartitionsCsv(db, csvOf([{ id: 'LAB-1' }, { id: 'LAB-2' }]));
    expect(report).toMatchObject({ fileErrors: [], refused: [] });
    expect(report.loaded).toEqual([
      { line: 2, id: 'LAB-1', stc: 42 },
      { line: 3, id: 'LAB-2', stc: 42 },
    ]);
    const response = await new TestClient(getApp().app).get('/api/partitions?description=SS,INS50&limit=100');
    const loaded = (response.json().result.data as Partition[]).filter((row) => row.sourceKey === 'LAB-1');
    expect(loaded[0]).toMatchObject({
      bandType: 'third-octave',
      labName: 'Example Acoustics Laboratory',
      testNo: 'TL-LAB-1',
      testDate: '2019-03-14',
      stc: 42,
      t50: 12,
      t125: 24,
      t500: 40,
      t4000: 44,
      t6300: 46,
    });
  });

  it('refuses a row with a band that is not a number, implausible or missing, and loads the others', async () => {
    const report = await importPartitionsCsv(
      getApp().context.database.db,
      csvOf([
        { id: 'GOOD-1' },
        { id: 'BAD-1', bands: { t500: 'abc' } },
        { id: 'BAD-2', bands: { t1000: '180' } },
        { id: 'BAD-3', bands: { t125: '' } },
        { id: 'BAD-4', elements: 'GB13;NOPE' },
      ]),
    );
    expect(report.loaded.map((row) => row.id)).toEqual(['GOOD-1']);
    expect(report.refused).toEqual([
      { line: 3, id: 'BAD-1', reasons: ["t500 'abc' is not a number"] },
      { line: 4, id: 'BAD-2', reasons: ['t1000 180 dB is outside 0-100 dB'] },
      { line: 5, id: 'BAD-3', reasons: ['t125 is required (the STC rating needs 125-4000 Hz)'] },
      { line: 6, id: 'BAD-4', reasons: ['unknown element code(s): NOPE'] },
    ]);
  });

  it('refuses a row whose published STC differs from the ASTM E413 recomputation', async () => {
    const report = await importPartitionsCsv(
      getApp().context.database.db,
      csvOf([{ id: 'MISMATCH', stc: '45' }]),
    );
    expect(report.loaded).toEqual([]);
    expect(report.refused).toEqual([
      { line: 2, id: 'MISMATCH', reasons: ['published STC 45 differs from STC 42 recomputed per ASTM E413'] },
    ]);
  });

  it('refuses duplicates: in the file, already loaded, or the same lab test under another id', async () => {
    const { db } = getApp().context.database;
    await importPartitionsCsv(db, csvOf([{ id: 'DUP-1' }]));
    const report = await importPartitionsCsv(
      db,
      csvOf([{ id: 'DUP-1' }, { id: 'NEW-1' }, { id: 'NEW-1' }, { id: 'NEW-2', testNo: 'TL-DUP-1' }]),
    );
    expect(report.loaded.map((row) => row.id)).toEqual(['NEW-1']);
    expect(report.refused).toEqual([
      { line: 2, id: 'DUP-1', reasons: ['duplicate: id DUP-1 is already loaded'] },
      { line: 4, id: 'NEW-1', reasons: ['duplicate: id NEW-1 repeats line 3'] },
      {
        line: 5,
        id: 'NEW-2',
        reasons: ['duplicate: Example Acoustics Laboratory test TL-DUP-1 is already loaded'],
      },
    ]);
  });

  it('refuses a file without the partitions.csv columns and loads nothing; a dry run stores nothing', async () => {
    const { db } = getApp().context.database;
    const badHeader = await importPartitionsCsv(db, 'id,category,stc\nX,Walls,40\n');
    expect(badHeader.fileErrors[0]).toMatch(/^missing column\(s\): description, element_codes/);
    const dryRun = await importPartitionsCsv(db, csvOf([{ id: 'DRY-1' }]), { isDryRun: true });
    expect(dryRun.loaded.map((row) => row.id)).toEqual(['DRY-1']);
    const total = (await new TestClient(getApp().app).get('/api/partitions')).json().result.items.total;
    expect(total).toBe(20);
  });

  it('runs as a command that prints a report and exits 0, 1 or 2', async () => {
    const database = getApp().context.database;
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    const good = join(folder, 'good.csv');
    writeFileSync(good, csvOf([{ id: 'CLI-1' }]));
    expect(await runPartitionsImport([good], { database, print })).toBe(0);
    expect(lines).toEqual(['Loaded 1 partition(s):', '  line 2: CLI-1 (STC 42)', 'Refused 0 partition(s).']);
    lines.length = 0;
    expect(await runPartitionsImport([good], { database, print })).toBe(1);
    expect(lines.at(-1)).toBe('  line 2: CLI-1: duplicate: id CLI-1 is already loaded');
    expect(await runPartitionsImport([join(folder, 'missing.csv')], { database, print })).toBe(2);
    expect(await runPartitionsImport([], { database, print })).toBe(2);
  });
});
