import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';

/** Latency buckets in seconds: the daily reads sit between 1 and 50 ms, the slow tail above. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function registerPoolGauges(registry: Registry, database: Database): void {
  const gauge = (
    name: string,
    help: string,
    read: (stats: NonNullable<ReturnType<Database['poolStats']>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        if (stats) this.set(read(stats));
      },
    });
  gauge(
    'roomtone_db_connections_total',
    'Database connections open (PGlite: its one in-process connection)',
    (s) => s.total,
  );
  gauge('roomtone_db_connections_idle', 'Database connections open and idle', (s) => s.idle);
  gauge('roomtone_db_requests_waiting', 'Queries waiting for a free database connection', (s) => s.waiting);
  new Counter({
    name: 'roomtone_db_statements_total',
    help: 'Statements sent to the database',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(database.statements.count);
    },
  });
}

/**
 * `GET /metrics` in the Prometheus text format: requests and their latency by route pattern (never
 * by raw URL, so ids do not multiply the series), the database pool, and the process's own
 * figures (event-loop lag, memory, garbage collection). It answers only a scraper that sends
 * `Authorization: Bearer $METRICS_TOKEN`; without a configured token the path does not exist.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; database: Database },
): void {
  const { token, database } = options;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  registerPoolGauges(registry, database);
  const requests = new Counter({
    name: 'roomtone_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'roomtone_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized\n');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
