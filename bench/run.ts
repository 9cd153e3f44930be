import { runCalculatorBench } from './calculator.bench.ts';
import { runEngineBench } from './engine.bench.ts';
import { runFaultsBench } from './faults.bench.ts';
import { runFinishJsonBench } from './finish-json.bench.ts';
import { runFinishesBench } from './finishes.bench.ts';
import { runHttpBench } from './http.bench.ts';
import { runMixedBench } from './mixed.bench.ts';
import { runPgliteParsersBench } from './pglite-parsers.bench.ts';
import { runProjectsBench } from './projects.bench.ts';
import { runRaytracerBench } from './raytracer.bench.ts';
import { runRequestsBench } from './requests.bench.ts';
import { runScaleoutBench } from './scaleout.bench.ts';
import { runSigninBench } from './signin.bench.ts';
import { runTransferBench } from './transfer.bench.ts';

/** Every benchmark by name; each prints its own figures. */
const BENCHES: Record<string, () => Promise<unknown>> = {
  http: runHttpBench,
  engine: runEngineBench,
  'pglite-parsers': runPgliteParsersBench,
  'finish-json': runFinishJsonBench,
  signin: runSigninBench,
  finishes: runFinishesBench,
  calculator: runCalculatorBench,
  projects: runProjectsBench,
  requests: runRequestsBench,
  reports: async () => (await import('./reports.bench.ts')).runReportsBench(),
  transfer: runTransferBench,
  raytracer: runRaytracerBench,
};

/**
 * Run only when named: they take minutes, start their own PostgreSQL, nginx or a file system
 * (root only), and stop servers on purpose.
 */
const ON_REQUEST: Record<string, () => Promise<unknown>> = {
  mixed: runMixedBench,
  faults: runFaultsBench,
  scaleout: runScaleoutBench,
};

/** `npm run bench` runs the first group; `npm run bench -- <name> [--option value …]` runs one. */
const only = process.argv[2];
const chosen = only === undefined || only.startsWith('--') ? undefined : only;
if (chosen && !(chosen in BENCHES) && !(chosen in ON_REQUEST)) {
  const names = [...Object.keys(BENCHES), ...Object.keys(ON_REQUEST)];
  console.error(`Unknown benchmark "${chosen}". Choose one of: ${names.join(', ')}`);
  process.exit(2);
}
const onRequest = chosen === undefined ? undefined : ON_REQUEST[chosen];
if (onRequest) {
  await onRequest();
} else {
  for (const [name, run] of Object.entries(BENCHES)) {
    if (!chosen || chosen === name) await run();
  }
}
