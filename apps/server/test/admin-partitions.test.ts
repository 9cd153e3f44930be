import { STC_BANDS, stcContour } from '@roomtone/acoustics';
import {
  ADMIN_PERMISSIONS,
  MESSAGES,
  PARTITION_TL_FIELDS,
  PARTITIONS_IMPORT_MAX_BYTES,
  PARTITIONS_IMPORT_MESSAGES,
  type Partition,
} from '@roomtone/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { grantFullAccess } from '../src/modules/admin/admin-access.repo.ts';
import { insertGroup, setGroupsOf, updateGroup } from '../src/modules/admin/admin-groups.repo.ts';
import { PARTITION_IMPORT_COLUMNS } from '../src/modules/partitions/partitions-import.service.ts';
import { insertPerson } from './helpers/route-fixtures.ts';
import { type TestApp, useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();
const IMPORT = '/api/admin/partitions/import';

afterEach(async () => {
  await getApp().context.database.db.execute(sql`delete from partitions where band_type = 'third-octave'`);
});

/** A lab curve equal to the STC-40 reference contour, which ASTM E413 rates STC 42. */
const STC_42_CURVE = stcContour(40);

/** One line of a laboratory file: a good STC 42 row unless told otherwise. */
function labLine(id: string, overrides: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    id,
    category: 'Walls',
    description: `"Steel studs, gypsum board each side (${id})"`,
    element_codes: 'GB13;SS;INS50',
    stc: '42',
    lab: 'Example Acoustics Laboratory',
    test_no: `TL-${id}`,
    test_date: '2019-03-14',
    ...Object.fromEntries(PARTITION_TL_FIELDS.map((field) => [field, ''])),
    ...Object.fromEntries(STC_BANDS.map((band, index) => [`t${band}`, String(STC_42_CURVE[index])])),
    ...overrides,
  };
  return PARTITION_IMPORT_COLUMNS.map((column) => values[column] ?? '').join(',');
}

function csvOf(lines: string[]): string {
  return `${PARTITION_IMPORT_COLUMNS.join(',')}\n${lines.join('\n')}\n`;
}

async function administratorWith(testApp: TestApp, permissions: readonly string[]) {
  const db = testApp.context.database.db;
  const person = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
  const groupId = await insertGroup(db, `Only ${person.userId}`);
  await updateGroup(db, groupId, `Only ${person.userId}`, [...permissions]);
  await setGroupsOf(db, person.userId, [groupId]);
  return person;
}

async function fullAdmin(testApp: TestApp) {
  const admin = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
  await grantFullAccess(testApp.context.database.db, admin.userId);
  return admin;
}

async function publicPartition(testApp: TestApp, sourceKey: string): Promise<Partition | undefined> {
  const response = await new TestClient(testApp.app).get('/api/partitions?stcMin=42&stcMax=42&limit=100');
  return (response.json().result.data as Partition[]).find((row) => row.sourceKey === sourceKey);
}

async function importAudits(testApp: TestApp, actorUserId: string) {
  return testApp.context.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'admin.partitions.import'), eq(auditLog.actorUserId, actorUserId)));
}

const twoRows = () =>
  csvOf([labLine('ADM-GOOD'), labLine('ADM-BAD', { t500: 'abc', element_codes: 'GB13;NO PE' })]);

