import { ADMIN_MESSAGES, USER_ACCESS_MESSAGES, VIEW_AS_MINUTES } from '@roomtone/contracts';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../src/db/schema/index.ts';
import { grantFullAccess } from '../src/modules/admin/admin-access.repo.ts';
import { buildTenant, insertPerson } from './helpers/route-fixtures.ts';
import { type TestApp, useTestApp } from './helpers/test-app.ts';
import { signedUpClient, signupBody, TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

async function fullAdmin(testApp: TestApp) {
  const admin = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
  await grantFullAccess(testApp.context.database.db, admin.userId);
  return admin;
}

async function auditActions(testApp: TestApp, actorUserId: string, prefix: string) {
  const rows = await testApp.context.database.db
    .select({ action: auditLog.action, target: auditLog.target, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, actorUserId), like(auditLog.action, `${prefix}%`)))
    .orderBy(auditLog.id);
  return rows;
}

async function userIdOf(testApp: TestApp, email: string): Promise<string> {
  const [row] = await testApp.context.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('locking a user', () => {
  it('ends their sessions, refuses their sign-in with the reason unsaid, and unlocks', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const email = `locked-${Date.now()}@example.com`;
    const user = await signedUpClient(testApp.app, { email });
    const userId = await userIdOf(testApp, email);

    const missing = await admin.client.put(`/api/admin/users/${userId}/lock`, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errfor.reason).toBe('This field is required');

    const locked = await admin.client.put(`/api/admin/users/${userId}/lock`, { reason: 'Chargeback fraud.' });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().user.lock).toMatchObject({ reason: 'Chargeback fraud.' });
    expect((await user.get('/api/current-user')).json().user).toBeNull();
    expect((await user.get('/api/projects')).statusCode).toBe(401);

    const again = new TestClient(testApp.app);
    const refused = await again.post('/api/login', { username: email, password: signupBody().password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([USER_ACCESS_MESSAGES.accountLocked]);
    // A wrong password gets the usual answer: the lock is told only to whoever knows the password.
    const wrong = await again.post('/api/login', { username: email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);

    const twice = await admin.client.put(`/api/admin/users/${userId}/lock`, { reason: 'Again.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual([USER_ACCESS_MESSAGES.alreadyLocked]);

    const unlocked = await admin.client.delete(`/api/admin/users/${userId}/lock`);
    expect(unlocked.json().user.lock).toBeNull();
    const back = await again.post('/api/login', { username: email, password: signupBody().password });
    expect(back.statusCode).toBe(200);
    expect((await again.get('/api/current-user')).json().user.email).toBe(email);

    const audit = await auditActions(testApp, admin.userId, 'admin.user.');
    expect(audit.map((row) => row.action)).toEqual(['admin.user.lock', 'admin.user.unlock']);
    expect(audit[0]?.details).toMatchObject({ reason: 'Chargeback fraud.', sessions: 1 });
    const [lockedLogin] = await auditActions(testApp, userId, 'login.locked');
    expect(lockedLogin?.target).toBe(email);
  });

  it('refuses to lock oneself or an administrator, and to unlock who is not locked', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const other = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
    const self = await admin.client.put(`/api/admin/users/${admin.userId}/lock`, { reason: 'Test.' });
    expect(self.json().errors).toEqual([USER_ACCESS_MESSAGES.cannotLockSelf]);
    const administrator = await admin.client.put(`/api/admin/users/${other.userId}/lock`, {
      reason: 'Test.',
    });
    expect(administrator.statusCode).toBe(409);
    expect(administrator.json().errors).toEqual([USER_ACCESS_MESSAGES.cannotLockAdministrator]);
    const notLocked = await admin.client.delete(`/api/admin/users/${other.userId}/lock`);
    expect(notLocked.json().errors).toEqual([USER_ACCESS_MESSAGES.notLocked]);
    const unknown = await admin.client.put(`/api/admin/users/${crypto.randomUUID()}/lock`, {
      reason: 'Test.',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([ADMIN_MESSAGES.userNotFound]);
  });
});

describe('viewing the app as a user', () => {
  it('shows the app as the user, says so, audits start, every change and end, and goes back', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const tenant = await buildTenant(testApp);
    const url = `/api/admin/users/${tenant.member.userId}/view-as`;

    const noReason = await admin.client.post(url, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errfor.reason).toBe('This field is required');

    const started = await admin.client.post(url, { reason: 'Ticket 4711: cannot see the lobby room.' });
    expect(started.statusCode).toBe(200);
    const current = (await admin.client.get('/api/current-user')).json();
    expect(current.user.email).toBe(tenant.member.email);
    expect(current.user.admin).toBe(false);
    expect(current.viewAs).toMatchObject({
      administratorEmail: admin.email,
      reason: 'Ticket 4711: cannot see the lobby room.',
    });
    const minutesLeft = (Date.parse(current.viewAs.until) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(VIEW_AS_MINUTES - 1);
    expect(minutesLeft).toBeLessThanOrEqual(VIEW_AS_MINUTES);

    // The user's own projects are in view; the admin area is not.
    expect((await admin.client.get('/api/projects')).statusCode).toBe(200);
    expect((await admin.client.get('/api/admin')).statusCode).toBe(403);
    // A change is made as the user and written to the audit log under the administrator's name.
    const note = await admin.client.put('/api/account/settings', {
      firstName: 'Pat',
      lastName: 'Viewed',
      company: '',
      phone: '',
      zip: '',
    });
    expect(note.statusCode).toBe(200);

    const password = await admin.client.put('/api/account/settings/password', {
      currentPass: 'whatever',
      newPassword: 'a-new-password-1',
      confirm: 'a-new-password-1',
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().errors).toEqual([USER_ACCESS_MESSAGES.credentialsWhileViewingAs]);
    const identity = await admin.client.put('/api/account/settings/identity', {
      email: 'taken-over@example.com',
    });
    expect(identity.statusCode).toBe(403);
    // Refused before the body is read: even a malformed change says why.
    expect((await admin.client.put('/api/account/organization/password', {})).statusCode).toBe(403);
    const disconnect = await admin.client.request(
      'GET',
      '/api/account/settings/google/disconnect',
      undefined,
      {
        headers: { 'x-xsrf-token': admin.client.cookies.get('XSRF-TOKEN') ?? '' },
      },
    );
    expect(disconnect.json().errors).toEqual([USER_ACCESS_MESSAGES.credentialsWhileViewingAs]);
    const [memberRow] = await testApp.context.database.db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, tenant.member.userId));
    expect(memberRow).toEqual({ email: tenant.member.email, passwordHash: 'not-a-password-hash' });

    const stopped = await admin.client.post('/api/view-as/stop');
    expect(stopped.statusCode).toBe(200);
    const own = (await admin.client.get('/api/current-user')).json();
    expect(own.user.email).toBe(admin.email);
    expect(own.viewAs).toBeNull();
    expect((await admin.client.post('/api/view-as/stop')).json().errors).toEqual([
      USER_ACCESS_MESSAGES.notViewingAs,
    ]);

    const audit = await auditActions(testApp, admin.userId, 'admin.user.view-as');
    expect(audit.map((row) => row.action)).toEqual([
      'admin.user.view-as.start',
      'admin.user.view-as.request',
      'admin.user.view-as.request',
      'admin.user.view-as.request',
      'admin.user.view-as.request',
      'admin.user.view-as.end',
    ]);
    expect(audit[1]?.details).toMatchObject({ method: 'PUT', route: '/api/account/settings', status: 200 });
    expect(audit[2]?.details).toMatchObject({ route: '/api/account/settings/password', status: 403 });
    expect(audit[5]?.details).toMatchObject({ ended: 'stopped' });
  });

  it('ends by itself when its time is up, and on sign-out, audited each time', async () => {
    const testApp = getApp();
    const db = testApp.context.database.db;
    const admin = await fullAdmin(testApp);
    const tenant = await buildTenant(testApp);
    await admin.client.post(`/api/admin/users/${tenant.member.userId}/view-as`, { reason: 'Support.' });
    await db
      .update(sessions)
      .set({ actingUntil: new Date(Date.now() - 1000) })
      .where(eq(sessions.actingAsUserId, tenant.member.userId));
    const after = (await admin.client.get('/api/current-user')).json();
    expect(after.user.email).toBe(admin.email);
    expect(after.viewAs).toBeNull();

    await admin.client.post(`/api/admin/users/${tenant.member.userId}/view-as`, {
      reason: 'Support, again.',
    });
    await admin.client.post('/api/logout');
    const ends = await auditActions(testApp, admin.userId, 'admin.user.view-as.end');
    expect(ends.map((row) => row.details)).toEqual([
      expect.objectContaining({ ended: 'time limit' }),
      expect.objectContaining({ ended: 'signed out' }),
    ]);
  });

  it('refuses oneself, another administrator and a locked user; locking the user ends the view', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const other = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
    const tenant = await buildTenant(testApp);
    const viewAs = (userId: string) =>
      admin.client.post(`/api/admin/users/${userId}/view-as`, { reason: 'Support.' });
    expect((await viewAs(admin.userId)).json().errors).toEqual([USER_ACCESS_MESSAGES.cannotViewAsSelf]);
    expect((await viewAs(other.userId)).json().errors).toEqual([
      USER_ACCESS_MESSAGES.cannotViewAsAdministrator,
    ]);

    const second = await fullAdmin(testApp);
    expect((await viewAs(tenant.member.userId)).statusCode).toBe(200);
    await second.client.put(`/api/admin/users/${tenant.member.userId}/lock`, { reason: 'Fraud.' });
    const current = (await admin.client.get('/api/current-user')).json();
    expect(current.user.email).toBe(admin.email);
    expect(current.viewAs).toBeNull();
    expect((await viewAs(tenant.member.userId)).json().errors).toEqual([
      USER_ACCESS_MESSAGES.cannotViewAsLocked,
    ]);
  });
});
