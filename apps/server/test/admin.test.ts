import { ADMIN_MESSAGES, FULL_ACCESS_GROUP } from '@roomtone/contracts';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminGroups, auditLog, authTokens, organizations, sessions, users } from '../src/db/schema/index.ts';
import { grantFullAccess } from '../src/modules/admin/admin-access.repo.ts';
import { finishBody } from './helpers/finishes-fixtures.ts';
import { buildTenant, insertAdminWithFinish, insertPerson } from './helpers/route-fixtures.ts';
import { type TestApp, useTestApp } from './helpers/test-app.ts';

const getApp = useTestApp();

async function fullAdmin(testApp: TestApp) {
  const admin = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
  await grantFullAccess(testApp.context.database.db, admin.userId);
  return admin;
}

/** The admin-area audit entries of one actor, oldest first. */
async function adminAuditOf(testApp: TestApp, actorUserId: string) {
  return testApp.context.database.db
    .select({ action: auditLog.action, target: auditLog.target, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, actorUserId), like(auditLog.action, 'admin.%')))
    .orderBy(auditLog.id);
}

describe('admin search', () => {
  it('finds users by name, e-mail and organization, organizations by name, and administrators', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const tenant = await buildTenant(testApp);
    const db = testApp.context.database.db;
    const [organization] = await db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, tenant.ids.organizationId));
    const search = async (q: string) =>
      (await admin.client.get(`/api/admin/search?q=${encodeURIComponent(q)}`)).json();

    const byEmail = await search(tenant.member.email.slice(0, 12));
    expect(byEmail.users.map((hit: { id: string }) => hit.id)).toContain(tenant.member.userId);
    // insertPerson names people 'Pat' and the e-mail's random part.
    const byName = await search(`Pat ${tenant.owner.email.slice(7, 15)}`);
    expect(byName.users.map((hit: { id: string }) => hit.id)).toEqual([tenant.owner.userId]);
    const byOrganization = await search(organization?.name ?? '');
    expect(byOrganization.users.map((hit: { id: string }) => hit.id).sort()).toEqual(
      [tenant.owner.userId, tenant.member.userId].sort(),
    );
    expect(byOrganization.organizations.map((hit: { id: string }) => hit.id)).toEqual([
      tenant.ids.organizationId,
    ]);
    const administrators = await search(admin.email.slice(0, 14));
    expect(administrators.administrators.map((hit: { id: string }) => hit.id)).toEqual([admin.userId]);
    expect((await search('x')).users).toEqual([]);
  });
});

