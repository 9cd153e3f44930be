import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { benchConfig, onBothDatabases } from './databases.ts';
import { type LoadFigures, measure, printLoadTable } from './load.ts';

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

async function measureApp(
  label: 'PGlite' | 'PostgreSQL',
  databaseUrl: string,
  dataDir: string,
): Promise<LoadFigures[]> {
  const config = benchConfig(databaseUrl, dataDir);
  const { app } = await buildApp(config, { logger: false });
  const base = await listen(app);
  try {
    return [
      await measure(`GET /healthz (${label})`, `${base}/healthz`),
      await measure(`GET /readyz, one DB round trip (${label})`, `${base}/readyz`),
    ];
  } finally {
    await app.close();
  }
}

/** Throughput and p99 of /healthz and /readyz on PGlite and PostgreSQL, against a bare Fastify route. */
export async function runHttpBench(): Promise<void> {
  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));
  const bareBase = await listen(bare);
  const rows: LoadFigures[] = [await measure('bare Fastify GET /hello (ceiling)', `${bareBase}/hello`)];
  await bare.close();

  rows.push(...(await onBothDatabases('http', measureApp)));
  printLoadTable('HTTP: autocannon, 10 connections, 5 s per route', rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await runHttpBench();
