import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  createAgent,
  createBrowser,
  type HttpAnswer,
  isFailureEnvelope,
  jsonOf,
  loopbackAddress,
  messageOf,
} from './browser-client.ts';
import { onCleanup } from './cleanup.ts';
import { type AcknowledgedSave, describeErrors, signIn } from './mixed-load.ts';
import { startRoomtoneServer, summarizeServerLog } from './roomtone-server.ts';
import { checkSavesInDatabase, checkSavesThroughApi, describeChecks, isIntact } from './save-checks.ts';
import { calcDocument, prepareWorkload, type WorkTarget } from './workload-data.ts';

/** Room for the database, the backup the server writes at start, and the saves before the fill. */
const TMPFS_SIZE = '256m';
const SAVES_BEFORE = 20;
/** Saves tried on the full disk: enough to need new WAL and table pages, not only free space inside them. */
const MAX_SAVES_WHILE_FULL = 300;
const READS_WHILE_FULL = 10;

/** Outcome of the disk-full fault. */
export type DiskFullOutcome = { database: string; passed: boolean; lines: string[] };

/** Fills the file system of `folder` with one file, to the last byte it accepts. */
function fill(file: string): number {
  const handle = openSync(file, 'w');
  let written = 0;
  try {
    for (const size of [1 << 20, 1 << 12, 1]) {
      const chunk = Buffer.alloc(size, 0x5a);
      for (;;) {
        try {
          writeSync(handle, chunk);
          written += size;
        } catch {
          break;
        }
      }
    }
  } finally {
    closeSync(handle);
  }
  return written;
}

function leaksInternals(answer: HttpAnswer): boolean {
  return /\n\s+at |ENOSPC|No space left|could not extend|could not write|Error:/.test(answer.body);
}

async function save(browser: Browser, target: WorkTarget, comment: string, variant: number) {
  const answer = await browser.request({
    method: 'POST',
    path: `/api/rooms/${target.roomId}/rev`,
    body: {
      calc: calcDocument(variant, { benchSave: comment }),
      revisionComment: comment,
      phaseId: target.phaseId,
    },
  });
  const revision = (jsonOf(answer) as { revision?: { _id?: string; id?: number } } | undefined)?.revision;
  const acknowledged: AcknowledgedSave | undefined =
    answer.status === 201
      ? { roomId: target.roomId, revisionId: revision?._id ?? '', number: revision?.id ?? 0, comment }
      : undefined;
  return { answer, acknowledged };
}

