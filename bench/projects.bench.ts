import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { organizations, phases, projects, revisions, rooms } from '../apps/server/src/db/schema/index.ts';
import { computeRevision } from '../apps/server/src/modules/rooms/revisions.service.ts';
import { benchConfig, onBothDatabases } from './databases.ts';
import { random } from './random.ts';
import { sequentialLatency } from './sequential.ts';

const PROJECT_COUNT = 1_000;
const ROOMS_PER_PROJECT = 4;
const REVISIONS_PER_ROOM = 5;
const SEQUENTIAL_REQUESTS = 300;
const CHUNK = 500;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** A calc document computed by the engine once; every revision stores the same computed columns. */
function sampleRevision() {
  return computeRevision(
    JSON.stringify({
      name: 'Classroom',
      units: { system: 'Metric' },
      len: 7,
      width: 6,
      height: 4,
      settings: { airAbsorption: true },
      surfaces: [
        {
          type: 'multiaxis-custom-alpha',
          name: 'Walls',
          a125: 0.01,
          a250: 0.02,
          a500: 0.02,
          a1000: 0.03,
          a2000: 0.04,
          a4000: 0.05,
          area: { lr: 56, fr: 48 },
        },
        {
          type: 'multiaxis-custom-alpha',
          name: 'Ceiling tile',
          a125: 0.3,
          a250: 0.55,
          a500: 0.7,
          a1000: 0.75,
          a2000: 0.8,
          a4000: 0.8,
          area: { fc: 42 },
        },
      ],
    }),
  );
}

/** Loads the bulk rows into the organization; returns a project and a room to open. */
export async function loadBulkProjects(db: Db, organizationId: string, userId: string) {
  const next = random(7);
  const words = ['Hall', 'Studio', 'Clinic', 'School', 'Office', 'Library', 'Theatre', 'Chapel', 'Arena'];
  const projectRows = Array.from({ length: PROJECT_COUNT }, (_, index) => ({
    organizationId,
    projectId: `B-${String(index).padStart(4, '0')}`,
    name: `${words[Math.floor(next() * words.length)]} ${index}`,
    projectManagerId: index % 3 === 0 ? userId : null,
    createdBy: userId,
  }));
  const projectIds: string[] = [];
  await insertChunks(projectRows, async (chunk) => {
    const inserted = await db.insert(projects).values(chunk).returning({ id: projects.id });
    projectIds.push(...inserted.map((row) => row.id));
  });
  await insertChunks(
    projectIds.flatMap((projectId) => [
      { projectId, name: 'Design', budget: 1000, fromDate: '2031-01-06', toDate: '2031-03-28' },
      { projectId, name: 'Construction', budget: 5000, fromDate: '2031-03-31', toDate: '2031-09-26' },
    ]),
    (chunk) => db.insert(phases).values(chunk),
  );
  const roomIds: string[] = [];
  const roomRows = projectIds.flatMap((projectId) =>
    Array.from({ length: ROOMS_PER_PROJECT }, (_, index) => ({
      projectId,
      name: `Room ${index + 1}`,
      number: String(100 + index),
      lastRevisionNumber: REVISIONS_PER_ROOM,
      createdBy: userId,
    })),
  );
  await insertChunks(roomRows, async (chunk) => {
    const inserted = await db.insert(rooms).values(chunk).returning({ id: rooms.id });
    roomIds.push(...inserted.map((row) => row.id));
  });
  const { gui: _gui, ...computed } = sampleRevision();
  const revisionRows = roomIds.flatMap((roomId) =>
    Array.from({ length: REVISIONS_PER_ROOM }, (_, index) => ({
      roomId,
      number: index + 1,
      phaseId: null,
      calcType: 'rtcalc' as const,
      revisionComment: `Revision ${index + 1}`,
      createdBy: userId,
      ...computed,
    })),
  );
  await insertChunks(revisionRows, (chunk) => db.insert(revisions).values(chunk));
  await db.execute(
    sql`update ${rooms} set active_revision_id = (select ${revisions.id} from ${revisions} where ${revisions.roomId} = ${rooms.id} order by ${revisions.number} desc limit 1)`,
  );
  const projectId = projectIds[Math.floor(projectIds.length / 2)] ?? '';
  const roomId = roomIds[Math.floor(roomIds.length / 2)] ?? '';
  return { projectId, roomId, revisionCount: revisionRows.length, roomCount: roomIds.length };
}

