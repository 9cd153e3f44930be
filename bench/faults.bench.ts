import { fileURLToPath } from 'node:url';
import { benchOptions, choiceOption } from './cli-options.ts';
import { runDiskFullFault } from './fault-disk-full.ts';
import { runKillFault } from './fault-kill.ts';
import { runPostgresRestartFault } from './fault-postgres-restart.ts';

/** One fault's outcome on one database. */
type Outcome = { database: string; passed: boolean; lines: string[] };

function print(title: string, outcome: Outcome): void {
  console.log(`\n${title} on ${outcome.database}: ${outcome.passed ? 'PASSED' : 'FAILED'}`);
  for (const line of outcome.lines) console.log(`  ${line}`);
}

/**
 * Faults, scripted and repeatable (`npm run bench -- faults [--fault kill|postgres|disk]
 * [--database postgres|pglite|both]`): kill -9 in the middle of revision saves, PostgreSQL
 * restarted under load, and the data folder's disk full. Prints each outcome; exits 1 when a
 * check failed.
 */
export async function runFaultsBench(): Promise<void> {
  const options = benchOptions();
  const fault = choiceOption(options, 'fault', ['kill', 'postgres', 'disk', 'all'] as const, 'all');
  const database = choiceOption(options, 'database', ['postgres', 'pglite', 'both'] as const, 'both');
  const labels = (['PGlite', 'PostgreSQL'] as const).filter(
    (label) => database === 'both' || (database === 'postgres') === (label === 'PostgreSQL'),
  );
  let failed = 0;
  if (fault === 'kill' || fault === 'all') {
    for (const label of labels) {
      const outcome = await runKillFault(label);
      print('kill -9 during 50 concurrent revision saves', outcome);
      if (!outcome.passed) failed += 1;
    }
  }
  if ((fault === 'postgres' || fault === 'all') && labels.includes('PostgreSQL')) {
    const outcome = await runPostgresRestartFault();
    print('PostgreSQL restarted under load', outcome);
    if (!outcome.passed) failed += 1;
  }
  if ((fault === 'disk' || fault === 'all') && labels.includes('PGlite')) {
    const outcome = await runDiskFullFault();
    print('data folder disk full', outcome);
    if (!outcome.passed) failed += 1;
  }
  if (failed > 0) {
    console.log(`\n${failed} fault check(s) failed`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runFaultsBench();
