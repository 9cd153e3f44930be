import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const getApp = useTestApp();

describe('health checks', () => {
  it('answers /healthz while the process is up', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz after a database round trip', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers /readyz with 503 when the database does not answer', async () => {
    const { app, context } = getApp();
    const ping = context.database.ping;
    context.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      context.database.ping = ping;
    }
  });
});
