import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { auditLog, sessions, users } from '../src/db/schema/index.ts';
import { authorizeAtProvider, startOAuthProvider } from './helpers/oauth-provider.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, TestClient } from './helpers/test-client.ts';

const provider = await startOAuthProvider();
afterAll(() => provider.stop());
const oauthProviders = loadConfig(provider.env).oauthProviders;
const getApp = useTestApp({
  config: { socialLogin: true, oauthProviders, publicUrl: 'http://roomtone.test' },
});
const getDisabledApp = useTestApp();

async function connectGoogle(client: TestClient) {
  const start = await client.get('/api/account/settings/google/connect');
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    'http://roomtone.test/account/settings/google/callback',
  );
  const { code, state } = await authorizeAtProvider(authorize.toString());
  return client.get(
    `/api/account/settings/google/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
  );
}

describe('social sign-in (SOCIAL_LOGIN on, a local OAuth2 provider)', () => {
  it('connects a Google account, signs in with it, and disconnects it', async () => {
    const { app, context } = getApp();
    provider.nextUser('google-ada', 'ada@gmail.test');
    const ada = await signedUpClient(app);
    const connected = await connectGoogle(ada);
    expect(connected.json()).toMatchObject({
      success: true,
      message: 'Successfully connected your google account.',
    });
    expect((await ada.get('/api/account/settings')).json().profile.connections).toEqual({
      google: true,
      facebook: false,
    });

    const visitor = new TestClient(app);
    const start = await visitor.get('/api/login/google');
    const { code, state } = await authorizeAtProvider(start.headers.location as string);
    const signedIn = await visitor.get(
      `/api/login/google/callback?code=${code}&state=${encodeURIComponent(state)}`,
    );
    expect(signedIn.statusCode).toBe(200);
    expect((await visitor.get('/api/current-user')).json().user.email).toBe('ada@example.com');

    const noHeader = await ada.request('GET', '/api/account/settings/google/disconnect');
    expect(noHeader.statusCode).toBe(403);
    const disconnected = await ada.request('GET', '/api/account/settings/google/disconnect', undefined, {
      headers: { 'x-xsrf-token': ada.cookies.get('XSRF-TOKEN') ?? '' },
    });
    expect(disconnected.json().success).toBe(true);
    const [row] = await context.database.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(row?.googleId).toBeNull();
    const actions = (await context.database.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['social.connect', 'social.disconnect']));
  });

  it('refuses a sign-in with a provider account connected to nobody', async () => {
    provider.nextUser('google-stranger', 'stranger@gmail.test');
    const visitor = new TestClient(getApp().app);
    const start = await visitor.get('/api/login/google');
    const { code, state } = await authorizeAtProvider(start.headers.location as string);
    const response = await visitor.get(
      `/api/login/google/callback?code=${code}&state=${encodeURIComponent(state)}`,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual([
      'There was a problem with authenticating: no Roomtone account is connected to this Google account.',
    ]);
  });

  it('refuses a reused, forged or foreign state', async () => {
    const { app } = getApp();
    provider.nextUser('google-ada', 'ada@gmail.test');
    const ada = await signedUpClient(app);
    const start = await ada.get('/api/account/settings/google/connect');
    const { code, state } = await authorizeAtProvider(start.headers.location as string);
    const grace = await signedUpClient(app, { email: 'grace@example.com' });
    const callback = `/api/account/settings/google/callback?code=${code}&state=${encodeURIComponent(state)}`;
    const foreign = await grace.get(callback);
    expect(foreign.statusCode).toBe(400);
    grace.cookies.set('roomtone_oauth_state', state);
    const foreignWithCookie = await grace.get(callback);
    expect(foreignWithCookie.statusCode).toBe(400);
    expect((await grace.get('/api/account/settings')).json().profile.connections.google).toBe(false);

    const fresh = await ada.get('/api/account/settings/google/connect');
    const second = await authorizeAtProvider(fresh.headers.location as string);
    const secondCallback = `/api/account/settings/google/callback?code=${second.code}&state=${encodeURIComponent(second.state)}`;
    expect((await ada.get(secondCallback)).statusCode).toBe(200);
    ada.cookies.set('roomtone_oauth_state', second.state);
    const reused = await ada.get(secondCallback);
    expect(reused.statusCode).toBe(400);
    const forged = await ada.get(
      `/api/account/settings/google/callback?code=${code}&state=${'f'.repeat(43)}`,
    );
    expect(forged.json().errors[0]).toMatch(/^There was a problem with authenticating: /);
  });

  it('refuses to connect a provider account that belongs to someone else', async () => {
    const { app } = getApp();
    provider.nextUser('google-shared', 'shared@gmail.test');
    expect((await connectGoogle(await signedUpClient(app))).statusCode).toBe(200);
    const grace = await signedUpClient(app, { email: 'grace@example.com' });
    const second = await connectGoogle(grace);
    expect(second.statusCode).toBe(409);
  });

  it('signs in only the browser that started the sign-in (state cookie)', async () => {
    const { app, context } = getApp();
    provider.nextUser('google-ada', 'ada@gmail.test');
    expect((await connectGoogle(await signedUpClient(app))).statusCode).toBe(200);

    const starter = new TestClient(app);
    const start = await starter.get('/api/login/google');
    const stateCookie = start.cookies.find((cookie) => cookie.name === 'roomtone_oauth_state');
    expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/' });
    const { code, state } = await authorizeAtProvider(start.headers.location as string);
    expect(stateCookie?.value).toBe(state);
    const callback = `/api/login/google/callback?code=${code}&state=${encodeURIComponent(state)}`;
    const sessionsBefore = (await context.database.db.select().from(sessions)).length;

    const victim = new TestClient(app);
    const lured = await victim.get(callback);
    expect(lured.statusCode).toBe(400);
    expect(lured.json().errors).toEqual([
      'There was a problem with authenticating: the sign-in request expired or was not started here.',
    ]);
    expect((await victim.get('/api/current-user')).json().user).toBeNull();
    const otherCookie = new TestClient(app);
    otherCookie.cookies.set('roomtone_oauth_state', 'g'.repeat(43));
    expect((await otherCookie.get(callback)).statusCode).toBe(400);
    expect((await otherCookie.get('/api/current-user')).json().user).toBeNull();
    expect(await context.database.db.select().from(sessions)).toHaveLength(sessionsBefore);

    const signedIn = await starter.get(callback);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.find((cookie) => cookie.name === 'roomtone_oauth_state')?.value).toBe('');
    expect(starter.cookies.has('roomtone_oauth_state')).toBe(false);
    expect((await starter.get('/api/current-user')).json().user.email).toBe('ada@example.com');
  });

  it('answers 404 for an unknown provider', async () => {
    expect((await new TestClient(getApp().app).get('/api/login/myspace')).statusCode).toBe(404);
    const client = await signedUpClient(getApp().app, {}, '10.0.0.9');
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      expect((await new TestClient(getApp().app).get(`/api/login/${name}`)).statusCode, name).toBe(404);
      expect((await client.get(`/api/account/settings/${name}/connect`)).statusCode, name).toBe(404);
    }
  });
});

describe('social sign-in when SOCIAL_LOGIN is off (the default)', () => {
  it('answers 404 on every social endpoint', async () => {
    const client = await signedUpClient(getDisabledApp().app);
    for (const url of [
      '/api/login/google',
      '/api/account/settings/google/connect',
      '/api/account/settings/facebook/disconnect',
    ]) {
      expect((await client.get(url)).statusCode).toBe(404);
    }
  });
});
