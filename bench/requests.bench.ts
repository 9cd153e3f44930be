import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type LoadFigures, type LoadRequest, measure } from './load.ts';
import { classroomCalcForBench } from './requests-data.ts';
import { startServerProcess } from './server-process.ts';

const DURATION_SECONDS = 10;

/** A route's figures, and for a read the bare route running its own statements. */
type RequestFigures = LoadFigures & { ownBare: LoadFigures | undefined };

function shareOf(figures: LoadFigures, ceiling: number | undefined): string {
  return ceiling ? `${((figures.requestsPerSecond / ceiling) * 100).toFixed(0)}%` : '';
}

/**
 * One line per route: req/s, p50, p99, the share of the bare route running the same statements
 * (the cost of the signed-in path itself) and the share of the better run of the list's bare route.
 */
function printRequestsTable(title: string, rows: RequestFigures[], listCeiling: number): void {
  console.log(`\n${title}`);
  const columns = ['req/s', 'p50 ms', 'p99 ms', 'of own bare', "of list's bare", 'errors'];
  console.log('route'.padEnd(58), ...columns.map((column) => column.padStart(column.length + 2)));
  for (const row of rows) {
    const isBare = row.label.startsWith('bare:');
    const cells = [
      String(row.requestsPerSecond),
      String(row.p50Ms),
      String(row.p99Ms),
      isBare ? '' : shareOf(row, row.ownBare?.requestsPerSecond),
      isBare ? '' : shareOf(row, listCeiling),
      String(row.errors),
    ];
    console.log(
      row.label.padEnd(58),
      ...cells.map((cell, index) => cell.padStart((columns[index] ?? '').length + 2)),
    );
  }
}
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
    const tenant = `organization=${session.organizationId}`;
    const bareList = `${bareUrl}/projects?${tenant}&user=${session.userId}`;
    // Each read beside a bare route running its own statements; the save has none.
    const reads: Array<{ route: string; url: string; bare?: string; request: LoadRequest }> = [
      { route: 'GET /api/projects', url: `${appUrl}/api/projects`, request: read },
      {
        route: 'GET /api/projects/{id}',
        url: `${appUrl}/api/projects/${session.projectId}`,
        bare: `${bareUrl}/project/${session.projectId}?${tenant}`,
        request: read,
      },
      {
        route: 'GET /api/rooms/{id}',
        url: `${appUrl}/api/rooms/${session.roomId}`,
        bare: `${bareUrl}/room/${session.roomId}?${tenant}`,
        request: read,
      },
      // A word that starts a few names and fills the page from names and keywords holding it, and
      // two words that need every tier of the search: each one prepared statement after the session.
      {
        route: 'GET /api/finishes/search?q=gypsum',
        url: `${appUrl}/api/finishes/search?q=gypsum`,
        bare: `${bareUrl}/search?${tenant}&q=gypsum`,
        request: read,
      },
      {
        route: 'GET /api/finishes/search?q=ceiling tile',
        url: `${appUrl}/api/finishes/search?q=ceiling%20tile`,
        bare: `${bareUrl}/search?${tenant}&q=ceiling%20tile`,
        request: read,
      },
      { route: 'POST /api/rooms/{id}/rev', url: `${appUrl}/api/rooms/${session.roomId}/rev`, request: save },
    ];
    const listFirst = await measure(`bare: the list's select, first`, bareList, DURATION_SECONDS);
    const rows: RequestFigures[] = [{ ...listFirst, ownBare: undefined }];
    for (const { route, url, bare, request } of reads) {
      const ownBare = bare ? await measure(`bare: ${route}'s statements`, bare, DURATION_SECONDS) : undefined;
      if (ownBare) rows.push({ ...ownBare, ownBare: undefined });
      rows.push({ ...(await measure(route, url, DURATION_SECONDS, request)), ownBare });
    }
    // Measured again last: the first run follows the server's start, and varies most.
    const listLast = await measure(`bare: the list's select, last`, bareList, DURATION_SECONDS);
    rows.push({ ...listLast, ownBare: undefined });
    const listCeiling = Math.max(listFirst.requestsPerSecond, listLast.requestsPerSecond);
    const listRead = rows.find((row) => row.label === 'GET /api/projects');
    if (listRead)
      listRead.ownBare = listFirst.requestsPerSecond >= listLast.requestsPerSecond ? listFirst : listLast;
    printRequestsTable(
      `Signed-in request path on ${label}: autocannon, 10 connections, ${DURATION_SECONDS} s per route (${server.placement})`,
      rows,
      listCeiling,
    );
    return rows;
  } finally {
    await server.stop();
  }
}

/**
 * `npm run bench -- requests`: the signed-in reads the daily screens make, and a revision save,
 * against bare Fastify routes on the same database and pool, on PostgreSQL and on PGlite, in one
 * run: the dashboard list's select (the bare route), and for each read a bare route
 * running that read's own statements. The figures to hold (docs/decisions/0009): every read at
 * least 50 % of its own bare route on PostgreSQL, and the list at least 50 % of the list's.
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
