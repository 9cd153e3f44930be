import { MESSAGES, PASSWORD_TOO_SHORT } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, organizations, sessions, users } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, signupBody, TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();
const getAppWithoutReuse = useTestApp({ config: { sessionReuseMs: 0 } });

describe('sign-up', () => {
  it('creates a personal account, signs the user in and never returns the hash', async () => {
    const client = new TestClient(getApp().app);
    const response = await client.post(
      '/api/signup',
      signupBody({ email: ' Ada@Example.COM ', company: 'Analytical' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain('scrypt');
    const sessionCookie = response.cookies.find((cookie) => cookie.name === 'roomtone_sid');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = (await client.get('/api/current-user')).json();
    expect(me.user).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      admin: false,
      organization: false,
      isVerified: false,
      subscriptionType: null,
    });
    expect(JSON.stringify(me)).not.toContain('scrypt');
  });

  it('creates an organization account when an organization name is given', async () => {
    const client = await signedUpClient(getApp().app, { organizationName: 'Reverb & Co' });
    const me = (await client.get('/api/current-user')).json();
    expect(me.user).toMatchObject({ organization: true, organizationName: 'Reverb & Co' });
    const [organization] = await getApp()
      .context.database.db.select()
      .from(organizations)
      .where(eq(organizations.name, 'Reverb & Co'));
    expect(organization?.isPersonal).toBe(false);
  });

  it('refuses a registered e-mail and a taken organization name at their fields', async () => {
    await signedUpClient(getApp().app, { organizationName: 'Reverb & Co' });
    const again = await new TestClient(getApp().app).post('/api/signup', signupBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().errfor).toEqual({ email: 'That email is already registered.' });
    const taken = await new TestClient(getApp().app).post(
      '/api/signup',
      signupBody({ email: 'grace@example.com', organizationName: 'reverb & co' }),
    );
    expect(taken.json().errfor).toEqual({ organizationName: 'That organization name is already taken.' });
  });

  it('names every missing, malformed, short or too long field', async () => {
    const client = new TestClient(getApp().app);
    const missing = await client.post('/api/signup', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errfor).toEqual({
      email: MESSAGES.required,
      password: MESSAGES.required,
      firstName: MESSAGES.required,
      lastName: MESSAGES.required,
    });
    const bad = await client.post(
      '/api/signup',
      signupBody({ email: 'ada@', password: 'short', lastName: 'x'.repeat(81) }),
    );
    expect(bad.json().errfor).toEqual({
      email: MESSAGES.invalidEmail,
      password: PASSWORD_TOO_SHORT,
      lastName: 'Must be at most 80 characters',
    });
    const wrongType = await client.post('/api/signup', { ...signupBody(), firstName: 42 });
    expect(wrongType.json().errfor).toEqual({ firstName: MESSAGES.required });
  });

  it('answers availability as the user types', async () => {
    await signedUpClient(getApp().app, { organizationName: 'Reverb & Co' });
    const client = new TestClient(getApp().app);
    expect((await client.get('/api/register?field=email&value=ADA@example.com')).json().available).toBe(
      false,
    );
    expect((await client.get('/api/register?field=email&value=new@example.com')).json().available).toBe(true);
    expect((await client.get('/api/checkorg?org=REVERB %26 CO')).json().available).toBe(false);
    expect((await client.get('/api/checkorg?org=Quiet Rooms')).json().available).toBe(true);
    expect((await client.get('/api/register?field=password&value=x')).statusCode).toBe(400);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password, rotating the session, and records it', async () => {
    const { app, context } = getApp();
    const first = await signedUpClient(app);
    const before = first.cookies.get('roomtone_sid');
    const response = await first.post('/api/login', {
      username: 'ADA@example.com',
      password: 'difference-engine',
    });
    expect(response.statusCode).toBe(200);
    const after = first.cookies.get('roomtone_sid');
    expect(after).not.toBe(before);
    const stale = new TestClient(app);
    stale.cookies.set('roomtone_sid', before ?? '');
    expect((await stale.get('/api/current-user')).json().user).toBeNull();
    const actions = await context.database.db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['signup', 'login.success']));
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const { app, context } = getApp();
    await signedUpClient(app);
    const client = new TestClient(app);
    const wrong = await client.post('/api/login', {
      username: 'ada@example.com',
      password: 'wrong-password',
    });
    const unknown = await client.post('/api/login', {
      username: 'nobody@example.com',
      password: 'wrong-password',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, errors: [MESSAGES.loginFailed], errfor: {} });
    }
    const failures = await context.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'login.failure'));
    expect(failures).toHaveLength(2);
  });

  it('asks for both login fields', async () => {
    const response = await new TestClient(getApp().app).post('/api/login', { username: '', password: '' });
    expect(response.json().errfor).toEqual({ username: MESSAGES.required, password: MESSAGES.required });
  });

  it('refuses too long and wrongly typed sign-in, forgot and reset fields', async () => {
    const { app, context } = getApp();
    await signedUpClient(app);
    const client = new TestClient(app);
    const longEmail = `${'a'.repeat(250)}@example.com`;
    const longLogin = await client.post('/api/login', { username: longEmail, password: 'p'.repeat(201) });
    expect(longLogin.statusCode).toBe(400);
    expect(longLogin.json().errfor).toEqual({
      username: MESSAGES.invalidEmail,
      password: 'Password must be at most 200 characters',
    });
    const typedLogin = await client.post('/api/login', { username: ['ada@example.com'], password: 12345678 });
    expect(typedLogin.json().errfor).toEqual({ username: MESSAGES.required, password: MESSAGES.required });

    const longForgot = await client.post('/api/login/forgot', { email: longEmail });
    expect(longForgot.json().errfor).toEqual({ email: MESSAGES.invalidEmail });
    const typedForgot = await client.post('/api/login/forgot', { email: { $ne: '' } });
    expect(typedForgot.json().errfor).toEqual({ email: MESSAGES.required });

    const longToken = await client.put(`/api/login/reset/${'t'.repeat(201)}/ada%40example.com`, {
      password: 'analytical-engine',
      confirm: 'analytical-engine',
    });
    expect(longToken.statusCode).toBe(400);
    expect(longToken.json().errfor).toEqual({ token: MESSAGES.errorResettingPassword });
    const shortToken = await client.put('/api/login/reset/short/ada%40example.com', {
      password: 'analytical-engine',
      confirm: 'analytical-engine',
    });
    expect(shortToken.statusCode).toBe(400);
    const longPassword = await client.put(`/api/login/reset/${'t'.repeat(43)}/ada%40example.com`, {
      password: 'p'.repeat(201),
      confirm: 'p'.repeat(201),
    });
    expect(longPassword.json().errfor.password).toBe('Password must be at most 200 characters');
    const typedReset = await client.put(`/api/login/reset/${'t'.repeat(43)}/ada%40example.com`, {
      password: 123456789,
      confirm: true,
    });
    expect(typedReset.json().errfor).toEqual({ password: MESSAGES.required, confirm: MESSAGES.required });

    expect(await context.database.db.select().from(sessions)).toHaveLength(1);
    const login = await client.post('/api/login', {
      username: 'ada@example.com',
      password: 'difference-engine',
    });
    expect(login.statusCode).toBe(200);
  });

  it('signs out by deleting the session row', async () => {
    const { app, context } = getApp();
    const client = await signedUpClient(app);
    expect(await context.database.db.select().from(sessions)).toHaveLength(1);
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    expect(await context.database.db.select().from(sessions)).toHaveLength(0);
    expect((await client.get('/api/current-user')).json().user).toBeNull();
  });

  it('ends an idle session', async () => {
    const { app, context } = getApp();
    const client = await signedUpClient(app);
    await context.database.db
      .update(sessions)
      .set({ lastSeenOn: new Date(Date.now() - 8 * 24 * 3600 * 1000) });
    expect((await client.get('/api/current-user')).json().user).toBeNull();
  });

  it('keeps an active session: a request records its activity once a minute at most', async () => {
    // Requests seconds apart, as these stand for: no read takes the lookup of the one before.
    const { app, context } = getAppWithoutReuse();
    const db = context.database.db;
    const client = await signedUpClient(app);
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 3600 * 1000);
    await db.update(sessions).set({ lastSeenOn: sixDaysAgo });
    expect((await client.get('/api/current-user')).json().user).not.toBeNull();
    const [touched] = await db.select().from(sessions);
    expect(touched?.lastSeenOn.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await db.update(sessions).set({ lastSeenOn: thirtySecondsAgo });
    const { statements } = context.database;
    const before = statements.count;
    expect((await client.get('/api/current-user')).json().user).not.toBeNull();
    expect(statements.count - before).toBe(1);
    const [untouched] = await db.select().from(sessions);
    expect(untouched?.lastSeenOn.getTime()).toBe(thirtySecondsAgo.getTime());
  });

  it('ends a session past its absolute expiry', async () => {
    const { app, context } = getApp();
    const client = await signedUpClient(app);
    await context.database.db.update(sessions).set({ expiresOn: new Date(Date.now() - 1000) });
    expect((await client.get('/api/current-user')).json().user).toBeNull();
  });

  it('keeps the sessions of two users apart', async () => {
    const { app } = getApp();
    const ada = await signedUpClient(app);
    const grace = await signedUpClient(app, {
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect((await ada.get('/api/account/settings')).json().profile.email).toBe('ada@example.com');
    expect((await grace.get('/api/account/settings')).json().profile.email).toBe('grace@example.com');
  });

  it('limits sign-in attempts per account with a message and Retry-After', async () => {
    const { app } = getApp();
    // Twenty failures from twenty addresses at once (each waits out its own slowdown), then one more.
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        new TestClient(app, `10.0.1.${index + 1}`).post('/api/login', {
          username: 'target@example.com',
          password: 'x',
        }),
      ),
    );
    const last = await new TestClient(app, '10.0.0.1').post('/api/login', {
      username: 'target@example.com',
      password: 'x',
    });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().errors[0]).toMatch(/^Too many requests\. Please try again in/);
  });

  it('never locks the owner out: 21 failed attempts from many addresses do not stop the right password', async () => {
    const { app, context } = getApp();
    await signedUpClient(app);
    const attempts = await Promise.all(
      Array.from({ length: 21 }, (_, index) =>
        new TestClient(app, `10.0.3.${index + 1}`).post('/api/login', {
          username: 'ada@example.com',
          password: `guess-number-${index}`,
        }),
      ),
    );
    expect(attempts.filter((response) => response.statusCode === 401)).toHaveLength(20);
    const limited = attempts.find((response) => response.statusCode === 429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json().errors[0]).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);

    const owner = new TestClient(app, '10.0.4.1');
    const signedIn = await owner.post('/api/login', {
      username: 'ada@example.com',
      password: 'difference-engine',
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await owner.get('/api/current-user')).json().user.email).toBe('ada@example.com');
    const stillGuessing = await new TestClient(app, '10.0.4.2').post('/api/login', {
      username: 'ada@example.com',
      password: 'one-more-guess',
    });
    expect(stillGuessing.statusCode).toBe(429);
    const sessionRows = await context.database.db.select().from(sessions);
    expect(sessionRows).toHaveLength(2);
  }, 60_000);

  it('limits sign-ups per e-mail address across client addresses, creating nothing', async () => {
    const { app, context } = getApp();
    await signedUpClient(app, { email: 'grace@example.com', organizationName: 'Reverb & Co' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await new TestClient(app, `10.0.5.${attempt}`).post(
        '/api/signup',
        signupBody({ email: 'ada@example.com', organizationName: 'Reverb & Co' }),
      );
      expect(refused.statusCode).toBe(409);
    }
    const limited = await new TestClient(app, '10.0.5.9').post(
      '/api/signup',
      signupBody({ email: 'ADA@example.com', organizationName: 'Quiet Rooms' }),
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors[0]).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    const [created] = await context.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ada@example.com'));
    expect(created).toBeUndefined();
    const other = await new TestClient(app, '10.0.5.9').post(
      '/api/signup',
      signupBody({ email: 'other@example.com' }),
    );
    expect(other.statusCode).toBe(201);
  }, 60_000);

  it('limits availability checks per client address (60 a minute) with a message and Retry-After', async () => {
    const { app } = getApp();
    const client = new TestClient(app, '10.0.6.1');
    for (let check = 0; check < 60; check += 1) {
      const answer = await client.get(`/api/register?field=email&value=someone-${check}@example.com`);
      expect(answer.statusCode).toBe(200);
    }
    const limited = await client.get('/api/register?field=email&value=one-more@example.com');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json().errors).toEqual([`Too many requests. Please try again in ${retryAfter} seconds.`]);
    const elsewhere = await new TestClient(app, '10.0.6.2').get(
      '/api/register?field=email&value=x@example.com',
    );
    expect(elsewhere.statusCode).toBe(200);
  }, 60_000);

  it('limits sign-ups per client address (RATE_LIMIT_SIGNUP_PER_HOUR, 10 by default) and keeps others open', async () => {
    const { app } = getApp();
    for (let index = 0; index < 10; index += 1) {
      const response = await new TestClient(app, '10.0.2.1').post(
        '/api/signup',
        signupBody({ email: `many-${index}@example.com` }),
      );
      expect(response.statusCode).toBe(201);
    }
    const limited = await new TestClient(app, '10.0.2.1').post(
      '/api/signup',
      signupBody({ email: 'one-too-many@example.com' }),
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors[0]).toMatch(/^Too many requests\. Please try again in/);
    const [refused] = await getApp()
      .context.database.db.select()
      .from(users)
      .where(eq(users.email, 'one-too-many@example.com'));
    expect(refused).toBeUndefined();
    const elsewhere = await new TestClient(app, '10.0.2.2').post(
      '/api/signup',
      signupBody({ email: 'other-address@example.com' }),
    );
    expect(elsewhere.statusCode).toBe(201);
  }, 60_000);

  it('stores only a hash of the password', async () => {
    const { app, context } = getApp();
    await signedUpClient(app);
    const [row] = await context.database.db.select().from(users);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('difference-engine');
  });
});
