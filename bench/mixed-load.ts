import type http from 'node:http';
import {
  type Browser,
  createBrowser,
  type HttpAnswer,
  jsonOf,
  loopbackAddress,
  messageOf,
} from './browser-client.ts';
import { percentile } from './percentile.ts';
import { random } from './random.ts';
import { calcDocument, type Workload, type WorkTarget } from './workload-data.ts';

/** The operations of the mix, each one HTTP request as the web app sends it. */
export const OPERATIONS = [
  'sign-in',
  'dashboard list',
  'project page',
  'project rooms tab',
  'room open',
  'revision save',
  'finish search',
] as const;
/** One operation of the mix. */
export type Operation = (typeof OPERATIONS)[number];

/**
 * Shares of the mix, in percent: people read far more than they write, and sign in once per
 * visit. A sign-in costs a scrypt hash (tens of milliseconds of CPU), so its share matters.
 */
export const MIX: Record<Operation, number> = {
  'sign-in': 1,
  'dashboard list': 18,
  'project page': 14,
  'project rooms tab': 14,
  'room open': 20,
  'revision save': 10,
  'finish search': 23,
};

const DASHBOARD_QUERIES = [
  '',
  '?sort=projectName',
  '?sort=-clientName&page=3',
  '?q=hall',
  '?filter=mine&sort=projectId',
  '?page=2',
];

const SEARCH_QUERIES = [
  'g',
  'gla',
  'glass wool',
  'carpet',
  'plasterboard',
  'plasterbord',
  'acustic',
  'velour',
  'concrete block',
  'perforated',
  'seat',
  'curtain 15',
];

/** A simulated user: a browser from its own loopback address, signed in as one of the demo accounts. */
export type SimulatedUser = { browser: Browser; email: string };

/** A revision save the server acknowledged (201), to look for afterwards. */
export type AcknowledgedSave = { roomId: string; revisionId: string; number: number; comment: string };

/** Figures of one operation (or of all). */
export type OperationFigures = {
  operation: string;
  sent: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Error answers by kind ('503', 'ECONNRESET', 'timeout', 'not sent: client queue full'). */
  errorKinds: Map<string, number>;
};

/** The result of one load run. */
export type LoadRun = {
  rate: number;
  seconds: number;
  rows: OperationFigures[];
  overall: OperationFigures;
  /**
   * Every operation but sign-in, whose latency is set by the password hash (scrypt, about 70-100
   * ms of CPU by design: docs/security.md) rather than by load.
   */
  withoutSignIn: OperationFigures;
  /** How late the client sent its requests (p99, ms): above a few ms the client, not the server, limited the run. */
  sendLagP99Ms: number;
  /**
   * p99 (ms, all but sign-in) of each tenth of the run by sending time: shows whether a slow tail
   * is spread out or comes from a few stalls.
   */
  p99ByTenth: number[];
  acknowledged: AcknowledgedSave[];
};

/** Options of one load run. */
export type LoadOptions = {
  users: SimulatedUser[];
  workload: Workload;
  agent: http.Agent;
  baseUrl: string;
  ratePerSecond: number;
  durationSeconds: number;
  /** Tells the saves of one run from another's. */
  runId: string;
  seed?: number;
  /** Requests in flight beyond this count as errors (the server is not keeping up). */
  maxInFlight?: number;
  /** Told of every answer, for benchmarks that follow a fault over time. */
  onAnswer?: (record: AnswerRecord) => void;
};

/** One answer of a load run: when its request left (ms since the run began), what, and how it ended. */
export type AnswerRecord = { sentAtMs: number; operation: Operation; answer: HttpAnswer; elapsedMs: number };

type Tally = { latencies: number[]; errorKinds: Map<string, number>; sent: number };

function emptyTally(): Tally {
  return { latencies: [], errorKinds: new Map(), sent: 0 };
}

function countError(tally: Tally, kind: string): void {
  tally.errorKinds.set(kind, (tally.errorKinds.get(kind) ?? 0) + 1);
}

/**
 * Signs in through `POST /api/login`, after a first page for the CSRF cookie when the browser has
 * none; the browser keeps the session.
 */
export async function signIn(browser: Browser, email: string, password: string): Promise<HttpAnswer> {
  if (browser.cookie('XSRF-TOKEN') === undefined) {
    // The page a sign-in starts from: without its answer there is no CSRF token to send.
    const page = await browser.request({ method: 'GET', path: '/api/current-user' });
    if (page.status !== 200) return page;
  }
  return browser.request({ method: 'POST', path: '/api/login', body: { username: email, password } });
}