function tally(answers: { label: string; answer: HttpAnswer }[]): string {
  const kinds = new Map<string, number>();
  for (const { label, answer } of answers) {
    const kind =
      answer.status === 0
        ? `${label}: ${answer.error ?? 'no answer'}`
        : `${label}: ${answer.status}${answer.status >= 300 ? ` ${messageOf(answer)}` : ''}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return describeErrors(kinds);
}

/**
 * The embedded database's disk full: DATA_DIR on a small tmpfs, filled to the last byte while the
 * server runs. Writes must fail with a clear answer in the JSON envelope (no 500 with internals),
 * reads should go on, and once space is freed the server must work again with every acknowledged
 * save intact (through the API and in the rows after a restart).
 */
export async function runDiskFullFault(): Promise<DiskFullOutcome> {
  if (process.getuid?.() !== 0) {
    return { database: 'PGlite', passed: false, lines: ['skipped: mounting a tmpfs needs root'] };
  }
  const mountPoint = mkdtempSync(join(tmpdir(), 'roomtone-bench-diskfull-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE},mode=0755`, 'tmpfs', mountPoint]);
  const unmount = onCleanup(() => {
    execFileSync('umount', ['-l', mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });
  const logFile = join(tmpdir(), `roomtone-bench-diskfull-${process.pid}.log`);
  const lines: string[] = [`DATA_DIR on a ${TMPFS_SIZE} tmpfs at ${mountPoint}`];
  try {
    const url = `pglite:${mountPoint}/pglite`;
    const workload = await prepareWorkload(url, { bulk: false });
    const server = await startRoomtoneServer({ databaseUrl: undefined, dataDir: mountPoint, logFile });
    const agent = createAgent();
    const browser = createBrowser(agent, server.baseUrl, loopbackAddress(0));
    const owner = workload.emails[0] ?? '';
    await signIn(browser, owner, workload.password);
    const targets = workload.targets.slice(0, 5);
    const firstTarget = targets[0];
    if (!firstTarget) throw new Error('no room to save to');
    const target = (index: number): WorkTarget => targets[index % targets.length] ?? firstTarget;
    const prefix = `disk-full ${Date.now()}`;
    const acknowledged: AcknowledgedSave[] = [];
    for (let index = 0; index < SAVES_BEFORE; index += 1) {
      const result = await save(browser, target(index), `${prefix} before ${index}`, index);
      if (result.acknowledged) acknowledged.push(result.acknowledged);
    }
    lines.push(`before the fill: ${acknowledged.length}/${SAVES_BEFORE} saves acknowledged`);

    const filler = join(mountPoint, 'filler');
    const filled = fill(filler);
    lines.push(`filled the disk with ${(filled / 2 ** 20).toFixed(1)} MB`);

    const whileFull: { label: string; answer: HttpAnswer }[] = [];
    let savesTried = 0;
    let firstFailure: HttpAnswer | undefined;
    for (let index = 0; index < MAX_SAVES_WHILE_FULL && server.isRunning(); index += 1) {
      const result = await save(browser, target(index), `${prefix} full ${index}`, index);
      savesTried += 1;
      whileFull.push({ label: 'revision save', answer: result.answer });
      if (result.acknowledged) acknowledged.push(result.acknowledged);
      else firstFailure ??= result.answer;
      // Once saves fail, ten more show whether the failure is steady; then reads.
      if (firstFailure && whileFull.filter((entry) => entry.answer.status !== 201).length >= 10) break;
    }
    const signInVisit = createBrowser(agent, server.baseUrl, loopbackAddress(1));
    whileFull.push({ label: 'sign-in', answer: await signIn(signInVisit, owner, workload.password) });
    for (let index = 0; index < READS_WHILE_FULL; index += 1) {
      whileFull.push({
        label: 'dashboard list',
        answer: await browser.request({ method: 'GET', path: '/api/projects' }),
      });
      whileFull.push({
        label: 'room open',
        answer: await browser.request({ method: 'GET', path: `/api/rooms/${target(index).roomId}` }),
      });
    }
    whileFull.push({ label: '/readyz', answer: await browser.request({ method: 'GET', path: '/readyz' }) });
    whileFull.push({ label: '/healthz', answer: await browser.request({ method: 'GET', path: '/healthz' }) });
    const failed = whileFull.filter((entry) => entry.answer.status >= 300 || entry.answer.status === 0);
    const internal = failed.filter((entry) => entry.answer.status === 500).length;
    const notEnvelope = failed.filter(
      (entry) =>
        entry.answer.status !== 0 && !entry.label.startsWith('/') && !isFailureEnvelope(entry.answer),
    ).length;
    const leaks = failed.filter((entry) => leaksInternals(entry.answer)).length;
    const refusedSaves = whileFull.filter(
      (entry) => entry.label === 'revision save' && entry.answer.status !== 201,
    ).length;
    lines.push(
      `while full: ${savesTried} saves tried, ${savesTried - refusedSaves} acknowledged (room left in pages already allocated), ${refusedSaves} refused`,
    );
    lines.push(`answers while full: ${tally(whileFull)}`);
    lines.push(
      `failed answers: ${internal} with 500, ${notEnvelope} not in the JSON envelope, ${leaks} showing internals`,
    );
    const aliveWhileFull = server.isRunning();
    lines.push(`server process ${aliveWhileFull ? 'still running' : 'EXITED'} while the disk was full`);

    rmSync(filler);
    lines.push('freed the space (filler removed)');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    let recoveredWithoutRestart = false;
    if (server.isRunning()) {
      const afterSave = await save(browser, target(0), `${prefix} after`, 1);
      const ready = await browser.request({ method: 'GET', path: '/readyz' });
      recoveredWithoutRestart = afterSave.answer.status === 201 && ready.status === 200;
      if (afterSave.acknowledged) acknowledged.push(afterSave.acknowledged);
      lines.push(
        `after freeing, same process: save ${afterSave.answer.status}${afterSave.answer.status === 201 ? '' : ` ${messageOf(afterSave.answer)}`}, /readyz ${ready.status}`,
      );
    }
    if (!recoveredWithoutRestart) {
      await server.kill('SIGTERM');
      await server.restart();
      const me = await browser.request({ method: 'GET', path: '/api/current-user' });
      if (me.status !== 200 || (jsonOf(me) as { user?: unknown } | undefined)?.user == null) {
        await signIn(browser, owner, workload.password);
      }
      const afterRestart = await save(browser, target(1), `${prefix} after restart`, 2);
      if (afterRestart.acknowledged) acknowledged.push(afterRestart.acknowledged);
      lines.push(`after a restart: save ${afterRestart.answer.status}`);
    }
    const api = await checkSavesThroughApi(browser, acknowledged);
    agent.destroy();
    await server.kill('SIGTERM');
    const database = await checkSavesInDatabase(url, prefix, acknowledged);
    lines.push(...describeChecks(api, database));
    lines.push(...summarizeServerLog(logFile));
    const passed =
      firstFailure !== undefined &&
      internal === 0 &&
      notEnvelope === 0 &&
      leaks === 0 &&
      aliveWhileFull &&
      recoveredWithoutRestart &&
      isIntact(api, database);
    // The server log outlives the tmpfs for a failed check only.
    if (passed) rmSync(logFile, { force: true });
    else lines.push(`server log kept at ${logFile}`);
    return { database: 'PGlite', passed, lines };
  } finally {
    unmount();
  }
}
