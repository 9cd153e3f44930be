import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup.ts';

/** The repository root: the server runs from there as `npm run start:server` runs it. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

/** Where a server keeps its data and what it is told at start. */
export type RoomtoneServerOptions = {
  /** `postgres://…`, or undefined for the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** stdout and stderr of every start are appended here. */
  logFile: string;
  /** Kept across restarts, so clients and a proxy keep one address. */
  port?: number;
  /** Further environment, e.g. TRUST_PROXY. */
  env?: Record<string, string>;
};

/** A running Roomtone server process (`apps/server/src/main.ts`, production settings). */
export type RoomtoneServer = {
  baseUrl: string;
  port: number;
  pid: () => number;
  /** Sends `signal` and waits for the process to end; resolves with its exit code or signal. */
  kill: (signal: NodeJS.Signals) => Promise<string>;
  /** Starts the process again on the same port and data, and waits until `/healthz` answers. */
  restart: () => Promise<void>;
  isRunning: () => boolean;
};

/** A free loopback port, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** GET `url` and return its status, or 0 when nothing answers. */
async function statusOf(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

function environmentOf(options: RoomtoneServerOptions, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The caller decides the database; an inherited DATABASE_URL would silently override PGlite.
  delete env.DATABASE_URL;
  delete env.TRUST_PROXY;
  return {
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: 'bench-admin-password',
    // The API alone is measured; the built web app would only add static files.
    WEB_DIST: '/nonexistent-roomtone-web-dist',
    ...options.env,
  };
}

/**
 * Starts the server as `npm run start:server` does (`node --import tsx apps/server/src/main.ts`),
 * with NODE_ENV=production, logging at `warn` to `logFile`, on 127.0.0.1, and waits until
 * `/healthz` answers. The process is killed at exit if the benchmark forgets it.
 */
export async function startRoomtoneServer(options: RoomtoneServerOptions): Promise<RoomtoneServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<string> = Promise.resolve('not started');
  let running = false;
  let forget = () => {};

  const launch = async () => {
    const log = openSync(options.logFile, 'a');
    const started = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: environmentOf(options, port),
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    child = started;
    running = true;
    exited = new Promise((resolve) =>
      started.once('exit', (code, signal) => {
        running = false;
        resolve(signal ?? `exit ${code}`);
      }),
    );
    forget = onCleanup(() => {
      if (running) started.kill('SIGKILL');
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!running)
        throw new Error(`server exited (${await exited}) before answering; see ${options.logFile}`);
      if ((await statusOf(`${baseUrl}/healthz`)) === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server did not answer /healthz within ${READY_TIMEOUT_MS} ms; see ${options.logFile}`);
  };

  await launch();
  return {
    baseUrl,
    port,
    pid: () => child?.pid ?? 0,
    kill: async (signal) => {
      if (running) child?.kill(signal);
      const outcome = await exited;
      forget();
      return outcome;
    },
    restart: launch,
    isRunning: () => running,
  };
}

/**
 * The server log's warnings and errors grouped by message (pino's JSON lines: level 40 warn, 50
 * error, 60 fatal), most frequent first, with any line that is not JSON (a crash's stack).
 */
export function summarizeServerLog(logFile: string, limit = 6): string[] {
  let text = '';
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return [`no log at ${logFile}`];
  }
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let entry: { level?: number; msg?: string; err?: { message?: string; stack?: string } } | undefined;
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      entry = undefined;
    }
    if (entry === undefined) {
      if (/^(Administrator created|Roomtone is running)/.test(line)) continue;
      const key = `not JSON: ${line.slice(0, 120)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      continue;
    }
    if ((entry.level ?? 0) < 50) continue;
    // A query error wraps the database's own message ("caused by: error: could not extend file …").
    const causedBy = /caused by: (?:error: )?([^\n]*)/.exec(entry.err?.stack ?? '')?.[1];
    const cause = (causedBy ?? entry.err?.message?.split('\n')[0] ?? '').slice(0, 120);
    const key = `${entry.level === 60 ? 'fatal' : 'error'} "${entry.msg ?? ''}"${cause ? `: ${cause}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (counts.size === 0) return ['server log: no errors'];
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, count]) => `server log: ${key} ×${count}`);
}
