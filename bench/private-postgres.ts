import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { onCleanup } from './cleanup.ts';

/**
 * A PostgreSQL cluster of the benchmark's own, in a temporary folder, listening on 127.0.0.1 only.
 * The machine's shared server (127.0.0.1:5432) serves other people's tests: the fault benchmarks
 * stop and start this one instead, and the load benchmarks do not disturb those tests' data.
 */
export type PrivatePostgres = {
  port: number;
  /** The cluster's log file (startup, shutdown, and errors such as a full disk). */
  logFile: string;
  /** `postgres://` URL of a database of this cluster. */
  urlOf: (database: string) => string;
  /** Creates an empty database and returns its URL. */
  createDatabase: (database: string) => Promise<string>;
  /** `pg_ctl stop -m fast`: open connections are ended, as when an operator restarts the server. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  isRunning: () => boolean;
  /** Stops the cluster and removes its folder. */
  destroy: () => void;
};

const FIRST_PORT = 54329;

function postgresBin(program: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', program)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const version = versions[0];
  if (version === undefined)
    throw new Error(`${program} not found under ${root}: apt-get install -y postgresql`);
  return join(root, version, 'bin', program);
}

/** PostgreSQL refuses to run as root; as root the cluster belongs to the `postgres` account. */
function commandOf(program: string, args: string[]): [string, string[]] {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
}

function asPostgres(program: string, args: string[]): void {
  const [command, rest] = commandOf(program, args);
  execFileSync(command, rest, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** The same without blocking: a benchmark keeps sending requests while the cluster stops or starts. */
async function asPostgresLater(program: string, args: string[]): Promise<void> {
  const [command, rest] = commandOf(program, args);
  await promisify(execFile)(command, rest);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePortFrom(first: number): Promise<number> {
  for (let port = first; port < first + 50; port += 1) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port in ${first}-${first + 49}`);
}

/** initdb (trust authentication, loopback only) and start; removed by `destroy` or at exit. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'roomtone-bench-pg-'));
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'postgres.log');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', folder]);
  chmodSync(folder, 0o755);
  asPostgres(postgresBin('initdb'), ['-D', dataDir, '--auth=trust', '-U', 'postgres', '-E', 'UTF8']);
  const port = await freePortFrom(FIRST_PORT);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  const startArgs = ['-D', dataDir, '-o', options, '-l', logFile, '-w', 'start'];
  const stopArgs = ['-D', dataDir, '-m', 'fast', '-w', 'stop'];
  let running = false;
  const destroy = onCleanup(() => {
    if (running) asPostgres(postgresBin('pg_ctl'), stopArgs);
    running = false;
    rmSync(folder, { recursive: true, force: true });
  });
  asPostgres(postgresBin('pg_ctl'), startArgs);
  running = true;
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    logFile,
    urlOf,
    createDatabase: async (database) => {
      const admin = new pg.Client({ connectionString: urlOf('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database ${database}`);
      } finally {
        await admin.end();
      }
      return urlOf(database);
    },
    stop: async () => {
      if (!running) return;
      await asPostgresLater(postgresBin('pg_ctl'), stopArgs);
      running = false;
    },
    start: async () => {
      await asPostgresLater(postgresBin('pg_ctl'), startArgs);
      running = true;
    },
    isRunning: () => running,
    destroy,
  };
}
