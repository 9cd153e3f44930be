// `node scripts/check-production-install.mjs`: proves the built server runs on a production install.
// Copies the repository (with its builds, without node_modules) to a temporary folder, installs
// the production dependencies only (`npm ci --omit=dev`, which must print no engine warning),
// starts `node apps/server/dist/main.js` on a free port with a temporary DATA_DIR, waits for
// `/healthz`, checks that the app and its compressed scripts are served and that a maintenance
// script runs from the build through the running server, then stops it. Exits 0 when all holds.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, relative, sep } from 'node:path';
import { ensureBuilt, ROOT, SERVER_BUILD, WEB_BUILD } from './built-output.mjs';

const HEALTH_TIMEOUT_MS = 180_000;
/** Never copied: installed packages (anywhere), and at the top the history, local data and reports. */
const SKIPPED_TOP = new Set(['.git', 'data', 'test-results', 'playwright-report', '.tsbuild']);
/** Development tools that a production install must not contain. */
const DEV_TOOLS = ['tsx', 'vite', 'esbuild', 'vitest', 'typescript'];

function fail(message) {
  console.error(`production install: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function copyRepository(target) {
  const skipped = (source) =>
    basename(source) === 'node_modules' || SKIPPED_TOP.has(relative(ROOT, source).split(sep)[0] ?? '');
  cpSync(ROOT, target, { recursive: true, filter: (source) => !skipped(source) });
}

function installProductionDependencies(folder) {
  const started = Date.now();
  const result = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: folder,
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) fail(`npm ci --omit=dev failed:\n${output}`);
  if (output.includes('EBADENGINE')) fail(`npm ci --omit=dev printed engine warnings:\n${output}`);
  const present = DEV_TOOLS.filter((tool) => existsSync(join(folder, 'node_modules', tool)));
  if (present.length > 0) fail(`development tools were installed: ${present.join(', ')}`);
  return Date.now() - started;
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the server exited (${server.exitCode}) before answering /healthz`);
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(`/healthz did not answer within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** The home page is the web app, and its largest script is sent as its brotli copy. */
async function checkWebApp(baseUrl, folder) {
  const home = await fetch(`${baseUrl}/`);
  const html = await home.text();
  if (!home.ok || !html.includes('<div id="root">')) fail(`/ did not answer the web app (${home.status})`);
  const assets = join(folder, 'apps/web/dist/assets');
  const script = readdirSync(assets).find(
    (name) => name.endsWith('.js') && existsSync(join(assets, `${name}.br`)),
  );
  if (!script) fail('the build has no brotli copy of any script (scripts/compress-web.mjs)');
  // fetch() would decode the answer; node:http shows what crosses the network.
  const encoding = await new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/assets/${script}`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        response.resume();
        resolve(response.headers['content-encoding']);
      })
      .on('error', reject);
  });
  if (encoding !== 'br') fail(`/assets/${script} was not sent brotli-compressed`);
}

/** A maintenance script of the build, run while the server owns the database, goes through the server. */
function checkMaintenanceScript(folder, env) {
  const result = spawnSync(
    process.execPath,
    ['apps/server/dist/admin-create.js', '--email', 'operator@example.com', '--password', 'production-check'],
    { cwd: folder, env, encoding: 'utf8' },
  );
  if (result.status !== 0 || !result.stdout.includes('operator@example.com')) {
    fail(`admin-create from the build failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

async function main() {
  ensureBuilt([WEB_BUILD, SERVER_BUILD]);
  const work = mkdtempSync(join(tmpdir(), 'roomtone-production-'));
  const folder = join(work, 'roomtone');
  let server;
  try {
    console.log(`production install: copying the repository to ${folder}`);
    copyRepository(folder);
    console.log('production install: npm ci --omit=dev');
    const installMs = installProductionDependencies(folder);
    const port = await freePort();
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(work, 'data'),
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'production-check',
    };
    delete env.DATABASE_URL;
    delete env.WEB_DIST;
    const started = Date.now();
    server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: folder, env, stdio: 'inherit' });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, server);
    const healthMs = Date.now() - started;
    await checkWebApp(baseUrl, folder);
    checkMaintenanceScript(folder, env);
    console.log(
      `production install: ok (npm ci --omit=dev in ${Math.round(installMs / 1000)} s; ` +
        `node apps/server/dist/main.js answered /healthz after ${Math.round(healthMs / 1000)} s, served the app brotli-compressed and ran admin-create)`,
    );
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  }
}

await main().catch((error) => {
  if (process.exitCode !== 1) console.error(error);
  process.exitCode = 1;
});
