import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createAgent,
  createBrowser,
  type HttpAnswer,
  isFailureEnvelope,
  loopbackAddress,
  messageOf,
} from './browser-client.ts';
import { type AnswerRecord, describeErrors, runMixedLoad, signIn, signInUsers } from './mixed-load.ts';
import { startPrivatePostgres } from './private-postgres.ts';
import { startRoomtoneServer, summarizeServerLog } from './roomtone-server.ts';
import { checkSavesInDatabase, checkSavesThroughApi, describeChecks, isIntact } from './save-checks.ts';
import { prepareWorkload } from './workload-data.ts';

const RATE_PER_SECOND = 40;
const LOAD_SECONDS = 40;
const STOP_AT_SECONDS = 10;
const DOWN_SECONDS = 10;
const READY_POLL_MS = 200;
const USERS = 20;

/** Outcome of the PostgreSQL restart on one server. */
export type PostgresRestartOutcome = { database: string; passed: boolean; lines: string[] };

type Phase = 'before' | 'stopping' | 'down' | 'starting' | 'after';
type Probe = { atMs: number; status: number };

/** A body that looks like a stack trace or a driver's message leaked to the client. */
function leaksInternals(answer: HttpAnswer): boolean {
  return /\n\s+at |ECONNREFUSED|terminating connection|Error:/.test(answer.body);
}

/**
 * PostgreSQL (a private cluster) stopped with `pg_ctl stop -m fast` under a steady mixed load and
 * started again 10 s later, the server left running. While the database is down every answer
 * must be a 503 in the JSON envelope and `/readyz` must say 503; afterwards both recover without
 * a restart of the server, and no acknowledged save is lost.
 */
