import { runCalculatorBench } from './calculator.bench.ts';
import { runEngineBench } from './engine.bench.ts';
import { runFinishesBench } from './finishes.bench.ts';
import { runHttpBench } from './http.bench.ts';
import { runProjectsBench } from './projects.bench.ts';
import { runRequestsBench } from './requests.bench.ts';
import { runSigninBench } from './signin.bench.ts';

/** Every benchmark by name; each prints its own figures. */
const BENCHES: Record<string, () => Promise<unknown>> = {
  http: runHttpBench,
  engine: runEngineBench,
  signin: runSigninBench,
  finishes: runFinishesBench,
  calculator: runCalculatorBench,
  projects: runProjectsBench,
  requests: runRequestsBench,
  reports: async () => (await import('./reports.bench.ts')).runReportsBench(),
};

/** `npm run bench` runs them all; `npm run bench -- <name>` runs one. */
const only = process.argv[2];
if (only && !(only in BENCHES)) {
  console.error(`Unknown benchmark "${only}". Choose one of: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
for (const [name, run] of Object.entries(BENCHES)) {
  if (!only || only === name) await run();
}
