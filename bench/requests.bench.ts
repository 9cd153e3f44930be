import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type LoadFigures, type LoadRequest, measure, printLoadTable } from './load.ts';
import { classroomCalcForBench } from './requests-data.ts';
import { startServerProcess } from './server-process.ts';

const DURATION_SECONDS = 10;
const DEMO_OWNER = { username: 'owner@northlight.demo', password: 'roomtone-demo' };

type Session = {
  headers: Record<string, string>;
  projectId: string;
  roomId: string;
  phaseId: string;
  organizationId: string;
  userId: string;
};

function cookiesOf(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    cookies[name] = value;
  }
  return cookies;
}

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Signs the demo owner in over HTTP, as the browser does, and finds a project and a room to open. */
async function signIn(appUrl: string): Promise<Session> {
  const anonymous = cookiesOf(await fetch(`${appUrl}/api/current-user`));
  const token = anonymous['XSRF-TOKEN'] ?? '';
  const login = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` },
    body: JSON.stringify(DEMO_OWNER),
  });
  await json(login);
  const cookies = cookiesOf(login);
  const cookie = `roomtone_sid=${cookies.roomtone_sid}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`;
  const headers = { cookie, 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' };
  const me = (await json(await fetch(`${appUrl}/api/current-user`, { headers }))).user as {
    id: string;
    organizationId: string;
  };
  const projects = (await json(await fetch(`${appUrl}/api/projects`, { headers }))).projects as Array<{
    _id: string;
  }>;
  const projectId = projects[0]?._id ?? '';
  const rooms = (await json(await fetch(`${appUrl}/api/rooms?projectId=${projectId}`, { headers })))
    .rooms as Array<{
    _id: string;
  }>;
  const project = (await json(await fetch(`${appUrl}/api/projects/${projectId}`, { headers }))).project as {
    phases: Array<{ _id: string }>;
  };
  return {
    headers,
    projectId,
    roomId: rooms[0]?._id ?? '',
    phaseId: project.phases[0]?._id ?? '',
    organizationId: me.organizationId,
    userId: me.id,
  };
}

async function measureDatabase(label: 'PGlite' | 'PostgreSQL', databaseUrl: string, dataDir: string) {
  const server = await startServerProcess(new URL('./requests-server.ts', import.meta.url), {
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_DATA_DIR: dataDir,
  });
  try {
    const [appUrl = '', bareUrl = ''] = server.baseUrl.split(' ');
    const session = await signIn(appUrl);
    const read: LoadRequest = { headers: { cookie: session.headers.cookie ?? '' } };
    const save: LoadRequest = {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        calc: JSON.stringify(classroomCalcForBench()),
        revisionComment: 'Load test',
        phaseId: session.phaseId,
      }),
    };
    const bareUrlOfList = `${bareUrl}/projects?organization=${session.organizationId}&user=${session.userId}`;
    const rows: LoadFigures[] = [
      await measure(`bare: the list's select, first (${label})`, bareUrlOfList, DURATION_SECONDS),
      await measure(`GET /api/projects (${label})`, `${appUrl}/api/projects`, DURATION_SECONDS, read),
      await measure(
        `GET /api/projects/{id} (${label})`,
        `${appUrl}/api/projects/${session.projectId}`,
        DURATION_SECONDS,
        read,
      ),
      await measure(
        `GET /api/rooms/{id} (${label})`,
        `${appUrl}/api/rooms/${session.roomId}`,
        DURATION_SECONDS,
        read,
      ),
      // A word that starts a few names and fills the page from names and keywords holding it, and
      // two words that need every tier of the search: each one prepared statement after the session.
      await measure(
        `GET /api/finishes/search?q=gypsum (${label})`,
        `${appUrl}/api/finishes/search?q=gypsum`,
        DURATION_SECONDS,
        read,
      ),
      await measure(
        `GET /api/finishes/search?q=ceiling tile (${label})`,
        `${appUrl}/api/finishes/search?q=ceiling%20tile`,
        DURATION_SECONDS,
        read,
      ),
      await measure(
        `POST /api/rooms/{id}/rev (${label})`,
        `${appUrl}/api/rooms/${session.roomId}/rev`,
        DURATION_SECONDS,
        save,
      ),
      // Measured again last: the first run follows the server's start, and varies most.
      await measure(`bare: the list's select, last (${label})`, bareUrlOfList, DURATION_SECONDS),
    ];
    const ceiling = Math.max(
      ...rows.filter((row) => row.label.startsWith('bare:')).map((row) => row.requestsPerSecond),
    );
    printLoadTable(
      `Signed-in request path on ${label}: autocannon, 10 connections, ${DURATION_SECONDS} s per route (${server.placement}); shares of the better bare run`,
      rows,
      ceiling,
    );
    return rows;
  } finally {
    await server.stop();
  }
}

/**
 * `npm run bench -- requests`: the signed-in reads the daily screens make, and a revision save,
 * against a bare Fastify route running the dashboard list's select on the same database and pool,
 * on PostgreSQL and on PGlite, in one run. The share of the bare route's throughput is the
 * figure to hold (issue goal: at least 50 % for the reads on PostgreSQL).
 */
export async function runRequestsBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'roomtone-requests-bench-'));
  const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `roomtone_requests_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${database}`;
    await measureDatabase('PostgreSQL', url.toString(), dataDir);
    await measureDatabase('PGlite', `pglite:${dataDir}/pglite`, dataDir);
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runRequestsBench();
