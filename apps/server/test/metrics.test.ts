import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const TOKEN = 'metrics-token-for-the-tests';
const getApp = useTestApp({ config: { metricsToken: TOKEN } });
const getAppWithoutMetrics = useTestApp();

describe('GET /metrics', () => {
  it('counts requests and their latency by route pattern, with the pool and event-loop lag', async () => {
    const { app } = getApp();
    await app.inject({ method: 'GET', url: '/api/current-user' });
    await app.inject({ method: 'GET', url: '/api/projects/00000000-0000-4000-8000-000000000000' });
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /roomtone_http_requests_total\{method="GET",route="\/api\/current-user",status="200"\} 1/,
    );
    expect(text).toContain('route="/api/projects/:id"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toContain(
      'roomtone_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/current-user"}',
    );
    expect(text).toMatch(/roomtone_db_connections_total \d+/);
    expect(text).toMatch(/roomtone_db_requests_waiting \d+/);
    expect(text).toMatch(/roomtone_db_statements_total [1-9]\d*/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('refuses a scraper without the token', async () => {
    const { app } = getApp();
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer wrong' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('roomtone_');
  });

  it('does not exist when no token is configured', async () => {
    const response = await getAppWithoutMetrics().app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('roomtone_http_requests_total');
  });
});
