import { ADMIN_MESSAGES } from '@roomtone/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  acousticModelStatuses,
  acousticModels,
  auditLog,
  projects,
  sessions,
  users,
} from '../src/db/schema/index.ts';
import { grantFullAccess } from '../src/modules/admin/admin-access.repo.ts';
import { buildTenant, insertPerson } from './helpers/route-fixtures.ts';
import { type TestApp, useTestApp } from './helpers/test-app.ts';

const getApp = useTestApp();

async function fullAdmin(testApp: TestApp) {
  const admin = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
  await grantFullAccess(testApp.context.database.db, admin.userId);
  return admin;
}

async function auditOf(testApp: TestApp, action: string) {
  return testApp.context.database.db
    .select({ target: auditLog.target, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.action, action));
}

describe('moving a member between organization accounts', () => {
  it('asks first, then moves them; their projects stay behind and they sign in again', async () => {
    const testApp = getApp();
    const db = testApp.context.database.db;
    const admin = await fullAdmin(testApp);
    const from = await buildTenant(testApp);
    const to = await buildTenant(testApp);
    await db
      .update(projects)
      .set({ projectManagerId: from.member.userId })
      .where(eq(projects.organizationId, from.ids.organizationId));
    const url = `/api/admin/organizations/${to.ids.organizationId}/member`;

    const unasked = await admin.client.post(url, { email: from.member.email });
    expect(unasked.statusCode).toBe(409);
    expect(unasked.json().errfor.email).toBe(ADMIN_MESSAGES.memberHasOrganization);

    const moved = await admin.client.post(url, { email: from.member.email, move: true });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().organization.members.map((member: { id: string }) => member.id)).toContain(
      from.member.userId,
    );
    const [user] = await db
      .select({ organizationId: users.organizationId, role: users.organizationRole })
      .from(users)
      .where(eq(users.id, from.member.userId));
    expect(user).toEqual({ organizationId: to.ids.organizationId, role: 'member' });
    const leftBehind = await db
      .select({ managerId: projects.projectManagerId })
      .from(projects)
      .where(eq(projects.organizationId, from.ids.organizationId));
    expect(leftBehind.length).toBeGreaterThan(0);
    expect(leftBehind.every((project) => project.managerId === null)).toBe(true);
    expect(await db.select().from(sessions).where(eq(sessions.userId, from.member.userId))).toEqual([]);
    const [audit] = await auditOf(testApp, 'admin.organization.member.move');
    expect(audit?.target).toBe(from.member.email);
    expect(audit?.details).toMatchObject({
      fromOrganizationId: from.ids.organizationId,
      organizationId: to.ids.organizationId,
    });
  });

  it('never moves the organization-level user', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const from = await buildTenant(testApp);
    const to = await buildTenant(testApp);
    const refused = await admin.client.post(`/api/admin/organizations/${to.ids.organizationId}/member`, {
      email: from.owner.email,
      move: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errfor.email).toBe(ADMIN_MESSAGES.ownerCannotLeave);
  });
});

describe('acoustic model statuses', () => {
  it('sets a model’s status from the statuses list, clears it, and audits both', async () => {
    const testApp = getApp();
    const db = testApp.context.database.db;
    const admin = await fullAdmin(testApp);
    const tenant = await buildTenant(testApp);
    const [status] = await db
      .insert(acousticModelStatuses)
      .values({ name: `Modelling ${Date.now()}`, sortOrder: 2 })
      .returning({ id: acousticModelStatuses.id, name: acousticModelStatuses.name });
    const [model] = await db
      .insert(acousticModels)
      .values({ organizationId: tenant.ids.organizationId, name: 'Lobby model' })
      .returning({ id: acousticModels.id });
    if (!status || !model) throw new Error('fixture rows missing');
    const url = `/api/admin/organizations/${tenant.ids.organizationId}/models/${model.id}/status`;

    const set = await admin.client.put(url, { statusId: status.id });
    expect(set.statusCode).toBe(200);
    expect(set.json().organization.models).toEqual([
      expect.objectContaining({ id: model.id, statusId: status.id, statusName: status.name }),
    ]);
    const cleared = await admin.client.put(url, { statusId: null });
    expect(cleared.json().organization.models[0]).toMatchObject({ statusId: null, statusName: null });
    expect((await auditOf(testApp, 'admin.organization.model.status')).map((row) => row.details)).toEqual([
      expect.objectContaining({ from: null, to: status.name }),
      expect.objectContaining({ from: status.name, to: null }),
    ]);

    const unknownStatus = await admin.client.put(url, { statusId: crypto.randomUUID() });
    expect(unknownStatus.statusCode).toBe(404);
    expect(unknownStatus.json().errfor.statusId).toBe(ADMIN_MESSAGES.statusNotFound);
    const malformed = await admin.client.put(url, { statusId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errfor.statusId).toBe('Choose one of the statuses');
    const other = await buildTenant(testApp);
    const elsewhere = await admin.client.put(
      `/api/admin/organizations/${other.ids.organizationId}/models/${model.id}/status`,
      { statusId: null },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().errors).toEqual([ADMIN_MESSAGES.modelNotFound]);
    const [unchanged] = await db
      .select({ statusId: acousticModels.statusId })
      .from(acousticModels)
      .where(and(eq(acousticModels.id, model.id)));
    expect(unchanged?.statusId).toBeNull();
  });
});

describe('an organization’s orders', () => {
  it('lists only that organization’s orders, and refuses an id that is not one', async () => {
    const testApp = getApp();
    const admin = await fullAdmin(testApp);
    const tenant = await buildTenant(testApp);
    const other = await buildTenant(testApp);
    const list = await admin.client.get(`/api/admin/orders?organizationId=${tenant.ids.organizationId}`);
    expect(list.statusCode).toBe(200);
    const ids = list.json().orders.map((order: { id: string }) => order.id);
    expect(ids).toContain(tenant.ids.paymentId);
    expect(ids).not.toContain(other.ids.paymentId);
    expect(list.json().paging.total).toBe(ids.length);
    const malformed = await admin.client.get('/api/admin/orders?organizationId=abc');
    expect(malformed.statusCode).toBe(400);
  });
});