/**
 * `count` simulated users, each from its own loopback address, signed in round-robin as the
 * workload's accounts (four at a time, as sign-in is the expensive path).
 */
export async function signInUsers(
  agent: http.Agent,
  baseUrl: string,
  workload: Workload,
  count: number,
  firstAddress = 0,
): Promise<SimulatedUser[]> {
  const users: SimulatedUser[] = Array.from({ length: count }, (_, index) => ({
    browser: createBrowser(agent, baseUrl, loopbackAddress(firstAddress + index)),
    email: workload.emails[index % workload.emails.length] ?? '',
  }));
  for (let start = 0; start < users.length; start += 4) {
    await Promise.all(
      users.slice(start, start + 4).map(async (user) => {
        const answer = await signIn(user.browser, user.email, workload.password);
        if (answer.status !== 200)
          throw new Error(`sign-in of ${user.email} failed: ${answer.status} ${answer.error ?? answer.body}`);
      }),
    );
  }
  return users;
}

function pick<T>(items: readonly T[], next: () => number): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

function operationOf(next: () => number): Operation {
  let draw = next() * 100;
  for (const operation of OPERATIONS) {
    draw -= MIX[operation];
    if (draw < 0) return operation;
  }
  return 'finish search';
}

async function perform(
  operation: Operation,
  user: SimulatedUser,
  target: WorkTarget,
  options: LoadOptions,
  sequence: number,
  next: () => number,
  acknowledged: AcknowledgedSave[],
): Promise<HttpAnswer> {
  const { browser } = user;
  switch (operation) {
    case 'sign-in': {
      // A new visit: a browser without the session, from the user's address. The user's requests
      // in flight keep the session and CSRF token they were sent with; later ones take the new
      // pair (the signed-in token is bound to the session).
      const visit = createBrowser(options.agent, options.baseUrl, browser.localAddress);
      const answer = await signIn(visit, user.email, options.workload.password);
      const session = visit.cookie('roomtone_sid');
      const token = visit.cookie('XSRF-TOKEN');
      if (answer.status === 200 && session !== undefined && token !== undefined) {
        browser.setCookie('roomtone_sid', session);
        browser.setCookie('XSRF-TOKEN', token);
      }
      return answer;
    }
    case 'dashboard list':
      return browser.request({ method: 'GET', path: `/api/projects${pick(DASHBOARD_QUERIES, next)}` });
    case 'project page':
      return browser.request({ method: 'GET', path: `/api/projects/${target.projectId}` });
    case 'project rooms tab':
      return browser.request({ method: 'GET', path: `/api/rooms?projectId=${target.projectId}` });
    case 'room open':
      return browser.request({ method: 'GET', path: `/api/rooms/${target.roomId}` });
    case 'finish search':
      return browser.request({
        method: 'GET',
        path: `/api/finishes/search?q=${encodeURIComponent(pick(SEARCH_QUERIES, next))}`,
      });
    case 'revision save': {
      const comment = `${options.runId} save ${sequence}`;
      const answer = await browser.request({
        method: 'POST',
        path: `/api/rooms/${target.roomId}/rev`,
        body: {
          calc: calcDocument(sequence, { benchSave: comment }),
          revisionComment: comment,
          phaseId: target.phaseId,
        },
      });
      if (answer.status === 201) {
        const revision = (jsonOf(answer) as { revision?: { _id?: string; id?: number } } | undefined)
          ?.revision;
        acknowledged.push({
          roomId: target.roomId,
          revisionId: revision?._id ?? '',
          number: revision?.id ?? 0,
          comment,
        });
      }
      return answer;
    }
  }
}

function figuresOf(operation: string, tally: Tally, seconds: number): OperationFigures {
  const sorted = Float64Array.from(tally.latencies).sort();
  const errors = [...tally.errorKinds.values()].reduce((sum, count) => sum + count, 0);
  return {
    operation,
    sent: tally.sent,
    requestsPerSecond: tally.latencies.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    errors,
    errorKinds: tally.errorKinds,
  };
}

/**
 * Sends the mix at a fixed rate for a fixed time (an open loop: each request leaves at its
 * scheduled moment whether or not earlier ones have been answered, as independent people's
 * requests do), then waits for the answers (each bounded by a 10 s timeout). Latency is from
 * sending to the last byte of the answer; anything but the expected 2xx counts as an error.
 */
