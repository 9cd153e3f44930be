import { MESSAGES } from '@roomtone/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();
const profile = {
  firstName: 'Augusta',
  middleName: 'Ada',
  lastName: 'King',
  company: 'Analytical',
  phone: '+44 20',
  zip: 'W1',
};

describe('account settings', () => {
  it('refuses anonymous callers with the spec message', async () => {
    const response = await new TestClient(getApp().app).get('/api/account/settings');
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual([MESSAGES.mustBeLoggedIn]);
  });

  it('reads and saves the profile', async () => {
    const client = await signedUpClient(getApp().app);
    const saved = await client.put('/api/account/settings', profile);
    expect(saved.json()).toMatchObject({
      success: true,
      message: MESSAGES.profileUpdated,
      profile: { ...profile, email: 'ada@example.com' },
    });
    expect((await client.get('/api/account/settings')).json().profile).toEqual({
      ...profile,
      email: 'ada@example.com',
      connections: { google: false, facebook: false },
    });
    const missing = await client.put('/api/account/settings', { ...profile, firstName: '' });
    expect(missing.json().errfor).toEqual({ firstName: MESSAGES.required });
  });

  it('changes the e-mail, which must be free', async () => {
    const { app, context } = getApp();
    await signedUpClient(app, { email: 'grace@example.com' });
    const client = await signedUpClient(app);
    const taken = await client.put('/api/account/settings/identity', { email: 'Grace@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errors: ['Error updating user identity: that email is already registered'],
      errfor: { email: 'That email is already registered.' },
    });
    const changed = await client.put('/api/account/settings/identity', { email: 'countess@example.com' });
    expect(changed.json()).toMatchObject({
      message: MESSAGES.emailUpdated,
      profile: { email: 'countess@example.com' },
    });
    const audit = await context.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'email.change'));
    expect(audit[0]?.details).toEqual({ from: 'ada@example.com' });
    const malformed = await client.put('/api/account/settings/identity', { email: 'nope' });
    expect(malformed.json().errfor).toEqual({ email: MESSAGES.invalidEmail });
  });

  it('changes the password after checking the current one and ends the other sessions', async () => {
    const { app } = getApp();
    const client = await signedUpClient(app);
    const otherDevice = new TestClient(app);
    await otherDevice.post('/api/login', { username: 'ada@example.com', password: 'difference-engine' });

    const wrong = await client.put('/api/account/settings/password', {
      currentPass: 'not-it-at-all',
      newPassword: 'analytical-engine',
      confirm: 'analytical-engine',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errors: ['Error updating password: the current password is not correct'],
      errfor: { currentPass: 'The current password is not correct' },
    });
    const mismatch = await client.put('/api/account/settings/password', {
      currentPass: 'difference-engine',
      newPassword: 'analytical-engine',
      confirm: 'analytical-engin',
    });
    expect(mismatch.json().errfor).toEqual({ confirm: MESSAGES.passwordsDoNotMatch });

    const before = client.cookies.get('roomtone_sid');
    const changed = await client.put('/api/account/settings/password', {
      currentPass: 'difference-engine',
      newPassword: 'analytical-engine',
      confirm: 'analytical-engine',
    });
    expect(changed.json()).toMatchObject({ success: true, message: MESSAGES.changesSaved });
    expect(client.cookies.get('roomtone_sid')).not.toBe(before);
    expect((await client.get('/api/current-user')).json().user?.email).toBe('ada@example.com');
    expect((await otherDevice.get('/api/current-user')).json().user).toBeNull();
  });

  it('ends the other sessions and rotates the current one when the e-mail changes', async () => {
    const { app } = getApp();
    const client = await signedUpClient(app);
    const otherDevice = new TestClient(app);
    await otherDevice.post('/api/login', { username: 'ada@example.com', password: 'difference-engine' });
    expect((await otherDevice.get('/api/current-user')).json().user?.email).toBe('ada@example.com');
    const before = client.cookies.get('roomtone_sid') ?? '';

    const changed = await client.put('/api/account/settings/identity', { email: 'countess@example.com' });
    expect(changed.json()).toMatchObject({ success: true, message: MESSAGES.emailUpdated });
    expect(client.cookies.get('roomtone_sid')).not.toBe(before);
    expect((await client.get('/api/current-user')).json().user?.email).toBe('countess@example.com');
    expect((await otherDevice.get('/api/current-user')).json().user).toBeNull();
    const stale = new TestClient(app);
    stale.cookies.set('roomtone_sid', before);
    expect((await stale.get('/api/current-user')).json().user).toBeNull();
  });

  it("answers the catalogue's 'Error updating ...' when a profile or e-mail cannot be saved", async () => {
    const { app, context } = getApp();
    const db = context.database.db;
    const client = await signedUpClient(app);
    await db.execute(sql`alter table accounts add constraint refuse_blocked check (first_name <> 'Blocked')`);
    await db.execute(
      sql`alter table users add constraint refuse_blocked check (email <> 'blocked@example.com')`,
    );
    try {
      const profileFailure = await client.put('/api/account/settings', { ...profile, firstName: 'Blocked' });
      expect(profileFailure.statusCode).toBe(500);
      expect(profileFailure.json()).toEqual({
        success: false,
        errors: ['Error updating account details: the changes could not be saved, please try again'],
        errfor: {},
      });
      const identityFailure = await client.put('/api/account/settings/identity', {
        email: 'blocked@example.com',
      });
      expect(identityFailure.statusCode).toBe(500);
      expect(identityFailure.json().errors).toEqual([
        'Error updating user identity: the changes could not be saved, please try again',
      ]);
    } finally {
      await db.execute(sql`alter table accounts drop constraint refuse_blocked`);
      await db.execute(sql`alter table users drop constraint refuse_blocked`);
    }
    expect((await client.get('/api/account/settings')).json().profile).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
    });
  });

  it('checks types and lengths of the profile and password fields', async () => {
    const client = await signedUpClient(getApp().app);
    const long = await client.put('/api/account/settings', { ...profile, lastName: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errfor).toEqual({ lastName: 'Must be at most 80 characters' });
    const wrongType = await client.put('/api/account/settings', { ...profile, firstName: 7, zip: ['W1'] });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errfor).sort()).toEqual(['firstName', 'zip']);
    const longPassword = await client.put('/api/account/settings/password', {
      currentPass: 'difference-engine',
      newPassword: 'p'.repeat(201),
      confirm: 'p'.repeat(201),
    });
    expect(longPassword.statusCode).toBe(400);
    expect(longPassword.json().errfor.newPassword).toBe('Password must be at most 200 characters');
    const wrongPasswordType = await client.put('/api/account/settings/password', {
      currentPass: 12345678,
      newPassword: 'analytical-engine',
      confirm: 'analytical-engine',
    });
    expect(wrongPasswordType.statusCode).toBe(400);
    expect(wrongPasswordType.json().errfor).toEqual({ currentPass: MESSAGES.required });
    const login = await new TestClient(getApp().app).post('/api/login', {
      username: 'ada@example.com',
      password: 'difference-engine',
    });
    expect(login.statusCode).toBe(200);
    expect((await client.get('/api/account/settings')).json().profile.firstName).toBe('Ada');
  });
});
