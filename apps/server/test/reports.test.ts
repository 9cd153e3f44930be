import { calculateRoom, formatRt, MODEL_METADATA, parseCalcDocument } from '@roomtone/acoustics';
import { MESSAGES, type RoomReport, readCalcText, reportModelIds } from '@roomtone/contracts';
import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { revisions, rooms } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../src/scripts/demo/demo-organization.ts';
import { pngImage, uploadLogo } from './helpers/organization-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { createOrganization } from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

type DemoRoom = { _id: string; name: string; number: string; activeRTRevision: number };

/** The demo workspace, signed in as its owner, with the rooms of the concert hall project. */
async function demo() {
  const { app, context } = getApp();
  await seedDemo(context.database.db);
  const client = new TestClient(app);
  const login = await client.post('/api/login', {
    username: DEMO_ACCOUNTS.owner.email,
    password: DEMO_ACCOUNTS.password,
  });
  expect(login.statusCode).toBe(200);
  const projects = (await client.get('/api/projects')).json().projects as {
    _id: string;
    projectName: string;
  }[];
  const project = projects.find((item) => item.projectName === 'Harbourside Concert Hall');
  if (!project) throw new Error('the demo project is missing');
  const roomList = (await client.get(`/api/rooms?projectId=${project._id}`)).json().rooms as DemoRoom[];
  const auditorium = roomList.find((room) => room.name === 'Main auditorium');
  if (!auditorium) throw new Error('the demo auditorium is missing');
  return { client, projectId: project._id, rooms: roomList, auditorium };
}

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    return {
      text: text.text.replace(/[ \t]+/g, ' '),
      pages: text.total,
      info: info.info as Record<string, unknown>,
    };
  } finally {
    await parser.destroy();
  }
}

/** Every band's RT of the report models, as the engine computes them from the stored calc. */
async function engineRows(client: TestClient, roomId: string, number: number) {
  const revision = (await client.get(`/api/rooms/${roomId}/rev/${number}`)).json().revision as {
    calc: string;
  };
  const document = readCalcText(revision.calc);
  const input = parseCalcDocument(JSON.parse(revision.calc));
  if (!document || !input.ok) throw new Error('the demo calc does not parse');
  const result = calculateRoom(input.value);
  return reportModelIds(document.settings?.reportModel ?? 'auto', result).map((id) => ({
    label: MODEL_METADATA[id].label,
    values: result.rt[id].map((band) => formatRt(band.value)),
  }));
}

function reportUrl(room: DemoRoom, suffix = '') {
  return `/api/rooms/${room._id}/rev/${room.activeRTRevision}/report${suffix}`;
}

