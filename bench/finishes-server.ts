import { buildApp } from '../apps/server/src/app.ts';
import { benchConfig } from './databases.ts';
import { loadBulkFinishes, loadBulkPartitions } from './finishes-data.ts';

/**
 * The finishes benchmark's server, run in a process of its own (`server-process.ts`): the app on
 * BENCH_DATABASE_URL (a `postgres://` URL, or PGlite in BENCH_DATA_DIR), with the bulk rows
 * loaded and statistics brought up to date as an import does. Prints `listening <url>`; stops on
 * SIGTERM.
 */
const config = benchConfig(process.env.BENCH_DATABASE_URL ?? '', process.env.BENCH_DATA_DIR);
const { app, context } = await buildApp(config, { logger: false });
await loadBulkFinishes(context.database.db);
await loadBulkPartitions(context.database.db);
await context.database.maintain();
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
console.log(`listening ${baseUrl}`);
