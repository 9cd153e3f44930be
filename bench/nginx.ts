import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.ts';
import { freePort } from './roomtone-server.ts';

/** An nginx of the benchmark's own in front of the server instances. */
export type Nginx = {
  baseUrl: string;
  configFile: string;
  /** The configuration as written, for the report and the operations guide. */
  config: string;
  stop: () => Promise<void>;
};

/**
 * The load balancer's configuration: round robin over the instances with kept-alive upstream
 * connections; the client's address replaces any X-Forwarded-For it sent (so with TRUST_PROXY
 * the server's per-address rate limits see the real address, never one a client chose); GET and
 * other idempotent requests that meet a stopped instance are retried on the other, writes are not
 * (nginx's default), so a write is never sent twice.
 */
export function nginxConfig(options: {
  folder: string;
  listenPort: number;
  upstreamPorts: number[];
}): string {
  const { folder } = options;
  const servers = options.upstreamPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return `worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${folder}/client_body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  upstream roomtone {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${options.listenPort};
    client_max_body_size 2m;
    location / {
      proxy_pass http://roomtone;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Writes the configuration to a temporary folder and runs `nginx -c <conf> -g 'daemon off;'` in
 * the foreground; `stop` ends it (SIGQUIT: it finishes the requests it holds) and removes the folder.
 */
export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('nginx not found: apt-get update && apt-get install -y nginx');
  }
  const folder = mkdtempSync(join(tmpdir(), 'roomtone-bench-nginx-'));
  // nginx's workers run as an unprivileged user and must reach their temporary folders.
  chmodSync(folder, 0o755);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(folder, name));
  const listenPort = await freePort();
  const config = nginxConfig({ folder, listenPort, upstreamPorts });
  const configFile = join(folder, 'nginx.conf');
  writeFileSync(configFile, config);
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', folder, '-e', join(folder, 'error.log'), '-c', configFile, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  const forget = onCleanup(() => {
    if (running) child.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(listenPort))) {
    if (!running || Date.now() > deadline) {
      let log = '';
      try {
        log = readFileSync(join(folder, 'error.log'), 'utf8');
      } catch {
        log = '(no error log)';
      }
      forget();
      throw new Error(`nginx did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl: `http://127.0.0.1:${listenPort}`,
    configFile,
    config,
    stop: async () => {
      if (running) child.kill('SIGQUIT');
      await exited;
      forget();
    },
  };
}