describe('room reports', () => {
  it('renders the PDF of a demo revision: it opens, has three pages, names the firm and the room, carries every band RT of the engine and numbers its pages', async () => {
    const { client, auditorium } = await demo();
    const response = await client.get(reportUrl(auditorium, '.pdf'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="reverberation-report-101-main-auditorium-rev-${auditorium.activeRTRevision}.pdf"`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Fonts are embedded (TrueType font files) and no standard font is referred to.
    expect(bytes.includes('/FontFile2')).toBe(true);
    expect(bytes.includes('/Helvetica')).toBe(false);

    const { text, pages, info } = await pdfText(bytes);
    expect(pages).toBe(3);
    expect(info.Title).toBe('Reverberation report: Main auditorium (no. 101), Harbourside Concert Hall');
    expect(info.Author).toMatch(new RegExp(`${DEMO_ACCOUNTS.organizationName.replace(/[()]/g, '\\$&')}$`));
    expect(text).toContain(DEMO_ACCOUNTS.organizationName);
    expect(text).toContain('Main auditorium (no. 101)');
    expect(text).toContain('Harbourside Concert Hall');
    const rows = await engineRows(client, auditorium._id, auditorium.activeRTRevision);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.values.every((value) => /^\d+\.\d$/.test(value))).toBe(true);
      expect(text).toContain(`${row.label} ${row.values.join(' ')}`);
    }
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
  });

  it('answers the report page the same report, and the PDF shows no number the page does not', async () => {
    const { client, auditorium } = await demo();
    const answer = await client.get(reportUrl(auditorium));
    expect(answer.statusCode).toBe(200);
    const report = answer.json().report as RoomReport;
    const rows = await engineRows(client, auditorium._id, auditorium.activeRTRevision);
    expect(report.results.rows.map((row) => ({ label: row.label, values: row.values }))).toEqual(rows);
    expect(report.organization.name).toBe(DEMO_ACCOUNTS.organizationName);
    expect(report.revision.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(report.surfaces.rows.length).toBeGreaterThan(0);

    const { text, pages } = await pdfText((await client.get(reportUrl(auditorium, '.pdf'))).rawPayload);
    const shown = new Set(JSON.stringify(report).match(/\d+(?:\.\d+)?/g));
    for (const tick of report.chart.yTicks) shown.add(tick.toFixed(report.chart.tickDecimals));
    for (let page = 1; page <= pages; page++) shown.add(String(page));
    const unseen = (text.match(/\d+(?:\.\d+)?/g) ?? []).filter((number) => !shown.has(number));
    expect(unseen).toEqual([]);
  });

  it('draws the logo at the configured width when the organization has one, and prints on the paper asked for', async () => {
    const { client, auditorium } = await demo();
    expect((await uploadLogo(client, 'logo.png', 'image/png', await pngImage(400, 100))).statusCode).toBe(
      200,
    );
    const letter = await client.get(reportUrl(auditorium, '.pdf'));
    expect(letter.rawPayload.includes('/Subtype /Image')).toBe(true);
    // The demo organization is in the United States: US Letter unless told otherwise.
    expect(letter.rawPayload.includes('/MediaBox [0 0 612 792]')).toBe(true);
    const a4 = await client.get(reportUrl(auditorium, '.pdf?paper=a4'));
    expect(a4.rawPayload.includes('/MediaBox [0 0 595.28 841.89]')).toBe(true);
    expect((await client.get(reportUrl(auditorium, '.pdf?paper=tabloid'))).statusCode).toBe(400);
  });

  it("answers 404 for another organization's revision and 401 without a session", async () => {
    const { auditorium, projectId } = await demo();
    const { app, context } = getApp();
    const other = await createOrganization(app, context);
    for (const url of [
      reportUrl(auditorium),
      reportUrl(auditorium, '.pdf'),
      `/api/projects/${projectId}/report.pdf`,
    ]) {
      const response = await other.owner.client.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().success).toBe(false);
      expect((await new TestClient(app).get(url)).statusCode).toBe(401);
    }
  });

  it("gives the spec's message, not a 500, for a calculation that cannot be parsed", async () => {
    const { client, auditorium, projectId } = await demo();
    const db = getApp().context.database.db;
    const [room] = await db.select().from(rooms).where(eq(rooms.id, auditorium._id));
    await db
      .update(revisions)
      .set({ calc: sql`'{"len":"thirty-two","width":22,"height":12}'::jsonb` })
      .where(eq(revisions.id, room?.activeRevisionId ?? ''));
    for (const url of [reportUrl(auditorium), reportUrl(auditorium, '.pdf')]) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        errors: [MESSAGES.errorParsingCalculation],
        errfor: {},
      });
    }
    // The project report still opens: that room's summary row says why it has no report.
    const project = await client.get(`/api/projects/${projectId}/report.pdf`);
    expect(project.statusCode).toBe(200);
    expect((await pdfText(project.rawPayload)).text).toContain(MESSAGES.errorParsingCalculation);
  });
});

describe('project reports', () => {
  it("puts every room's active revision in one PDF after a summary of RT at 500 Hz and 1 kHz against the goal", async () => {
    const { client, projectId, rooms: roomList } = await demo();
    const response = await client.get(`/api/projects/${projectId}/report.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="project-reverberation-report-nl-2031-01.pdf"',
    );
    const { text, pages, info } = await pdfText(response.rawPayload);
    expect(info.Title).toBe('Project reverberation report: Harbourside Concert Hall (NL-2031-01)');
    expect(text).toContain('Summary');
    expect(text).toContain('Verdict');
    for (const room of roomList) {
      expect(text).toContain(`Room ${room.number}: ${room.name}`);
      const [row] = await engineRows(client, room._id, room.activeRTRevision);
      if (!row) throw new Error(`room ${room.number} has no report model`);
      // The summary row: room, volume, model, RT at 500 Hz and at 1 kHz.
      expect(text).toMatch(
        new RegExp(`${room.number} ${room.name} \\d+ m³ ${row.label} ${row.values[2]} ${row.values[3]}`),
      );
    }
    expect(pages).toBeGreaterThanOrEqual(1 + roomList.length);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});
