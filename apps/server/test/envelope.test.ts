import { MESSAGES } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { openDb } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp({
  prepare: (app) => {
    app.get('/api/test/explode', async () => {
      throw new Error('secret internal detail at /srv/db.ts:42');
    });
    // A real driver failure: a database that nothing answers, as while PostgreSQL restarts.
    app.get('/api/test/database-down', async () => {
      const unreachable = await openDb('postgres://postgres@127.0.0.1:1/down');
      try {
        return await unreachable.db.select().from(users).limit(1);
      } finally {
        await unreachable.close();
      }
    });
  },
});

describe('the API envelope', () => {
  it('answers success with empty errors and errfor beside the entity', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/api/current-user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      errors: [],
      errfor: {},
      user: null,
      viewAs: null,
      verificationRequired: false,
      socialLogin: false,
    });
  });

  it('answers a validation failure with 400 and every field message', async () => {
    const response = await new TestClient(getApp().app).post('/api/sendMessage', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errors: [],
      errfor: { name: MESSAGES.required, email: MESSAGES.required, message: MESSAGES.required },
    });
  });

  it('names a malformed e-mail with the spec message', async () => {
    const response = await new TestClient(getApp().app).post('/api/sendMessage', {
      name: 'Ada',
      email: 'not-an-address',
      message: 'Hello',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errfor).toEqual({ email: MESSAGES.invalidEmail });
  });

  it('treats blank text as missing', async () => {
    const response = await new TestClient(getApp().app).post('/api/sendMessage', {
      name: '   ',
      email: 'ada@example.com',
      message: '\n',
    });
    expect(response.json().errfor).toEqual({ name: MESSAGES.required, message: MESSAGES.required });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ success: false, errors: [MESSAGES.apiNotFound], errfor: {} });
  });

  it('answers a thrown error with 500 and a generic message, leaking nothing', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, errors: [MESSAGES.internalError], errfor: {} });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 with the envelope and Retry-After while the database cannot be reached', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/api/test/database-down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ success: false, errors: [MESSAGES.databaseUnavailable], errfor: {} });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const response = await new TestClient(getApp().app).request('POST', '/api/sendMessage', '{"name": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, errors: [MESSAGES.invalidRequest], errfor: {} });
  });

  it('answers an oversized body with 413', async () => {
    const response = await new TestClient(getApp().app).post('/api/sendMessage', {
      name: 'A',
      email: 'a@example.com',
      message: 'x'.repeat(3 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
  });

  it('sends the security headers', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
