import type { Database } from './client.ts';

/** How often the server brings an embedded database's statistics up to date. */
export const PGLITE_MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/** A running maintenance schedule. */
export type MaintenanceSchedule = { stop: () => void };

/**
 * On PGlite, which has no autovacuum of its own, runs `database.maintain()` now (the planner then
 * has statistics from the first request) and every `intervalMs`; on PostgreSQL, whose autovacuum
 * needs no help, does nothing. Each scheduled run is preceded by `beforeScheduledRun` (a failed
 * backup skips that run, so maintenance never touches a database without a fresh copy). Runs never overlap; a failed scheduled run is reported and the
 * schedule goes on. The timer does not keep the process alive.
 */
export async function startMaintenance(
  database: Database,
  options: {
    intervalMs: number;
    onError: (error: unknown) => void;
    /** Runs before each scheduled run (the server backs the database up there). */
    beforeScheduledRun?: () => Promise<unknown>;
  },
): Promise<MaintenanceSchedule> {
  if (database.kind !== 'pglite') return { stop: () => {} };
  await database.maintain();
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    Promise.resolve(options.beforeScheduledRun?.())
      .then(() => database.maintain())
      .catch(options.onError)
      .finally(() => {
        isRunning = false;
      });
  }, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