/** Signs up a pro organization owner through the API and returns the session cookie. */
async function signIn(app: FastifyInstance, db: Db): Promise<string> {
  const csrf = { cookies: { 'XSRF-TOKEN': 'bench' }, headers: { 'x-xsrf-token': 'bench' } };
  const response = await app.inject({
    method: 'POST',
    url: '/api/signup',
    ...csrf,
    payload: {
      email: 'bench@example.com',
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
    .set({ planCode: 'pro-monthly' })
    .where(eq(organizations.name, 'Bench Acoustics'));
  return `roomtone_sid=${session.value}`;
}

/** Figures of one database. */
export type ProjectsBenchFigures = { database: string; route: string; p50Ms: number; p99Ms: number };

async function measureDatabase(label: 'PGlite' | 'PostgreSQL', databaseUrl: string, dataDir: string) {
  const config = benchConfig(databaseUrl, dataDir);
  const { app, context } = await buildApp(config, { logger: false });
  try {
    await app.ready();
    const db = context.database.db;
    const cookie = await signIn(app, db);
    const [me] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, 'Bench Acoustics'));
    const session = await app.inject({ method: 'GET', url: '/api/current-user', headers: { cookie } });
    const userId = session.json().user.id as string;
    const started = performance.now();
    const sample = await loadBulkProjects(db, me?.id ?? '', userId);
    // What an import and the server's schedule do after a bulk load.
    await context.database.maintain();
    const loadSeconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `  ${label}: loaded ${PROJECT_COUNT} projects, ${sample.roomCount} rooms, ${sample.revisionCount} revisions in ${loadSeconds} s`,
    );
    const routes: [string, string[]][] = [
      [
        'dashboard list (sorts, search, My Projects, pages)',
        [
          '/api/projects',
          '/api/projects?sort=projectName',
          '/api/projects?sort=-clientName&page=20',
          '/api/projects?q=hall',
          '/api/projects?filter=mine&sort=projectId',
        ],
      ],
      ['dashboard Gantt timeline (1,000 projects)', ['/api/projects/timeline']],
      ['project page: GET /api/projects/{id}', [`/api/projects/${sample.projectId}`]],
      ['project page: rooms tab', [`/api/rooms?projectId=${sample.projectId}`]],
      ['room page: GET /api/rooms/{id}', [`/api/rooms/${sample.roomId}`]],
    ];
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const figures: ProjectsBenchFigures[] = [];
    for (const [route, urls] of routes) {
      const { p50, p99 } = await sequentialLatency(base, urls, {
        requests: SEQUENTIAL_REQUESTS,
        headers: { cookie },
      });
      figures.push({ database: label, route, p50Ms: p50, p99Ms: p99 });
    }
    return figures;
  } finally {
    await app.close();
  }
}

/** Runs the benchmark on PGlite and PostgreSQL and prints p50/p99 per route. */
export async function runProjectsBench(): Promise<ProjectsBenchFigures[]> {
  console.log(
    `\nProjects: ${PROJECT_COUNT} projects, ${PROJECT_COUNT * ROOMS_PER_PROJECT * REVISIONS_PER_ROOM} revisions in one organization, ${SEQUENTIAL_REQUESTS} sequential requests per route`,
  );
  const figures = await onBothDatabases('projects', measureDatabase);
  console.log('database'.padEnd(11), 'route'.padEnd(52), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8));
  for (const row of figures) {
    console.log(
      row.database.padEnd(11),
      row.route.padEnd(52),
      row.p50Ms.toFixed(2).padStart(8),
      row.p99Ms.toFixed(2).padStart(8),
    );
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runProjectsBench();
