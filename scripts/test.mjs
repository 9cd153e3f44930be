// `npm test`: typecheck, lint, unit and API tests (PGlite and PostgreSQL), then end-to-end
// tests in Chromium against the production build. Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const totals = { passed: 0, failed: 0 };

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

function countCheck(ok) {
  if (ok) totals.passed += 1;
  else totals.failed += 1;
}

countCheck(run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
countCheck(run('lint', 'npm', ['run', '--silent', 'lint']));

const vitestOk = run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${RESULTS}/vitest.json`,
]);
const vitest = readJson(`${RESULTS}/vitest.json`);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  if (!vitestOk && vitest.numFailedTests === 0) totals.failed += 1;
} else {
  totals.failed += 1;
}

const e2eOk =
  run('chromium', 'node', ['scripts/ensure-chromium.mjs']) &&
  run('web build', 'npm', ['run', '--silent', 'build']) &&
  run('end-to-end tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
const e2e = readJson(`${RESULTS}/e2e.json`);
if (e2e?.stats) {
  totals.passed += e2e.stats.expected + e2e.stats.flaky;
  totals.failed += e2e.stats.unexpected;
  if (!e2eOk && e2e.stats.unexpected === 0) totals.failed += 1;
} else if (!e2eOk) {
  totals.failed += 1;
}

const summary = `${totals.passed} passed, ${totals.failed} failed`;
writeFileSync(`${RESULTS}/summary.txt`, `${summary}\n`);
console.log(`\n${summary}`);
process.exit(totals.failed === 0 ? 0 : 1);
