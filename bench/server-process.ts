import { execFileSync, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** A benchmark server in a process of its own: its address, where it runs, and how to stop it. */
export type BenchServer = { baseUrl: string; placement: string; stop: () => Promise<void> };

/** The CPU the server is bound to, and the one this process (the client) moves to. */
const SERVER_CPU = '0';
const CLIENT_CPU = '1';

function canBindToCores(): boolean {
  if (process.platform !== 'linux' || availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['-c', '-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** This process's CPU list, as `taskset -c -p` prints it ("pid 12's current affinity list: 0,1"). */
function ownCpuList(): string {
  const answer = execFileSync('taskset', ['-c', '-p', String(process.pid)], { encoding: 'utf8' });
  return answer.slice(answer.lastIndexOf(':') + 1).trim();
}

/** Binds every thread of this process to `cpus`. */
function bindSelf(cpus: string): void {
  execFileSync('taskset', ['-a', '-c', '-p', cpus, String(process.pid)], { stdio: 'ignore' });
}

/**
 * Starts `script`, a module that listens and then prints `listening <url>`, in a Node process of
 * its own with `env` added. Where the machine allows (Linux, taskset, two cores or more) the
 * server process and all its threads (V8's collector and compilers included) are bound to one
 * CPU and this process, which sends the requests, to another: the server has exactly one core,
 * and the client's work is not counted against it. Elsewhere both run unbound, and `placement`
 * says so.
 */
export async function startServerProcess(script: URL, env: Record<string, string>): Promise<BenchServer> {
  const bound = canBindToCores();
  const node = [process.execPath, '--import', 'tsx', fileURLToPath(script)];
  const [command, ...args] = bound ? ['taskset', '-c', SERVER_CPU, ...node] : node;
  const child = spawn(command ?? process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('listening ')) resolve(line.slice('listening '.length));
    });
    void exited.then((code) => reject(new Error(`benchmark server exited (${code}) before listening`)));
  });
  const ownCpus = bound ? ownCpuList() : '';
  if (bound) bindSelf(CLIENT_CPU);
  return {
    baseUrl,
    placement: bound
      ? `server process bound to CPU ${SERVER_CPU}, client to CPU ${CLIENT_CPU}`
      : 'server and client not bound to cores (needs Linux, taskset and two cores)',
    stop: async () => {
      if (bound) bindSelf(ownCpus);
      child.kill('SIGTERM');
      await exited;
    },
  };
}
