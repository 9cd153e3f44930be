/**
 * Reports benchmark: time to answer the PDF of one room's report and of a 30-room project report
 * over HTTP (the route reads the revision, the room, the project and the organization, runs the
 * engine and draws the PDF with its embedded fonts and the logo), median and p95 over sequential
 * requests, and the size of the file. Runs on PGlite and on PostgreSQL.
 *
 * Standalone: `node --import tsx bench/reports.bench.ts`; from the runner: `npm run bench -- reports`.
 */
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { organizations, projects, rooms } from '../apps/server/src/db/schema/index.ts';
import { appendRevision, computeRevision } from '../apps/server/src/modules/rooms/revisions.service.ts';
import { benchConfig, onBothDatabases } from './databases.ts';
import { percentile } from './percentile.ts';

const PROJECT_ROOMS = 30;
const ROOM_RUNS = 40;
const PROJECT_RUNS = 10;
const WARM_UP_RUNS = 3;

/** Figures of one route on one database. */
export type ReportsBenchFigures = {
  database: string;
  document: string;
  medianMs: number;
  p95Ms: number;
  sizeKb: number;
  pages: number;
};

/** A PNG of a flat-colour 600 × 150 logo, written by hand so the benchmark needs no image library. */
function logoPng(): Buffer {
  const width = 600;
  const height = 150;
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([29, 63, 79], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A classroom-sized room with eight surfaces, an RT goal and both report models. */
function roomCalc(index: number): string {
  const length = 7 + (index % 5);
  const width = 6 + (index % 3);
  const height = 3.2;
  const walls = { lr: 2 * length * height, fr: 2 * width * height };
  const floor = length * width;
  const finish = (name: string, alphas: number[], area: Record<string, number>) => {
    const [a125, a250, a500, a1000, a2000, a4000] = alphas;
    return { type: 'multiaxis-custom-alpha', name, a125, a250, a500, a1000, a2000, a4000, area };
  };
  return JSON.stringify({
    name: `Room ${index + 1}`,
    units: { system: 'Metric' },
    len: length,
    width,
    height,
    temperature: 20,
    rtGoal: 0.7,
    x125: 1.25,
    x250: 1.1,
    x500: 1,
    x1000: 0.95,
    x2000: 0.9,
    x4000: 0.8,
    s125: 20,
    s250: 15,
    s500: 10,
    s1000: 10,
    s2000: 10,
    s4000: 10,
    l125: -20,
    l250: -15,
    l500: -10,
    l1000: -10,
    l2000: -10,
    l4000: -10,
    settings: { limitCoefficients: true, airAbsorption: true, reportModel: 'both' },
    gui: { suggestionType: 'auditorium-speech' },
    surfaces: [
      finish('Gypsum board on studs', [0.29, 0.1, 0.05, 0.04, 0.07, 0.09], {
        lr: walls.lr - 12,
        fr: walls.fr - 6,
      }),
      finish('Glazing, 6 mm', [0.18, 0.06, 0.04, 0.03, 0.02, 0.02], { lr: 12 }),
      finish('Door, solid timber', [0.14, 0.1, 0.06, 0.08, 0.1, 0.1], { fr: 6 }),
      finish('Mineral fibre ceiling tile', [0.3, 0.55, 0.7, 0.75, 0.8, 0.8], { fc: floor * 0.8 }),
      finish('Plasterboard ceiling margin', [0.29, 0.1, 0.05, 0.04, 0.07, 0.09], { fc: floor * 0.2 }),
      finish('Carpet on concrete', [0.02, 0.06, 0.14, 0.37, 0.6, 0.65], { fc: floor * 0.7 }),
      finish('Vinyl on concrete', [0.02, 0.03, 0.03, 0.03, 0.03, 0.02], { fc: floor * 0.3 }),
      finish('Fabric-wrapped panels, 50 mm', [0.2, 0.7, 1, 1, 0.95, 0.9], { fr: 8 }),
    ],
  });
}

/** Signs up an organization owner with a pro plan and a logo; answers the cookie and the user id. */
async function signIn(
  app: FastifyInstance,
  db: Db,
): Promise<{ cookie: string; userId: string; organizationId: string }> {
  const csrf = { cookies: { 'XSRF-TOKEN': 'bench' }, headers: { 'x-xsrf-token': 'bench' } };
  const response = await app.inject({
    method: 'POST',
    url: '/api/signup',
    ...csrf,
    payload: {
      email: 'reports-bench@example.com',
      password: 'benchmark-password',
      firstName: 'Bench',
      lastName: 'Mark',
      organizationName: 'Bench Acoustics',
    },
  });
  const session = response.cookies.find((cookie) => cookie.name === 'roomtone_sid');
  if (response.statusCode !== 201 || !session) throw new Error(`sign-up failed: ${response.body}`);
  await db
    .update(organizations)
    .set({
      planCode: 'pro-monthly',
      address: '1 Bench Street, Testville',
      zip: '00000',
      countryName: 'United Kingdom',
      countryCode: 'GB',
      reportText: 'Prepared by Bench Acoustics.\n\nPredicted values; to be verified by measurement.',
      reportLogoWidth: 35,
      logo: logoPng(),
      logoMime: 'image/png',
      logoUpdatedOn: new Date(),
    })
    .where(eq(organizations.name, 'Bench Acoustics'));
  const cookie = `roomtone_sid=${session.value}`;
  const me = await app.inject({ method: 'GET', url: '/api/current-user', headers: { cookie } });
  const user = me.json().user as { id: string; organizationId: string };
  return { cookie, userId: user.id, organizationId: user.organizationId };
}

/** A project of PROJECT_ROOMS rooms, each with one computed revision (its active one). */
async function loadProject(db: Db, organizationId: string, userId: string) {
  const [project] = await db
    .insert(projects)
    .values({ organizationId, projectId: 'BC-30', name: 'Bench campus', createdBy: userId })
    .returning({ id: projects.id });
  if (!project) throw new Error('project insert returned no row');
  const projectId = project.id;
  const roomIds: string[] = [];
  for (let index = 0; index < PROJECT_ROOMS; index++) {
    const [room] = await db
      .insert(rooms)
      .values({
        projectId,
        name: `Teaching room ${index + 1}`,
        number: String(101 + index),
        createdBy: userId,
        updatedBy: userId,
      })
      .returning({ id: rooms.id });
    if (!room) throw new Error('room insert returned no row');
    await appendRevision(db, {
      organizationId,
      roomId: room.id,
      userId,
      phaseId: null,
      revisionComment: 'Design proposal',
      computed: computeRevision(roomCalc(index)),
    });
    roomIds.push(room.id);
  }
  return { projectId, roomId: roomIds[0] ?? '' };
}

/** Times sequential GETs of one PDF; answers median, p95, size and page count. */
async function timePdf(base: string, path: string, cookie: string, runs: number) {
  const durations: number[] = [];
  let bytes = new Uint8Array();
  for (let run = 0; run < WARM_UP_RUNS + runs; run++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    bytes = new Uint8Array(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${Buffer.from(bytes).toString()}`);
    if (run >= WARM_UP_RUNS) durations.push(elapsed);
  }
  durations.sort((a, b) => a - b);
  const text = Buffer.from(bytes).toString('latin1');
  return {
    medianMs: percentile(durations, 0.5),
    p95Ms: percentile(durations, 0.95),
    sizeKb: bytes.length / 1024,
    pages: (text.match(/\/Type \/Page\b/g) ?? []).length,
  };
}

async function measureDatabase(label: 'PGlite' | 'PostgreSQL', databaseUrl: string, dataDir: string) {
  const { app, context } = await buildApp(benchConfig(databaseUrl, dataDir), { logger: false });
  try {
    await app.ready();
    const db = context.database.db;
    const { cookie, userId, organizationId } = await signIn(app, db);
    const { projectId, roomId } = await loadProject(db, organizationId, userId);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const room = await timePdf(base, `/api/rooms/${roomId}/rev/1/report.pdf`, cookie, ROOM_RUNS);
    const project = await timePdf(base, `/api/projects/${projectId}/report.pdf`, cookie, PROJECT_RUNS);
    return [
      { database: label, document: 'one-room report PDF', ...room },
      { database: label, document: `${PROJECT_ROOMS}-room project report PDF`, ...project },
    ];
  } finally {
    await app.close();
  }
}

/** Runs the benchmark on both databases and prints median, p95, size and pages per document. */
export async function runReportsBench(): Promise<ReportsBenchFigures[]> {
  console.log(
    `\nReports: PDF over HTTP, ${ROOM_RUNS} sequential requests for one room, ${PROJECT_RUNS} for a ${PROJECT_ROOMS}-room project (after ${WARM_UP_RUNS} warm-up requests)`,
  );
  const figures = await onBothDatabases('reports', measureDatabase);
  console.log(
    'database'.padEnd(11),
    'document'.padEnd(32),
    'median ms'.padStart(10),
    'p95 ms'.padStart(9),
    'size KB'.padStart(9),
    'pages'.padStart(6),
  );
  for (const row of figures) {
    console.log(
      row.database.padEnd(11),
      row.document.padEnd(32),
      row.medianMs.toFixed(1).padStart(10),
      row.p95Ms.toFixed(1).padStart(9),
      row.sizeKb.toFixed(1).padStart(9),
      String(row.pages).padStart(6),
    );
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runReportsBench();
