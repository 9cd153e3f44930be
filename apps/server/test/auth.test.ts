import { MESSAGES, PASSWORD_TOO_SHORT } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, organizations, sessions, users } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, signupBody, TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

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

  it('stores only a hash of the password', async () => {
    const { app, context } = getApp();
    await signedUpClient(app);
    const [row] = await context.database.db.select().from(users);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('difference-engine');
  });
});
