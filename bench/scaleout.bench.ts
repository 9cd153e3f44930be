import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  createAgent,
  createBrowser,
  type HttpAnswer,
  jsonOf,
  loopbackAddress,
} from './browser-client.ts';
import { benchOptions, numberOption } from './cli-options.ts';
import {
  type AnswerRecord,
  describeErrors,
  printLoadRun,
  runMixedLoad,
  type SimulatedUser,
  signIn,
  signInUsers,
} from './mixed-load.ts';
import { startNginx } from './nginx.ts';
import { startPrivatePostgres } from './private-postgres.ts';
import { type RoomtoneServer, startRoomtoneServer, summarizeServerLog } from './roomtone-server.ts';
import { checkSavesInDatabase, checkSavesThroughApi, describeChecks, isIntact } from './save-checks.ts';
import { calcDocument, prepareWorkload, type Workload } from './workload-data.ts';

/**
 * Scale-out (`npm run bench -- scaleout`): two server instances (TRUST_PROXY=true) on one
 * PostgreSQL behind nginx. Shows that a session, the CSRF token and the rate limits hold across
 * both instances, measures the mixed workload through nginx, then stops one instance (SIGTERM,
 * as a rolling deploy does) and kills the other (kill -9) under load: no acknowledged save may be
 * lost. Options: --rate <req/s> (100), --duration <s> (60, each run). Exits 1 when a check fails.
 */

const USERS = 60;
/** The sign-in limit per client address (ACCOUNT_RATE_RULES.loginByAddress: 30 per 15 minutes). */
const LOGIN_LIMIT = 30;

type Check = { name: string; passed: boolean; detail: string };

function userOf(answer: HttpAnswer): string | undefined {
  const body = jsonOf(answer) as { user?: { email?: string } | null } | undefined;
  return body?.user?.email;
}

/** A browser on `baseUrl` holding `from`'s cookies (one host: browsers share cookies across its ports). */
function sameBrowserOn(from: Browser, agent: ReturnType<typeof createAgent>, baseUrl: string): Browser {
  const browser = createBrowser(agent, baseUrl, from.localAddress);
  for (const [name, value] of from.cookies()) browser.setCookie(name, value);
  return browser;
}