describe('admin users', () => {
  it('pages, sorts and filters the user list on the server', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const tenant = await buildTenant(testApp);
    await testApp.context.database.db
      .update(users)
      .set({ isVerified: false })
      .where(eq(users.id, tenant.member.userId));
    const list = async (query: string) => (await admin.client.get(`/api/admin/users?${query}`)).json();
    const unverified = await list('verified=no');
    expect(unverified.users.map((user: { id: string }) => user.id)).toEqual([tenant.member.userId]);
    const inOrganization = await list(`organizationId=${tenant.ids.organizationId}&sort=email&dir=asc`);
    expect(inOrganization.users.map((user: { email: string }) => user.email)).toEqual(
      [tenant.owner.email, tenant.member.email].sort(),
    );
    expect(inOrganization.paging).toEqual({ page: 1, pages: 1, total: 2 });
    const admins = await list('admin=yes');
    expect(admins.users.map((user: { id: string }) => user.id)).toEqual([admin.userId]);
    const onPlan = await list('plan=pro-monthly');
    expect(onPlan.paging.total).toBe(2);
  });

  it('keeps notes, verifies, signs out everywhere and audits each change', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const tenant = await buildTenant(testApp);
    const db = testApp.context.database.db;
    const userUrl = `/api/admin/users/${tenant.member.userId}`;

    const noted = await admin.client.post(`${userUrl}/notes`, { body: 'Asked for an invoice copy.' });
    expect(noted.statusCode).toBe(201);
    const [note] = noted.json().user.notes;
    expect(note).toMatchObject({ body: 'Asked for an invoice copy.', authorEmail: admin.email });
    expect((await admin.client.post(`${userUrl}/notes`, { body: '  ' })).json().errfor.body).toBe(
      'This field is required',
    );
    expect((await admin.client.delete(`${userUrl}/notes/${note.id}`)).json().user.notes).toEqual([]);

    await db.update(users).set({ isVerified: false }).where(eq(users.id, tenant.member.userId));
    const resent = await admin.client.post(`${userUrl}/verification`);
    expect(resent.json().message).toBe(`A verification e-mail was sent to ${tenant.member.email}.`);
    const tokens = await db.select().from(authTokens).where(eq(authTokens.userId, tenant.member.userId));
    expect(tokens.map((token) => token.kind)).toEqual(['verify']);
    expect((await admin.client.put(`${userUrl}/verify`)).json().user.isVerified).toBe(true);
    expect((await admin.client.post(`${userUrl}/verification`)).json().errors).toEqual([
      ADMIN_MESSAGES.alreadyVerified,
    ]);

    const ended = await admin.client.delete(`${userUrl}/sessions`);
    expect(ended.json().message).toBe('Signed out of 1 session.');
    expect(await db.select().from(sessions).where(eq(sessions.userId, tenant.member.userId))).toEqual([]);
    expect((await tenant.member.client.get('/api/current-user')).json().user).toBeNull();

    const audit = await adminAuditOf(testApp, admin.userId);
    expect(audit.map((entry) => entry.action)).toEqual([
      'admin.user.note.add',
      'admin.user.note.delete',
      'admin.user.verification.send',
      'admin.user.verify',
      'admin.user.sessions.end',
    ]);
    expect(audit.every((entry) => entry.target === tenant.member.email)).toBe(true);
  });

  it('deletes a user after confirmation on the page, keeping their audit entries', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const tenant = await buildTenant(testApp);
    const db = testApp.context.database.db;
    await tenant.member.client.post('/api/logout');
    const before = await db.select({ id: auditLog.id, actor: auditLog.actorUserId }).from(auditLog);
    const theirs = before.filter((entry) => entry.actor === tenant.member.userId).map((entry) => entry.id);
    expect(theirs.length).toBeGreaterThan(0);
    const deleted = await admin.client.delete(`/api/admin/users/${tenant.member.userId}`);
    expect(deleted.statusCode).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, tenant.member.userId))).toEqual([]);
    const after = await db
      .select({ id: auditLog.id, action: auditLog.action, target: auditLog.target })
      .from(auditLog);
    expect(after.map((entry) => entry.id)).toEqual(expect.arrayContaining(theirs));
    expect(after).toContainEqual(
      expect.objectContaining({ action: 'admin.user.delete', target: tenant.member.email }),
    );
    expect((await admin.client.delete(`/api/admin/users/${admin.userId}`)).json().errors).toEqual([
      ADMIN_MESSAGES.cannotDeleteSelf,
    ]);
    expect((await admin.client.delete(`/api/admin/users/${tenant.owner.userId}`)).statusCode).toBe(409);
  });
});