describe('admin partitions import', () => {
  it('answers 401 to an anonymous caller, 403 to a non-administrator and to an administrator without partitions.write', async () => {
    const testApp = getApp();
    const body = { fileName: 'lab.csv', csv: twoRows(), isDryRun: true };
    const anonymous = await new TestClient(testApp.app).post(IMPORT, body);
    expect([anonymous.statusCode, anonymous.json().errors]).toEqual([401, [MESSAGES.mustBeLoggedIn]]);
    const user = await insertPerson(testApp, { organizationId: null, role: null });
    expect((await user.client.post(IMPORT, body)).statusCode).toBe(403);
    const without = await administratorWith(
      testApp,
      ADMIN_PERMISSIONS.filter((permission) => permission !== 'partitions.write'),
    );
    const refused = await without.client.post(IMPORT, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([
      'Your admin groups do not grant this permission: partitions.write.',
    ]);
    const holder = await administratorWith(testApp, ['partitions.write']);
    expect((await holder.client.post(IMPORT, body)).statusCode).toBe(200);
    // The full-access group holds the permission too.
    const root = await fullAdmin(testApp);
    expect((await root.client.post(IMPORT, body)).statusCode).toBe(200);
  });

  it('checks a file in a dry run: reports every row, loads nothing and writes no audit entry', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const response = await admin.client.post(IMPORT, { fileName: 'lab.csv', csv: twoRows(), isDryRun: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().report).toEqual({
      fileName: 'lab.csv',
      isDryRun: true,
      loaded: [{ line: 2, id: 'ADM-GOOD', stc: 42 }],
      refused: [
        {
          line: 3,
          id: 'ADM-BAD',
          reasons: ["element code 'NO PE' is not valid", "t500 'abc' is not a number"],
        },
      ],
    });
    expect(await publicPartition(testApp, 'ADM-GOOD')).toBeUndefined();
    expect(await importAudits(testApp, admin.userId)).toEqual([]);
    // A body without the flag is a dry run too.
    const unflagged = await admin.client.post(IMPORT, { fileName: 'lab.csv', csv: twoRows() });
    expect(unflagged.json().report.isDryRun).toBe(true);
    expect(await publicPartition(testApp, 'ADM-GOOD')).toBeUndefined();
  });

  it('imports the valid rows, refuses the rest with their lines and reasons, and audits the import', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const response = await admin.client.post(IMPORT, {
      fileName: 'lab-2019.csv',
      csv: twoRows(),
      isDryRun: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().report).toMatchObject({
      isDryRun: false,
      loaded: [{ line: 2, id: 'ADM-GOOD', stc: 42 }],
      refused: [{ line: 3, id: 'ADM-BAD' }],
    });
    expect(await publicPartition(testApp, 'ADM-GOOD')).toMatchObject({
      stc: 42,
      labName: 'Example Acoustics Laboratory',
      testNo: 'TL-ADM-GOOD',
      bandType: 'third-octave',
    });
    expect(await publicPartition(testApp, 'ADM-BAD')).toBeUndefined();
    const audits = await importAudits(testApp, admin.userId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      target: 'lab-2019.csv',
      details: { loaded: 1, refused: 1, ids: 'ADM-GOOD' },
    });
    expect(audits[0]?.ip).toBeTruthy();

    // The same file again: the loaded row is now a duplicate, and the attempt is audited too.
    const again = await admin.client.post(IMPORT, {
      fileName: 'lab-2019.csv',
      csv: twoRows(),
      isDryRun: false,
    });
    expect(again.json().report.loaded).toEqual([]);
    expect(again.json().report.refused[0]).toEqual({
      line: 2,
      id: 'ADM-GOOD',
      reasons: ['duplicate: id ADM-GOOD is already loaded'],
    });
    expect(await importAudits(testApp, admin.userId)).toHaveLength(2);
  });

  it('refuses a file over 1MB with the message at the file field, however large its body', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const header = `${PARTITION_IMPORT_COLUMNS.join(',')}\n`;
    const oversize = header + 'x'.repeat(PARTITIONS_IMPORT_MAX_BYTES - header.length + 1);
    const tooLarge = await admin.client.post(IMPORT, { fileName: 'big.csv', csv: oversize, isDryRun: true });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errfor).toEqual({ csv: 'Maximum file size is 1MB' });
    // Past what any accepted file takes as JSON, refused before the body is read.
    const huge = await admin.client.post(IMPORT, {
      fileName: 'huge.csv',
      csv: '"'.repeat(2 * PARTITIONS_IMPORT_MAX_BYTES + 32 * 1024),
      isDryRun: true,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errfor).toEqual({ csv: 'Maximum file size is 1MB' });
    // Exactly 1MB (counted in UTF-8 bytes) is read.
    const atLimit = header + 'é'.repeat((PARTITIONS_IMPORT_MAX_BYTES - header.length) / 2);
    const read = await admin.client.post(IMPORT, { fileName: 'limit.csv', csv: atLimit, isDryRun: true });
    expect(read.statusCode).toBe(200);
  });

  it('reads a file at the size limit filled with the shortest valid rows on both databases', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const short = (index: number) =>
      labLine(`S${index}`, {
        description: 'D',
        category: 'W',
        lab: 'L',
        element_codes: 'SS',
        test_no: `${index}`,
      });
    let csv = `${PARTITION_IMPORT_COLUMNS.join(',')}\n`;
    for (let index = 0; csv.length + 100 < PARTITIONS_IMPORT_MAX_BYTES; index += 1)
      csv += `${short(index)}\n`;
    const response = await admin.client.post(IMPORT, { fileName: 'short.csv', csv, isDryRun: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().report.refused).toEqual([]);
    expect(response.json().report.loaded.length).toBeGreaterThan(11_000);
  });

  it('names what is wrong with an empty file, a file with another header and a file that is not CSV', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const send = (fileName: string, csv: string) =>
      admin.client.post(IMPORT, { fileName, csv, isDryRun: false });

    const empty = await send('empty.csv', '\uFEFF \n');
    expect([empty.statusCode, empty.json().errfor]).toEqual([400, { csv: PARTITIONS_IMPORT_MESSAGES.empty }]);

    const header = await send('finishes.csv', 'id,category,stc\nX,Walls,40\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().errfor.csv).toBe(
      `This file cannot be imported: missing column(s): description, element_codes, lab, test_no, test_date, ${PARTITION_TL_FIELDS.join(', ')}.`,
    );
    const unknown = await send('extra.csv', `${PARTITION_IMPORT_COLUMNS.join(',')},remarks\n`);
    expect(unknown.json().errfor.csv).toBe('This file cannot be imported: unknown column(s): remarks.');
    const broken = await send('broken.csv', `${PARTITION_IMPORT_COLUMNS.join(',')}\n"A-1,Walls\n`);
    expect(broken.json().errfor.csv).toBe(
      'This file cannot be imported: line 2: a quoted field is not closed.',
    );

    const spreadsheet = await send('lab.xlsx', twoRows());
    expect([spreadsheet.statusCode, spreadsheet.json().errfor]).toEqual([
      400,
      { fileName: PARTITIONS_IMPORT_MESSAGES.notCsv },
    ]);
    const binary = await send('lab.csv', 'PK\u0003\u0004\u0014\u0000'.replace('\u0000', '\uFFFD'));
    expect([binary.statusCode, binary.json().errfor]).toEqual([
      400,
      { csv: PARTITIONS_IMPORT_MESSAGES.notCsv },
    ]);

    expect(await publicPartition(testApp, 'ADM-GOOD')).toBeUndefined();
    expect(await importAudits(testApp, admin.userId)).toEqual([]);
  });
});