export async function runPostgresRestartFault(): Promise<PostgresRestartOutcome> {
  const folder = mkdtempSync(join(tmpdir(), 'roomtone-bench-pgrestart-'));
  const postgres = await startPrivatePostgres();
  const lines: string[] = [];
  try {
    const databaseUrl = await postgres.createDatabase('roomtone_restart');
    const workload = await prepareWorkload(databaseUrl, { bulk: false });
    const server = await startRoomtoneServer({
      databaseUrl,
      dataDir: folder,
      logFile: join(folder, 'server.log'),
    });
    const pidBefore = server.pid();
    const agent = createAgent();
    const users = await signInUsers(agent, server.baseUrl, workload, USERS);
    const prober = createBrowser(agent, server.baseUrl, loopbackAddress(USERS));
    const proberSignIn = await signIn(prober, workload.emails[0] ?? '', workload.password);
    if (proberSignIn.status !== 200) throw new Error(`sign-in failed: ${proberSignIn.status}`);

    let stoppingAtMs = Number.POSITIVE_INFINITY;
    let stoppedAtMs = Number.POSITIVE_INFINITY;
    let startingAtMs = Number.POSITIVE_INFINITY;
    let startedAtMs = Number.POSITIVE_INFINITY;
    const phaseOf = (atMs: number): Phase => {
      if (atMs < stoppingAtMs) return 'before';
      if (atMs < stoppedAtMs) return 'stopping';
      if (atMs < startingAtMs) return 'down';
      return atMs < startedAtMs ? 'starting' : 'after';
    };
    const records: AnswerRecord[] = [];
    const probes: Probe[] = [];
    const began = performance.now();
    const elapsed = () => performance.now() - began;

    const readiness = (async () => {
      while (elapsed() < LOAD_SECONDS * 1000) {
        const atMs = elapsed();
        const answer = await prober.request({ method: 'GET', path: '/readyz', timeoutMs: 5_000 });
        probes.push({ atMs, status: answer.status });
        await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
      }
    })();
    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, STOP_AT_SECONDS * 1000));
      stoppingAtMs = elapsed();
      await postgres.stop();
      stoppedAtMs = elapsed();
      lines.push(
        `PostgreSQL stopped (pg_ctl stop -m fast) at ${(stoppingAtMs / 1000).toFixed(1)} s, down at ${(stoppedAtMs / 1000).toFixed(1)} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, DOWN_SECONDS * 1000));
      startingAtMs = elapsed();
      await postgres.start();
      startedAtMs = elapsed();
      lines.push(
        `PostgreSQL started at ${(startingAtMs / 1000).toFixed(1)} s (pg_ctl start -w returned at ${(startedAtMs / 1000).toFixed(1)} s)`,
      );
    })();
    const load = await runMixedLoad({
      users,
      workload,
      agent,
      baseUrl: server.baseUrl,
      ratePerSecond: RATE_PER_SECOND,
      durationSeconds: LOAD_SECONDS,
      runId: `pg-restart ${Date.now()}`,
      // On the outage's clock: when the request left, counted from `began`.
      onAnswer: (record) =>
        records.push({ ...record, sentAtMs: performance.now() - record.elapsedMs - began }),
    });
    await Promise.all([readiness, outage]);

    // A request belongs to the phase in which it was sent. While `pg_ctl stop` or `pg_ctl start`
    // runs, requests may be answered or refused; between the two every one must be 503.
    const byPhase = new Map<Phase, Map<string, number>>();
    let internalErrors = 0;
    let notEnvelope = 0;
    let leaks = 0;
    let lastFailureMs = 0;
    // A failed answer that hands a signed-in browser a new CSRF token leaves its next write refused.
    let csrfReplaced = 0;
    let withoutRetryAfter = 0;
    const afterMessages = new Map<string, number>();
    const notRefusedWhileDown = new Map<string, number>();
    for (const record of records) {
      const phase = phaseOf(record.sentAtMs);
      const kinds = byPhase.get(phase) ?? new Map<string, number>();
      byPhase.set(phase, kinds);
      const ok = record.answer.status >= 200 && record.answer.status < 300;
      const kind =
        record.answer.status === 0 ? (record.answer.error ?? 'no answer') : String(record.answer.status);
      kinds.set(ok ? '2xx' : kind, (kinds.get(ok ? '2xx' : kind) ?? 0) + 1);
      if (phase === 'down' && record.answer.status !== 503) {
        const what = `${record.operation} ${record.answer.status || record.answer.error}`;
        notRefusedWhileDown.set(what, (notRefusedWhileDown.get(what) ?? 0) + 1);
      }
      if (ok) continue;
      lastFailureMs = Math.max(lastFailureMs, record.sentAtMs);
      if (record.answer.status >= 500 && record.answer.status !== 503) internalErrors += 1;
      if (record.answer.status !== 0 && !isFailureEnvelope(record.answer)) notEnvelope += 1;
      if (leaksInternals(record.answer)) leaks += 1;
      if (record.answer.setCookies.some((cookie) => cookie.startsWith('XSRF-TOKEN='))) csrfReplaced += 1;
      if (record.answer.status === 503 && record.answer.retryAfter === undefined) withoutRetryAfter += 1;
      if (phase === 'after') {
        const message = `${record.operation}: ${record.answer.status} ${messageOf(record.answer)}`;
        afterMessages.set(message, (afterMessages.get(message) ?? 0) + 1);
      }
    }
    const phaseNames: Record<Phase, string> = {
      before: 'before the outage',
      stopping: 'while PostgreSQL was shutting down',
      down: 'while PostgreSQL was down',
      starting: 'while it was starting',
      after: 'after pg_ctl start returned',
    };
    for (const phase of ['before', 'stopping', 'down', 'starting', 'after'] as const) {
      const kinds = byPhase.get(phase) ?? new Map<string, number>();
      lines.push(`requests sent ${phaseNames[phase]}: ${describeErrors(kinds) || 'none'}`);
    }
    const downAnswers = [...(byPhase.get('down') ?? new Map<string, number>())];
    if (notRefusedWhileDown.size > 0) {
      lines.push(`answered other than 503 while down: ${describeErrors(notRefusedWhileDown)}`);
    }
    if (afterMessages.size > 0) lines.push(`failures after the outage: ${describeErrors(afterMessages)}`);
    const downProbes = probes.filter((probe) => phaseOf(probe.atMs) === 'down');
    const firstReadyAfter = probes.find((probe) => probe.atMs >= startingAtMs && probe.status === 200);
    const firstOkAfter = records
      .filter(
        (record) =>
          record.sentAtMs >= startingAtMs && record.answer.status >= 200 && record.answer.status < 300,
      )
      .sort((a, b) => a.sentAtMs - b.sentAtMs)[0];
    const readyDuringOutage = describeErrors(
      downProbes.reduce(
        (counts, probe) => counts.set(String(probe.status), (counts.get(String(probe.status)) ?? 0) + 1),
        new Map<string, number>(),
      ),
    );
    lines.push(`/readyz while down: ${readyDuringOutage || 'no probe'}`);
    lines.push(
      `/readyz 200 again ${firstReadyAfter ? `${((firstReadyAfter.atMs - startingAtMs) / 1000).toFixed(2)} s` : 'NEVER'} and first API success ${firstOkAfter ? `${((firstOkAfter.sentAtMs - startingAtMs) / 1000).toFixed(2)} s` : 'NEVER'} after pg_ctl start was called; last failed request sent at ${(lastFailureMs / 1000).toFixed(1)} s`,
    );
    lines.push(
      `failed answers: ${internalErrors} with a 5xx other than 503, ${notEnvelope} not in the JSON envelope, ${leaks} showing internals, ${csrfReplaced} replacing the browser's CSRF cookie, ${withoutRetryAfter} 503s without Retry-After`,
    );
    const failuresAfter = [...(byPhase.get('after') ?? new Map<string, number>())].filter(
      ([kind]) => kind !== '2xx',
    );
    const serverKept = server.isRunning() && server.pid() === pidBefore;
    lines.push(
      `server process ${serverKept ? `kept running (pid ${pidBefore})` : 'RESTARTED OR DIED'}; ${load.acknowledged.length} saves acknowledged`,
    );

    const apiCheck = await checkSavesThroughApi(prober, load.acknowledged);
    agent.destroy();
    await server.kill('SIGTERM');
    const database = await checkSavesInDatabase(databaseUrl, 'pg-restart', load.acknowledged);
    lines.push(...describeChecks(apiCheck, database));
    lines.push(...summarizeServerLog(join(folder, 'server.log')));
    const passed =
      downAnswers.every(([kind]) => kind === '503') &&
      internalErrors === 0 &&
      notEnvelope === 0 &&
      leaks === 0 &&
      downProbes.length > 0 &&
      downProbes.every((probe) => probe.status === 503) &&
      firstReadyAfter !== undefined &&
      firstOkAfter !== undefined &&
      failuresAfter.length === 0 &&
      serverKept &&
      isIntact(apiCheck, database);
    return { database: 'PostgreSQL', passed, lines };
  } finally {
    postgres.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}
