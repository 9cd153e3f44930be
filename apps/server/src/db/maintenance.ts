import type { Database } from './client.ts';

/** How often the server brings an embedded database's statistics up to date. */
export const PGLITE_MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/** A running maintenance schedule. */
export type MaintenanceSchedule = { stop: () => void };

/**
 * Runs `database.maintain()` every `intervalMs` on PGlite, which has no autovacuum of its own
 * (PostgreSQL's autovacuum needs no help). Runs never overlap; a failed run is reported and the
 * schedule goes on. The timer does not keep the process alive.
 */
export function scheduleMaintenance(
  database: Database,
  options: { intervalMs: number; onError: (error: unknown) => void },
): MaintenanceSchedule {
  if (database.kind !== 'pglite') return { stop: () => {} };
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    database
      .maintain()
      .catch(options.onError)
      .finally(() => {
        isRunning = false;
      });
  }, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
