import { defineConfig } from '@playwright/test';
import { findChrome } from './support/chrome-path.ts';
import { E2E_BASE_URL, E2E_PORT } from './support/e2e-env.ts';

const chrome = findChrome();
/** Runs on a port of their own (E2E_PORT) keep their results apart, so two runs never clear each other's. */
const results = process.env.E2E_PORT ? `../test-results/e2e-${E2E_PORT}` : '../test-results';
if (!chrome) throw new Error('Chromium not found: install the "chromium" package or set CHROME_PATH.');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: `${results}/e2e.json` }]],
  outputDir: `${results}/e2e-artifacts`,
  use: {
    baseURL: E2E_BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chrome,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-default-apps',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx support/start-server.ts',
    // Test-only routes (e2e/support/test-routes.ts) exist only with this flag, set only here.
    env: { E2E_ENABLE_TEST_ROUTES: '1' },
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
