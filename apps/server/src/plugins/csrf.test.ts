import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCsrf } from './csrf.ts';
import { registerEnvelopeHandlers } from './envelope.ts';

const SECRET = Buffer.alloc(32, 7);

/**
 * The CSRF plugin behind a stand-in session lookup: a request naming a session is signed in, and
 * one sent with `x-database: down` fails its lookup as it does while PostgreSQL is out of reach.
 */
async function appWithSessions() {
  const app = Fastify({ logger: false });
  registerEnvelopeHandlers(app);
  await app.register(cookie);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-database'] === 'down') {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    }
    request.sessionId = request.cookies.sid ?? null;
  });
  registerCsrf(app, { isHttps: false, secret: SECRET });
  app.get('/api/thing', async () => ({ success: true, errors: [], errfor: {} }));
  await app.ready();
  return app;
}

function tokenCookie(response: { cookies: Array<{ name: string; value: string }> }) {
  return response.cookies.find((item) => item.name === 'XSRF-TOKEN')?.value;
}

describe('the CSRF token cookie', () => {
  it('hands a signed-in session its own token, and keeps it through a 503 whose session lookup failed', async () => {
    const app = await appWithSessions();
    const issued = tokenCookie(
      await app.inject({ method: 'GET', url: '/api/thing', cookies: { sid: 'S1' } }),
    );
    expect(issued).toMatch(/^s\./);
    const outage = await app.inject({
      method: 'GET',
      url: '/api/thing',
      cookies: { sid: 'S1', 'XSRF-TOKEN': issued ?? '' },
      headers: { 'x-database': 'down' },
    });
    expect(outage.statusCode).toBe(503);
    expect(tokenCookie(outage)).toBeUndefined();
    await app.close();
  });

  it('gives an anonymous browser a random token once, and a new one after it signs out', async () => {
    const app = await appWithSessions();
    const anonymous = tokenCookie(await app.inject({ method: 'GET', url: '/api/thing' }));
    expect(anonymous).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const kept = await app.inject({
      method: 'GET',
      url: '/api/thing',
      cookies: { 'XSRF-TOKEN': anonymous ?? '' },
    });
    expect(tokenCookie(kept)).toBeUndefined();
    const signedOut = await app.inject({
      method: 'GET',
      url: '/api/thing',
      cookies: { 'XSRF-TOKEN': 's.stale' },
    });
    expect(tokenCookie(signedOut)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await app.close();
  });
});
