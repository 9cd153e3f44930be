import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, createAgent, createBrowser, jsonOf, loopbackAddress } from './browser-client.ts';
import { type AcknowledgedSave, describeErrors, signIn } from './mixed-load.ts';
import { startPrivatePostgres } from './private-postgres.ts';
import { startRoomtoneServer, summarizeServerLog } from './roomtone-server.ts';
import { checkSavesInDatabase, checkSavesThroughApi, describeChecks, isIntact } from './save-checks.ts';
import { calcDocument, prepareWorkload } from './workload-data.ts';

const CONCURRENT_SAVES = 50;
const ROOMS = 5;
/**
 * When the server is killed in each round: after this many saves were acknowledged, so the
 * rounds catch the 50 saves early, midway and late, with the rest in flight.
 */
const KILL_AFTER_ACKNOWLEDGED = [1, 10, 25];

/** Outcome of the kill -9 fault on one database. */
export type KillFaultOutcome = { database: string; passed: boolean; lines: string[] };

type Round = { acknowledged: AcknowledgedSave[]; failures: Map<string, number> };

async function saveRound(
  browser: Browser,
  targets: { roomId: string; phaseId: string }[],
  prefix: string,
  killAfter: number,
  kill: () => Promise<string>,
): Promise<Round & { killedAfter: number; killOutcome: string }> {
  const acknowledged: AcknowledgedSave[] = [];
  const failures = new Map<string, number>();
  let killing: Promise<string> | undefined;
  let killedAfter = 0;
  const killNow = () => {
    killedAfter = acknowledged.length;
    killing ??= kill();
  };
  const saves = Array.from({ length: CONCURRENT_SAVES }, async (_, index) => {
    const target = targets[index % targets.length];
    if (!target) throw new Error('no room to save to');
    const comment = `${prefix} save ${index}`;
    const answer = await browser.request({
      method: 'POST',
      path: `/api/rooms/${target.roomId}/rev`,
      body: {
        calc: calcDocument(index, { benchSave: comment }),
        revisionComment: comment,
        phaseId: target.phaseId,
      },
      timeoutMs: 15_000,
    });
    if (answer.status === 201 || answer.status === 200) {
      const revision = (jsonOf(answer) as { revision?: { _id?: string; id?: number } } | undefined)?.revision;
      acknowledged.push({
        roomId: target.roomId,
        revisionId: revision?._id ?? '',
        number: revision?.id ?? 0,
        comment,
      });
      if (acknowledged.length >= killAfter) killNow();
    } else {
      const kind = answer.status === 0 ? (answer.error ?? 'no answer') : String(answer.status);
      failures.set(kind, (failures.get(kind) ?? 0) + 1);
    }
  });
  await Promise.all(saves);
  // Every save may have been answered before the kill: the server is killed anyway.
  if (killing === undefined) killNow();
  const killOutcome = (await killing) ?? '';
  return { acknowledged, failures, killedAfter, killOutcome };
}

/**
 * `kill -9` of the server while 50 revision saves are in flight (three rounds, killed at
 * different moments), then a restart on the same data: every acknowledged save must be there,
 * through the API and in the rows, and no save may be stored in part.
 */
export async function runKillFault(label: 'PGlite' | 'PostgreSQL'): Promise<KillFaultOutcome> {
  const folder = mkdtempSync(join(tmpdir(), 'roomtone-bench-kill-'));
  const postgres = label === 'PostgreSQL' ? await startPrivatePostgres() : undefined;
  const lines: string[] = [];
  try {
    const databaseUrl = postgres ? await postgres.createDatabase('roomtone_kill') : undefined;
    const url = databaseUrl ?? `pglite:${folder}/pglite`;
    const workload = await prepareWorkload(url, { bulk: false });
    const targets = workload.targets.slice(0, ROOMS);
    const server = await startRoomtoneServer({
      databaseUrl,
      dataDir: folder,
      logFile: join(folder, 'server.log'),
    });
    // All 50 saves in flight at once, over 50 connections.
    const agent = createAgent(CONCURRENT_SAVES);
    const browser = createBrowser(agent, server.baseUrl, loopbackAddress(0));
    const owner = workload.emails[0] ?? '';
    const signedIn = await signIn(browser, owner, workload.password);
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${signedIn.body}`);
    const prefix = `kill-9 ${label} ${Date.now()}`;
    const acknowledged: AcknowledgedSave[] = [];
    let sessionKept = true;
    for (const [round, killAfter] of KILL_AFTER_ACKNOWLEDGED.entries()) {
      const pid = server.pid();
      const result = await saveRound(browser, targets, `${prefix} round ${round + 1}`, killAfter, () =>
        server.kill('SIGKILL'),
      );
      acknowledged.push(...result.acknowledged);
      const restartStarted = performance.now();
      await server.restart();
      const restartSeconds = (performance.now() - restartStarted) / 1000;
      // The session lives in the database: the same cookie must still be signed in.
      const me = await browser.request({ method: 'GET', path: '/api/current-user' });
      const isSignedIn = me.status === 200 && (jsonOf(me) as { user?: unknown } | undefined)?.user != null;
      if (!isSignedIn) {
        sessionKept = false;
        await signIn(browser, owner, workload.password);
      }
      lines.push(
        `round ${round + 1}: ${CONCURRENT_SAVES} saves in flight, kill -9 of pid ${pid} (${result.killOutcome}) after ${result.killedAfter} acknowledged; acknowledged ${result.acknowledged.length}, failed ${describeErrors(result.failures) || 'none'}; restarted in ${restartSeconds.toFixed(1)} s; session ${isSignedIn ? 'kept' : 'LOST'}`,
      );
    }
    const api = await checkSavesThroughApi(browser, acknowledged);
    agent.destroy();
    await server.kill('SIGTERM');
    const database = await checkSavesInDatabase(url, prefix, acknowledged);
    lines.push(...describeChecks(api, database));
    lines.push(...summarizeServerLog(join(folder, 'server.log')));
    const passed = isIntact(api, database) && sessionKept;
    return { database: label, passed, lines };
  } finally {
    postgres?.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}