async function crossInstanceChecks(
  agent: ReturnType<typeof createAgent>,
  instances: [RoomtoneServer, RoomtoneServer],
  nginxUrl: string,
  workload: Workload,
): Promise<Check[]> {
  const [first, second] = instances;
  const checks: Check[] = [];
  const email = workload.emails[1] ?? '';
  const target = workload.targets[0];
  if (!target) throw new Error('no room to save to');

  // Session: signed in through instance A, recognised by instance B.
  const onA = createBrowser(agent, first.baseUrl, loopbackAddress(900));
  const signedIn = await signIn(onA, email, workload.password);
  const onB = sameBrowserOn(onA, agent, second.baseUrl);
  const meOnB = await onB.request({ method: 'GET', path: '/api/current-user' });
  checks.push({
    name: 'session: sign in through A, signed in on B',
    passed: signedIn.status === 200 && userOf(meOnB) === email,
    detail: `sign-in on A ${signedIn.status}; current user on B: ${userOf(meOnB) ?? 'none'}`,
  });

  // CSRF: the token A handed out is accepted by B for a write; a write without it is refused.
  const saveOnB = await onB.request({
    method: 'POST',
    path: `/api/rooms/${target.roomId}/rev`,
    body: { calc: calcDocument(1), revisionComment: 'csrf check across instances', phaseId: target.phaseId },
  });
  const withoutToken = await onB.request({
    method: 'POST',
    path: `/api/rooms/${target.roomId}/rev`,
    body: { calc: calcDocument(2), revisionComment: 'csrf check across instances', phaseId: target.phaseId },
    headers: { 'x-xsrf-token': 'not-the-token' },
  });
  checks.push({
    name: "CSRF: A's token accepted by B; a wrong token refused",
    passed: saveOnB.status === 201 && withoutToken.status === 403,
    detail: `save on B with A's token ${saveOnB.status}; with a wrong token ${withoutToken.status}`,
  });

  // Sign-out through B ends the session on A too.
  const signOut = await onB.request({ method: 'POST', path: '/api/logout' });
  const afterOnA = await onA.request({ method: 'GET', path: '/api/current-user' });
  checks.push({
    name: 'session: sign out through B, signed out on A',
    passed: signOut.status === 200 && userOf(afterOnA) === undefined,
    detail: `sign-out on B ${signOut.status}; current user on A afterwards: ${userOf(afterOnA) ?? 'none'}`,
  });

  // Rate limit: one client address (as the proxy reports it) signing in alternately on A and B
  // is counted once: the limit's next sign-in is refused on either.
  const address = '198.51.100.23';
  const statuses: number[] = [];
  for (let attempt = 0; attempt < LOGIN_LIMIT + 2; attempt += 1) {
    const instance = instances[attempt % 2] ?? first;
    const visit = createBrowser(agent, instance.baseUrl, loopbackAddress(901));
    const answer = await visit.request({
      method: 'POST',
      path: '/api/login',
      body: { username: email, password: workload.password },
      headers: {
        'x-forwarded-for': address,
        'x-xsrf-token': 'rate-limit-check',
        cookie: 'XSRF-TOKEN=rate-limit-check',
      },
    });
    statuses.push(answer.status);
  }
  const allowed = statuses.slice(0, LOGIN_LIMIT);
  const beyond = statuses.slice(LOGIN_LIMIT);
  checks.push({
    name: `rate limit: ${LOGIN_LIMIT} sign-ins per address shared by A and B`,
    passed: allowed.every((status) => status === 200) && beyond.every((status) => status === 429),
    detail: `sign-ins 1-${LOGIN_LIMIT} alternating A/B: ${describeErrors(countOf(allowed))}; then on A and on B: ${beyond.join(', ')}`,
  });

  // Through nginx a client cannot choose its address: X-Forwarded-For is replaced by nginx.
  const spoofStatuses: number[] = [];
  for (let attempt = 0; attempt < LOGIN_LIMIT + 1; attempt += 1) {
    const visit = createBrowser(agent, nginxUrl, loopbackAddress(902));
    const answer = await visit.request({
      method: 'POST',
      path: '/api/login',
      body: { username: email, password: workload.password },
      headers: {
        'x-forwarded-for': `203.0.113.${attempt + 1}`,
        'x-xsrf-token': 'rate-limit-check',
        cookie: 'XSRF-TOKEN=rate-limit-check',
      },
    });
    spoofStatuses.push(answer.status);
  }
  checks.push({
    name: 'rate limit through nginx: a forged X-Forwarded-For does not escape it',
    passed: spoofStatuses.at(-1) === 429,
    detail: `${LOGIN_LIMIT + 1} sign-ins from one address, each claiming another: ${describeErrors(countOf(spoofStatuses))}`,
  });
  return checks;
}

