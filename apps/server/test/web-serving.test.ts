import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

/** A built web app in miniature: an index page and one hashed asset. */
function miniatureWebDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'roomtone-web-dist-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Roomtone</title><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'index-3f2a9c.js'), 'console.log("app");');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

const logLines: string[] = [];
const getApp = useTestApp({
  config: { webDist: miniatureWebDist(), publicUrl: 'https://roomtone.example', logLevel: 'error' },
  logStream: { write: (line) => void logLines.push(line) },
  prepare: (app) => {
    app.get('/api/test/explode', async () => {
      throw new Error('database connection lost');
    });
  },
});

describe('serving the web app', () => {
  it('serves hashed assets for a year, immutable', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/assets/index-3f2a9c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('console.log');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with a short cache', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers every client route with the never-cached index page and its security headers', async () => {
    for (const url of ['/', '/index.html', '/public/rt', '/project/123/room/456', '/no/such/page']) {
      const response = await getApp().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('keeps /api paths and non-GET requests out of the web app', async () => {
    const api = await getApp().app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, errors: [MESSAGES.apiNotFound], errfor: {} });
    const post = await new TestClient(getApp().app).post('/public/rt', {});
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
  });
});

describe('behind https', () => {
  it('marks the session and CSRF cookies Secure', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/api/current-user' });
    const csrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(csrf?.secure).toBe(true);
    const client = new TestClient(getApp().app);
    const signup = await client.post('/api/signup', {
      email: 'secure-cookies@example.com',
      password: 'correct horse battery',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(signup.statusCode).toBe(201);
    const sessionCookies = signup.cookies.filter((cookie) => cookie.name !== 'XSRF-TOKEN');
    expect(sessionCookies.length).toBeGreaterThan(0);
    for (const cookie of sessionCookies) {
      expect(cookie.secure, cookie.name).toBe(true);
      expect(cookie.httpOnly, cookie.name).toBe(true);
    }
  });
});

describe('an unexpected error', () => {
  it('is logged with the request id the answer carries', async () => {
    logLines.length = 0;
    const response = await getApp().app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unexpected error');
    expect(logged?.reqId).toBe(requestId);
    expect(logged?.err?.message).toBe('database connection lost');
  });
});
