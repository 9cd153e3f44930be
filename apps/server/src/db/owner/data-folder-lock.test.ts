import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataFolderLock, DataFolderInUseError } from './data-folder-lock.ts';

const folders: string[] = [];
const children: ChildProcess[] = [];

function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'roomtone-lock-'));
  folders.push(folder);
  return folder;
}

/** A child process that takes the lock and says so on stdout, then waits to be killed. */
function holdInChild(folder: string): Promise<ChildProcess> {
  const program = `
    const { acquireDataFolderLock } = await import(${JSON.stringify(new URL('./data-folder-lock.ts', import.meta.url).pathname)});
    await acquireDataFolderLock(${JSON.stringify(folder)});
    process.stdout.write('held\\n');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('held')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('refuses a second holder and names the folder and the process that holds it', async () => {
    const folder = freshFolder();
    const lock = await acquireDataFolderLock(folder);
    const second = await acquireDataFolderLock(folder).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataFolderInUseError);
    const refusal = second as DataFolderInUseError;
    expect(refusal.holder?.pid).toBe(process.pid);
    expect(refusal.message).toContain(folder);
    expect(refusal.message).toContain(`process ${process.pid}`);
    await lock.release();
    const again = await acquireDataFolderLock(folder);
    await again.release();
  });

  it('refuses a process while another process holds the folder', async () => {
    const folder = freshFolder();
    const holder = await holdInChild(folder);
    const refusal = await acquireDataFolderLock(folder).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataFolderInUseError);
    expect((refusal as DataFolderInUseError).holder?.pid).toBe(holder.pid);
  }, 30_000);

  it('is free again once its holder is killed with SIGKILL', async () => {
    const folder = freshFolder();
    const holder = await holdInChild(folder);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const lock = await acquireDataFolderLock(folder);
    expect(lock.folder).toContain('roomtone-lock-');
    await lock.release();
  }, 30_000);

  it('tells locks of different folders apart', async () => {
    const first = await acquireDataFolderLock(freshFolder());
    const second = await acquireDataFolderLock(freshFolder());
    await Promise.all([first.release(), second.release()]);
  });
});
