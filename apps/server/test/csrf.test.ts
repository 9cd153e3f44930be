import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { CSRF_MESSAGE } from '../src/plugins/csrf.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signupBody, TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

describe('CSRF protection (double submit)', () => {
  it('sets a readable XSRF-TOKEN cookie on the first API answer', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/api/current-user' });
    const cookie = response.cookies.find((item) => item.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a state-changing request without the header and changes nothing', async () => {
    const { app, context } = getApp();
    const response = await new TestClient(app).post('/api/signup', signupBody(), { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, errors: [CSRF_MESSAGE], errfor: {} });
    expect(await context.database.db.select().from(users)).toHaveLength(0);
  });

  it('refuses a header that does not match the cookie', async () => {
    const client = new TestClient(getApp().app);
    const response = await client.request('POST', '/api/signup', signupBody(), {
      csrf: false,
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(response.statusCode).toBe(403);
  });
});
