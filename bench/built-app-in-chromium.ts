import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { findChrome } from '../e2e/support/chrome-path.ts';

/** The production build served on a free port with a fresh embedded database, and Chromium. */
export type BuiltAppInChromium = {
  baseUrl: string;
  webDist: string;
  browser: Browser;
  /** Closes the browser and the server and removes the database folder. */
  close: () => Promise<void>;
};

/**
 * Serves the built web app (`WEB_DIST`, else `apps/web/dist`) with production settings and
 * launches Chromium as the benchmarks run it (software rendering, no sandbox). Answers why not,
 * as a sentence, when the build or Chromium is missing.
 */
export async function startBuiltAppInChromium(name: string): Promise<BuiltAppInChromium | string> {
  const webDist = resolve(process.env.WEB_DIST ?? 'apps/web/dist');
  const chrome = findChrome();
  if (!chrome) return 'Chromium not found';
  if (!existsSync(join(webDist, 'index.html'))) return `no build in ${webDist}: run npm run build`;
  const dataDir = mkdtempSync(join(tmpdir(), `roomtone-bench-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
  });
  const { app } = await buildApp({ ...config, webDist }, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: chrome,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  return {
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    webDist,
    browser,
    close: async () => {
      await browser.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
