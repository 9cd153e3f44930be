import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Real server processes on one embedded database folder: only one may open it, maintenance
 * commands go through the one that does, a SIGKILL leaves the folder usable, and a damaged
 * database is refused with the way back from a backup.
 */
const SERVER_ROOT = resolve(import.meta.dirname, '../../..');
const MAIN = join(SERVER_ROOT, 'src/main.ts');
const SCRIPTS = join(SERVER_ROOT, 'src/scripts');
const dataDir = mkdtempSync(join(tmpdir(), 'roomtone-owner-'));
const running: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Outcome = { code: number | null; stdout: string; stderr: string };

function environment(port: number): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return {
    ...rest,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
}

/** Starts the server; resolves once it listens, or with its outcome when it exits first. */
function startServer(port: number): Promise<{ child: ChildProcess } | Outcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: environment(port),
    cwd: SERVER_ROOT,
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  return new Promise((done) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('Roomtone is running')) done({ child });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

async function startListening(port: number): Promise<ChildProcess> {
  const started = await startServer(port);
  if (!('child' in started)) throw new Error(`the server did not start: ${started.stderr}`);
  return started.child;
}

function runScript(name: string, args: string[] = []): Promise<Outcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(SCRIPTS, name), ...args], {
    env: environment(0),
    cwd: SERVER_ROOT,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((done) => child.once('exit', (code) => done({ code, stdout, stderr })));
}

async function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}

/** Signs the demo owner in; true when the demo organization's data is there. */
async function demoOwnerSignsIn(port: number): Promise<boolean> {
  const base = `http://127.0.0.1:${port}`;
  const first = await fetch(`${base}/api/current-user`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` },
    body: JSON.stringify({ username: 'owner@northlight.demo', password: 'roomtone-demo' }),
  });
  return response.status === 200;
}

afterAll(async () => {
  await Promise.all(running.map((child) => kill(child, 'SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('one owner per embedded database folder', () => {
  it('refuses a second server, runs scripts through the first, survives SIGKILL, and restores a damaged database', async () => {
    const port = await freePort();
    const first = await startListening(port);

    const second = await startServer(await freePort());
    expect('code' in second && second.code).toBe(1);
    expect('stderr' in second && second.stderr).toContain(`is already open in process ${first.pid}`);
    expect('stderr' in second && second.stderr).toContain(join(dataDir, 'pglite'));

    const seeded = await runScript('seed-demo.ts');
    expect(seeded.stderr).toContain(`The server (process ${first.pid}) owns`);
    expect(seeded.stdout).toContain('Demo data added.');
    expect(seeded.code).toBe(0);
    expect(await demoOwnerSignsIn(port)).toBe(true);

    await kill(first, 'SIGKILL');
    const third = await startListening(port);
    expect(await demoOwnerSignsIn(port)).toBe(true);
    const backup = await runScript('db-backup.ts');
    expect(backup.code).toBe(0);
    await kill(third, 'SIGTERM');

    const backups = readdirSync(join(dataDir, 'backups')).sort();
    const newest = join(dataDir, 'backups', backups.at(-1) ?? '');
    writeFileSync(join(dataDir, 'pglite/global/pg_control'), Buffer.alloc(8192, 7));
    const damaged = await startServer(port);
    expect('code' in damaged && damaged.code).toBe(1);
    expect('stderr' in damaged && damaged.stderr).toContain('could not be read');
    expect('stderr' in damaged && damaged.stderr).toContain(`npm run db:restore -- ${newest}`);

    const restored = await runScript('db-restore.ts', [newest]);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('The database it replaced is kept in');
    await startListening(port);
    expect(await demoOwnerSignsIn(port)).toBe(true);
  }, 240_000);
});