describe('the last administrator rule', () => {
  it('keeps the right to manage administrators with at least one administrator', async () => {
    const testApp = getApp();
    const db = testApp.context.database.db;
    // Only this administrator holds administrators.write in this test.
    await db.delete(adminGroups).where(eq(adminGroups.name, FULL_ACCESS_GROUP));
    const admin = await fullAdmin(testApp);
    const [fullAccess] = await db.select().from(adminGroups).where(eq(adminGroups.name, FULL_ACCESS_GROUP));
    const refused = [
      await admin.client.delete(`/api/admin/users/${admin.userId}/role-admin`),
      await admin.client.put(`/api/admin/users/${admin.userId}/groups`, { groupIds: [] }),
      await admin.client.put(`/api/admin/admin-groups/${fullAccess?.id}`, {
        name: FULL_ACCESS_GROUP,
        permissions: ['users.read'],
      }),
      await admin.client.delete(`/api/admin/admin-groups/${fullAccess?.id}`),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().errors).toEqual([ADMIN_MESSAGES.lastAdministrator]);
    }
    expect((await admin.client.get('/api/admin/administrators')).json().administrators).toHaveLength(1);
    expect(await adminAuditOf(testApp, admin.userId)).toEqual([]);

    const second = await insertPerson(testApp, { organizationId: null, role: null, admin: false });
    expect((await admin.client.put(`/api/admin/users/${second.userId}/role-admin`)).statusCode).toBe(200);
    const grouped = await admin.client.put(`/api/admin/users/${second.userId}/groups`, {
      groupIds: [fullAccess?.id],
    });
    expect(grouped.json().user.groups).toEqual([{ id: fullAccess?.id, name: FULL_ACCESS_GROUP }]);
    const revoked = await admin.client.delete(`/api/admin/users/${admin.userId}/role-admin`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().user.isAdmin).toBe(false);
    expect((await adminAuditOf(testApp, admin.userId)).map((entry) => entry.action)).toEqual([
      'admin.user.role-admin.grant',
      'admin.user.groups.set',
      'admin.user.role-admin.revoke',
    ]);
  });
});

describe('admin organizations', () => {
  it('changes the plan and the members, with audit entries', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const tenant = await buildTenant(testApp);
    const solo = await insertPerson(testApp, { organizationId: null, role: null });
    const url = `/api/admin/organizations/${tenant.ids.organizationId}`;
    const plan = await admin.client.put(`${url}/plan`, { planCode: 'sponsor-gold' });
    expect(plan.json().organization.planCode).toBe('sponsor-gold');
    expect((await admin.client.put(`${url}/plan`, { planCode: 'gold' })).statusCode).toBe(400);
    const added = await admin.client.post(`${url}/member`, { email: solo.email });
    expect(added.json().organization.members.map((member: { id: string }) => member.id)).toContain(
      solo.userId,
    );
    const removed = await admin.client.delete(`${url}/member/${tenant.member.userId}`);
    expect(removed.statusCode).toBe(200);
    const ownerOut = await admin.client.delete(`${url}/member/${tenant.owner.userId}`);
    expect(ownerOut.json().errors).toEqual([ADMIN_MESSAGES.ownerCannotLeave]);
    const page = (await admin.client.get(url)).json().organization;
    expect(page.members.map((member: { id: string }) => member.id).sort()).toEqual(
      [tenant.owner.userId, solo.userId].sort(),
    );
    const audit = await adminAuditOf(testApp, admin.userId);
    expect(audit.map((entry) => entry.action)).toEqual([
      'admin.organization.plan.set',
      'admin.organization.member.add',
      'admin.organization.member.remove',
    ]);
    expect(audit[0]?.details).toMatchObject({ from: 'pro-monthly', to: 'sponsor-gold' });
    const list = (await admin.client.get('/api/admin/organizations?plan=sponsor-gold')).json();
    expect(list.organizations.map((row: { id: string }) => row.id)).toEqual([tenant.ids.organizationId]);
    expect(list.organizations[0].memberCount).toBe(2);
  });
});

