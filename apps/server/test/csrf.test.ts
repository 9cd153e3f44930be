import { describe, expect, it } from 'vitest';
import { authTokens, sessions, users } from '../src/db/schema/index.ts';
import { hashToken, randomToken } from '../src/lib/secure-random.ts';
import { CSRF_MESSAGE } from '../src/plugins/csrf.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, signupBody, TestClient } from './helpers/test-client.ts';

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

  it('refuses sign-in, sign-out, forgot, reset, settings and resend without the header, changing nothing', async () => {
    const { app, context } = getApp();
    const db = context.database.db;
    const client = await signedUpClient(app);
    const token = randomToken();
    const [ada] = await db.select().from(users);
    await db.insert(authTokens).values({
      userId: ada?.id ?? null,
      kind: 'reset',
      tokenHash: hashToken(token),
      expiresOn: new Date(Date.now() + 3600_000),
    });
    const tokensBefore = await db.select().from(authTokens);
    const sessionsBefore = await db.select().from(sessions);
    const profileBefore = (await client.get('/api/account/settings')).json().profile;
    const stranger = new TestClient(app);
    const noHeader = { csrf: false };

    const refused = [
      await stranger.post(
        '/api/login',
        { username: 'ada@example.com', password: 'difference-engine' },
        noHeader,
      ),
      await client.post('/api/logout', {}, noHeader),
      await stranger.post('/api/login/forgot', { email: 'ada@example.com' }, noHeader),
      await stranger.put(
        `/api/login/reset/${token}/ada%40example.com`,
        { password: 'analytical-engine', confirm: 'analytical-engine' },
        noHeader,
      ),
      await client.put('/api/account/settings', { firstName: 'Changed', lastName: 'Name' }, noHeader),
      await client.put('/api/account/settings/identity', { email: 'changed@example.com' }, noHeader),
      await client.put(
        '/api/account/settings/password',
        { currentPass: 'difference-engine', newPassword: 'analytical-engine', confirm: 'analytical-engine' },
        noHeader,
      ),
      await client.post('/api/account/verification', { email: 'ada@example.com' }, noHeader),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, errors: [CSRF_MESSAGE], errfor: {} });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await db.select().from(authTokens)).toEqual(tokensBefore);
    expect(await db.select().from(sessions)).toEqual(sessionsBefore);
    expect((await stranger.get('/api/current-user')).json().user).toBeNull();
    expect((await client.get('/api/account/settings')).json().profile).toEqual(profileBefore);
    const stillWorks = await new TestClient(app).post('/api/login', {
      username: 'ada@example.com',
      password: 'difference-engine',
    });
    expect(stillWorks.statusCode).toBe(200);
  });
});