function countOf(statuses: number[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return counts;
}

/** Runs the scale-out benchmark and prints its checks and figures. */
export async function runScaleoutBench(): Promise<void> {
  const options = benchOptions();
  const rate = numberOption(options, 'rate', 100);
  const durationSeconds = numberOption(options, 'duration', 60);
  const folder = mkdtempSync(join(tmpdir(), 'roomtone-bench-scaleout-'));
  const postgres = await startPrivatePostgres();
  const failures: string[] = [];
  try {
    const databaseUrl = await postgres.createDatabase('roomtone_scaleout');
    const workload = await prepareWorkload(databaseUrl, { bulk: true });
    const start = (name: string) =>
      startRoomtoneServer({
        databaseUrl,
        dataDir: join(folder, name),
        logFile: join(folder, `${name}.log`),
        env: { TRUST_PROXY: 'true' },
      });
    const instances: [RoomtoneServer, RoomtoneServer] = [await start('a'), await start('b')];
    const nginx = await startNginx(instances.map((instance) => instance.port));
    const agent = createAgent();
    try {
      console.log(
        `\nScale-out: 2 instances (TRUST_PROXY=true, ports ${instances.map((instance) => instance.port).join(' and ')}) on one PostgreSQL (private cluster, port ${postgres.port}) behind nginx at ${nginx.baseUrl}`,
      );
      for (const check of await crossInstanceChecks(agent, instances, nginx.baseUrl, workload)) {
        console.log(`  ${check.passed ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
        if (!check.passed) failures.push(check.name);
      }

      const users: SimulatedUser[] = await signInUsers(agent, nginx.baseUrl, workload, USERS);
      const steady = await runMixedLoad({
        users,
        workload,
        agent,
        baseUrl: nginx.baseUrl,
        ratePerSecond: rate,
        durationSeconds,
        runId: `scale-out steady ${Date.now()}`,
      });
      printLoadRun(
        `Through nginx, both instances up: ${rate} req/s for ${durationSeconds} s, ${USERS} users`,
        steady,
      );

      const runId = `scale-out stop ${Date.now()}`;
      const records: AnswerRecord[] = [];
      const events: { atMs: number; what: string }[] = [];
      const began = performance.now();
      const at = (share: number) =>
        new Promise((resolve) => setTimeout(resolve, durationSeconds * 1000 * share));
      const [first, second] = instances;
      const faults = (async () => {
        await at(0.2);
        events.push({
          atMs: performance.now() - began,
          what: `SIGTERM to instance A (${await first.kill('SIGTERM')})`,
        });
        await at(0.2);
        await first.restart();
        events.push({ atMs: performance.now() - began, what: 'instance A answering again' });
        await at(0.2);
        events.push({
          atMs: performance.now() - began,
          what: `kill -9 of instance B (${await second.kill('SIGKILL')})`,
        });
        await at(0.2);
        await second.restart();
        events.push({ atMs: performance.now() - began, what: 'instance B answering again' });
      })();
      const stopped = await runMixedLoad({
        users,
        workload,
        agent,
        baseUrl: nginx.baseUrl,
        ratePerSecond: rate,
        durationSeconds,
        runId,
        seed: 99,
        onAnswer: (record) =>
          records.push({ ...record, sentAtMs: performance.now() - record.elapsedMs - began }),
      });
      await faults;
      printLoadRun(
        `Through nginx, one instance stopped, then the other killed: ${rate} req/s for ${durationSeconds} s`,
        stopped,
      );
      for (const event of events) console.log(`  ${(event.atMs / 1000).toFixed(1)} s: ${event.what}`);
      const failedByOperation = new Map<string, number>();
      for (const record of records) {
        if (record.answer.status >= 200 && record.answer.status < 300) continue;
        const kind = `${record.operation} ${record.answer.status === 0 ? (record.answer.error ?? 'no answer') : record.answer.status}`;
        failedByOperation.set(kind, (failedByOperation.get(kind) ?? 0) + 1);
      }
      console.log(`  failed requests: ${describeErrors(failedByOperation) || 'none'}`);

      const reader = users[0]?.browser;
      if (!reader) throw new Error('no user');
      const acknowledged = [...steady.acknowledged, ...stopped.acknowledged];
      const api = await checkSavesThroughApi(reader, acknowledged);
      const database = await checkSavesInDatabase(databaseUrl, 'scale-out', acknowledged);
      for (const line of describeChecks(api, database)) console.log(`  ${line}`);
      if (!isIntact(api, database)) failures.push('acknowledged saves after stopping instances');
      for (const name of ['a', 'b']) {
        for (const line of summarizeServerLog(join(folder, `${name}.log`)))
          console.log(`  instance ${name.toUpperCase()} ${line}`);
      }
    } finally {
      agent.destroy();
      await nginx.stop();
      for (const instance of instances) await instance.kill('SIGTERM');
    }
  } finally {
    postgres.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(
    failures.length === 0 ? '\nScale-out: all checks passed' : `\nScale-out: FAILED ${failures.join('; ')}`,
  );
  if (failures.length > 0) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runScaleoutBench();