describe('admin reference data', () => {
  it('adds, renames and deletes statuses and categories, refusing duplicate names', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const name = `Modelling ${Date.now()}`;
    const status = (await admin.client.post('/api/admin/statuses', { name, sortOrder: 3 })).json().status;
    const duplicate = await admin.client.post('/api/admin/statuses', { name, sortOrder: 4 });
    expect(duplicate.json().errfor.name).toBe(ADMIN_MESSAGES.statusNameTaken);
    const renamed = await admin.client.put(`/api/admin/statuses/${status.id}`, {
      name: `${name}!`,
      sortOrder: 1,
    });
    expect(renamed.json().status).toMatchObject({ name: `${name}!`, sortOrder: 1, modelCount: 0 });
    expect((await admin.client.delete(`/api/admin/statuses/${status.id}`)).statusCode).toBe(200);

    const category = (
      await admin.client.post('/api/admin/categories', {
        name: `Walls ${Date.now()}`,
        sortOrder: 2,
        isPublic: false,
      })
    ).json().category;
    expect(category).toMatchObject({ isPublic: false, finishCount: 0 });
    const listed = (await admin.client.get('/api/admin/categories')).json().categories;
    expect(listed.map((row: { id: string }) => row.id)).toContain(category.id);
    const seeded = listed.find((row: { name: string }) => row.name === 'Ceilings');
    expect(seeded.finishCount).toBeGreaterThan(0);
    expect((await admin.client.delete(`/api/admin/categories/${category.id}`)).statusCode).toBe(200);
    expect((await adminAuditOf(testApp, admin.userId)).map((entry) => entry.action)).toEqual([
      'admin.status.create',
      'admin.status.update',
      'admin.status.delete',
      'admin.category.create',
      'admin.category.delete',
    ]);
  });

  it('edits a global finish in place, which the finish search then finds', async () => {
    const testApp = getApp();
    const { admin, globalFinishId } = await insertAdminWithFinish(testApp);
    const name = `Quietwood ${Date.now()}`;
    const saved = await admin.client.put(`/api/admin/finishes/${globalFinishId}`, { ...finishBody(), name });
    expect(saved.statusCode, saved.body).toBe(200);
    const found = (await admin.client.get(`/api/finishes/search?q=${encodeURIComponent(name)}`)).json();
    expect(found.finishes.map((finish: { id: string }) => finish.id)).toContain(globalFinishId);
    const listed = (await admin.client.get(`/api/admin/finishes?q=${encodeURIComponent(name)}`)).json();
    expect(listed.finishes.map((finish: { name: string }) => finish.name)).toEqual([name]);
    expect((await adminAuditOf(testApp, admin.userId)).map((entry) => entry.action)).toEqual([
      'admin.finish.update',
    ]);
  });
});

describe('admin audit log and dashboard', () => {
  it('filters the log by actor, action, entity and date, and exports it as CSV', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const tenant = await buildTenant(testApp);
    await admin.client.post(`/api/admin/users/${tenant.member.userId}/notes`, { body: 'First call.' });
    await admin.client.put(`/api/admin/users/${tenant.member.userId}/verify`);
    const today = new Date().toISOString().slice(0, 10);
    const logs = async (query: string) => (await admin.client.get(`/api/admin/logs?${query}`)).json();
    const mine = await logs(`actor=${encodeURIComponent(admin.email)}&from=${today}&to=${today}`);
    expect(mine.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'admin.user.verify',
      'admin.user.note.add',
    ]);
    expect(mine.entries[0]).toMatchObject({
      actorEmail: admin.email,
      target: tenant.member.email,
      ip: '127.0.0.1',
    });
    expect((await logs('action=note.add')).entries).toHaveLength(1);
    expect((await logs(`target=${encodeURIComponent(tenant.member.email)}`)).paging.total).toBe(2);
    expect((await logs('from=2000-01-01&to=2000-01-02')).entries).toEqual([]);
    expect((await admin.client.get('/api/admin/logs?from=yesterday')).statusCode).toBe(400);
    const exported = (
      await admin.client.get(`/api/admin/logs/export?actor=${encodeURIComponent(admin.email)}`)
    ).json();
    const lines = exported.csv.trim().split('\r\n');
    expect(lines[0]).toBe('"When (UTC)","Actor","Action","Entity","Address","Details"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"admin.user.verify"');
  });

  it('counts users, organizations by plan and the latest audit entries', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    await buildTenant(testApp);
    await admin.client.put(`/api/admin/users/${admin.userId}/verify`);
    const { dashboard } = (await admin.client.get('/api/admin')).json();
    const [count] = await testApp.context.database.db.select({ id: users.id }).from(users);
    expect(count).toBeDefined();
    expect(dashboard.users).toBe(3);
    expect(dashboard.verifiedUsers).toBe(3);
    expect(dashboard.organizationsByPlan).toContainEqual({ planCode: 'pro-monthly', count: 1 });
    expect(dashboard.projects).toBe(1);
    expect(dashboard.latestAudit[0]).toMatchObject({ action: 'admin.user.verify', actorEmail: admin.email });
  });
});
