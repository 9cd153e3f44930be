/// <reference lib="dom" />
/**
 * Transfer benchmark: in Chromium against the production start (`node apps/server/dist/main.js`
 * on the built web app), the bytes that cross the network for `/`, `/public/rt` and `/dashboard`
 * (signed in) with a cold cache until the network is idle (JavaScript and everything, as sent:
 * compressed where the browser accepts it), and the Largest Contentful Paint (median of the runs).
 * The same pages are then loaded asking for no compression, to show what it saves.
 * Goal: `/public/rt` under 300 KB of JavaScript transferred.
 *
 * Needs `npm run build` and Chromium (`CHROME_PATH` or `chromium` on the PATH).
 * Run: `npm run bench -- transfer`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { findChrome } from '../e2e/support/chrome-path.ts';
import { freePort } from './roomtone-server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_MAIN = join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');
const RUNS = 3;
const TARGET_PUBLIC_RT_JS_KB = 300;
const ADMIN = { email: 'transfer-bench@roomtone.test', password: 'transfer-bench-password' };
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/public/rt', signedIn: false },
  { path: '/dashboard', signedIn: true },
] as const;

/** What one page load cost. */
type Load = { jsBytes: number; jsBodyBytes: number; totalBytes: number; requests: number; lcpMs: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function startBuiltServer(dataDir: string): Promise<{ baseUrl: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: '',
      WEB_DIST: '',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, server };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /healthz within 120 s');
}

/** Signs the page's context in through the API, as the sign-in form does. */
async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/healthz`);
  await page.request.get(`${baseUrl}/api/current-user`);
  const cookies = await page.context().cookies(baseUrl);
  const csrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await page.request.post(`${baseUrl}/api/login`, {
    data: { username: ADMIN.email, password: ADMIN.password },
    headers: { 'x-xsrf-token': csrf },
  });
  if (!answer.ok()) throw new Error(`sign-in failed: ${answer.status()} ${await answer.text()}`);
}

/** Loads `path` in a fresh context (cold cache) and adds up what crossed the network. */
async function loadOnce(
  browser: Browser,
  baseUrl: string,
  path: string,
  signedIn: boolean,
  compressed: boolean,
): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    ...(compressed ? {} : { extraHTTPHeaders: { 'accept-encoding': 'identity' } }),
  });
  try {
    const page = await context.newPage();
    if (signedIn) await signIn(page, baseUrl);
    const finished: Promise<{ script: boolean; body: number; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      finished.push(
        request.sizes().then((sizes) => ({
          script: request.resourceType() === 'script',
          body: sizes.responseBodySize,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      );
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? 0);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          // A busy main thread delivers the entries late; none at all is reported as 0 (n/a).
          setTimeout(() => resolve(0), 15_000);
        }),
    );
    const sizes = await Promise.all(finished);
    return {
      jsBytes: sizes.filter((size) => size.script).reduce((sum, size) => sum + size.bytes, 0),
      jsBodyBytes: sizes.filter((size) => size.script).reduce((sum, size) => sum + size.body, 0),
      totalBytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
      requests: sizes.length,
      lcpMs,
    };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, baseUrl: string, compressed: boolean) {
  const rows = [];
  for (const { path, signedIn } of PAGES) {
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run += 1)
      loads.push(await loadOnce(browser, baseUrl, path, signedIn, compressed));
    const first = loads[0] ?? { jsBytes: 0, jsBodyBytes: 0, totalBytes: 0, requests: 0, lcpMs: 0 };
    const painted = loads.map((load) => load.lcpMs).filter((lcpMs) => lcpMs > 0);
    rows.push({ path, ...first, lcpMs: median(painted) });
  }
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** Runs the benchmark and prints its figures. */
export async function runTransferBench(): Promise<void> {
  const chrome = findChrome();
  if (!existsSync(SERVER_MAIN) || !existsSync(WEB_INDEX) || !chrome) {
    const reason = chrome ? 'no build: run npm run build' : 'Chromium not found';
    console.log(`\nTransfer: skipped (${reason})`);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'roomtone-bench-transfer-'));
  const { baseUrl, server } = await startBuiltServer(dataDir);
  const browser = await chromium.launch({
    executablePath: chrome,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const compressed = await measure(browser, baseUrl, true);
    const plain = await measure(browser, baseUrl, false);
    console.log(`\nTransfer: bytes on the network per page load (cold cache, Chromium, ${RUNS} loads each)`);
    console.log('JS sent: script bodies and their response headers (JS bodies: without the headers)');
    console.log(
      'page         JS sent  JS bodies   all sent  requests  LCP (median) | uncompressed: JS     all',
    );
    for (const [index, row] of compressed.entries()) {
      const uncompressed = plain[index];
      const cells = [
        row.path.padEnd(10),
        kb(row.jsBytes).padStart(9),
        kb(row.jsBodyBytes).padStart(10),
        kb(row.totalBytes).padStart(10),
        String(row.requests).padStart(9),
        (row.lcpMs > 0 ? `${row.lcpMs.toFixed(0)} ms` : 'n/a').padStart(13),
        ` | ${kb(uncompressed?.jsBytes ?? 0).padStart(16)}`,
        kb(uncompressed?.totalBytes ?? 0).padStart(7),
      ];
      console.log(cells.join(' '));
    }
    const publicRt = compressed.find((row) => row.path === '/public/rt');
    const met = (publicRt?.jsBytes ?? Number.POSITIVE_INFINITY) < TARGET_PUBLIC_RT_JS_KB * 1024;
    console.log(
      `goal: /public/rt under ${TARGET_PUBLIC_RT_JS_KB} KB of JavaScript transferred: ${met ? 'met' : 'NOT met'} (${kb(publicRt?.jsBytes ?? 0)})`,
    );
  } finally {
    await browser.close();
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