export async function runMixedLoad(options: LoadOptions): Promise<LoadRun> {
  const next = random(options.seed ?? 11);
  const total = Math.max(1, Math.round(options.ratePerSecond * options.durationSeconds));
  const intervalMs = 1000 / options.ratePerSecond;
  const maxInFlight = options.maxInFlight ?? 1_000;
  const tallies = new Map<Operation, Tally>(OPERATIONS.map((operation) => [operation, emptyTally()]));
  const overall = emptyTally();
  const withoutSignIn = emptyTally();
  const tenths: number[][] = Array.from({ length: 10 }, () => []);
  const lags: number[] = [];
  const acknowledged: AcknowledgedSave[] = [];
  const pending = new Set<Promise<void>>();
  const started = performance.now();

  const launch = (sequence: number, scheduledAt: number) => {
    const operation = operationOf(next);
    const user = pick(options.users, next);
    const target = pick(options.workload.targets, next);
    const counted = [tallies.get(operation) ?? emptyTally(), overall];
    if (operation !== 'sign-in') counted.push(withoutSignIn);
    for (const tally of counted) tally.sent += 1;
    const sentAt = performance.now();
    lags.push(sentAt - scheduledAt);
    if (pending.size >= maxInFlight) {
      for (const tally of counted) countError(tally, 'not sent: client queue full');
      return;
    }
    const expected = operation === 'revision save' ? 201 : 200;
    const request = perform(operation, user, target, options, sequence, next, acknowledged).then((answer) => {
      const elapsed = performance.now() - sentAt;
      options.onAnswer?.({ sentAtMs: sentAt - started, operation, answer, elapsedMs: elapsed });
      if (answer.status === expected) {
        for (const tally of counted) tally.latencies.push(elapsed);
        const tenth = Math.min(9, Math.floor(((sentAt - started) / (options.durationSeconds * 1000)) * 10));
        if (operation !== 'sign-in') tenths[tenth]?.push(elapsed);
        return;
      }
      const kind =
        answer.status === 0 ? (answer.error ?? 'no answer') : `${answer.status} ${messageOf(answer)}`;
      for (const tally of counted) countError(tally, kind);
    });
    pending.add(request);
    void request.finally(() => pending.delete(request));
  };

  let sequence = 0;
  while (sequence < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor((now - started) / intervalMs) + 1);
    while (sequence < due) {
      launch(sequence, started + sequence * intervalMs);
      sequence += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(5, intervalMs))));
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  const sortedLags = Float64Array.from(lags).sort();
  return {
    rate: options.ratePerSecond,
    seconds,
    rows: OPERATIONS.map((operation) =>
      figuresOf(operation, tallies.get(operation) ?? emptyTally(), seconds),
    ),
    overall: figuresOf('overall', overall, seconds),
    withoutSignIn: figuresOf('all but sign-in', withoutSignIn, seconds),
    sendLagP99Ms: percentile(sortedLags, 0.99),
    p99ByTenth: tenths.map((latencies) => percentile(Float64Array.from(latencies).sort(), 0.99)),
    acknowledged,
  };
}

/** `503 ×12, ECONNRESET ×3`, or '' when there were none. */
export function describeErrors(kinds: Map<string, number>): string {
  return [...kinds]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${kind} ×${count}`)
    .join(', ');
}

/** Prints a run as a table: one row per operation, then all together. */
export function printLoadRun(title: string, run: LoadRun): void {
  console.log(`\n${title}`);
  console.log(
    'operation'.padEnd(20),
    'sent'.padStart(7),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    ' error kinds',
  );
  for (const row of [...run.rows, run.withoutSignIn, run.overall]) {
    console.log(
      row.operation.padEnd(20),
      String(row.sent).padStart(7),
      row.requestsPerSecond.toFixed(1).padStart(8),
      row.p50Ms.toFixed(1).padStart(8),
      row.p99Ms.toFixed(1).padStart(8),
      String(row.errors).padStart(7),
      ` ${describeErrors(row.errorKinds)}`,
    );
  }
  console.log(
    `  offered ${run.rate} req/s for ${run.seconds.toFixed(1)} s; client send lag p99 ${run.sendLagP99Ms.toFixed(1)} ms; ${run.acknowledged.length} saves acknowledged`,
  );
  console.log(
    `  p99 (all but sign-in) by tenth of the run, ms: ${run.p99ByTenth.map((p99) => p99.toFixed(0)).join(', ')}`,
  );
}
