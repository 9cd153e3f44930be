import { EMAIL_TAKEN, MESSAGES } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, organizations, projects, sessions, users } from '../src/db/schema/index.ts';
import { MEMBERS_NEED_PLAN } from '../src/modules/organizations/organization-members.service.ts';
import { memberOf, organizationOwner } from './helpers/organization-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

function owner(plan: string | undefined, email: string, organizationName: string) {
  const { app, context } = getApp();
  return organizationOwner(app, context, { email, organizationName, ...(plan ? { plan } : {}) });
}

describe('adding members', () => {
  it('creates a verified member who can sign in at once and works in the organization', async () => {
    const { app } = getApp();
    const org = await owner('pro-monthly', 'owner@a.example', 'Org A');
    const response = await org.client.post('/api/account/organization/member', {
      email: 'New.Member@A.example',
      password: 'member-password-1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().member).toEqual({
      id: expect.any(String),
      name: 'new.member@a.example',
      email: 'new.member@a.example',
      role: 'member',
      canRemove: true,
    });

    const member = new TestClient(app);
    const login = await member.post('/api/login', {
      username: 'new.member@a.example',
      password: 'member-password-1',
    });
    expect(login.statusCode).toBe(200);
    const session = (await member.get('/api/current-user')).json().user;
    expect(session).toMatchObject({
      organizationId: org.organizationId,
      organizationName: 'Org A',
      organization: false,
      subscriptionType: 'pro-monthly',
      isVerified: true,
    });

    const list = await org.client.get('/api/account/organization/members');
    expect(list.json().members).toEqual([response.json().member]);
    // The owner is listed apart, with their role, and may not be removed.
    expect(list.json().owner).toMatchObject({ email: 'owner@a.example', role: 'owner', canRemove: false });
    const ownerId = list.json().owner.id as string;
    const removeOwner = await org.client.delete(`/api/account/organization/member/${ownerId}`);
    expect(removeOwner.statusCode).toBe(404);
  });

  it('answers a field error for an e-mail already registered, and validates the fields', async () => {
    const org = await owner('manufacturer-monthly', 'owner@a.example', 'Org A');
    await signedUpClient(getApp().app, { email: 'taken@example.com' });
    const taken = await org.client.post('/api/account/organization/member', {
      email: 'TAKEN@example.com',
      password: 'member-password-1',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: [EMAIL_TAKEN], errfor: { email: EMAIL_TAKEN } });

    const empty = await org.client.post('/api/account/organization/member', { email: '', password: '' });
    expect(empty.json().errfor).toEqual({ email: MESSAGES.required, password: MESSAGES.required });
    const malformed = await org.client.post('/api/account/organization/member', {
      email: 'not-an-email',
      password: 'short',
    });
    expect(malformed.json().errfor).toEqual({
      email: MESSAGES.invalidEmail,
      password: 'Password must be at least 8 characters',
    });
  });

  it('takes the e-mail as username too, and validates it under that name', async () => {
    const { app } = getApp();
    const org = await owner('pro-monthly', 'owner@a.example', 'Org A');
    const response = await org.client.post('/api/account/organization/member', {
      username: 'By.Username@A.example',
      password: 'member-password-1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().member).toMatchObject({ email: 'by.username@a.example' });
    const login = await new TestClient(app).post('/api/login', {
      username: 'by.username@a.example',
      password: 'member-password-1',
    });
    expect(login.statusCode).toBe(200);

    const both = await org.client.post('/api/account/organization/member', {
      email: 'both@a.example',
      username: 'ignored@a.example',
      password: 'member-password-1',
    });
    expect(both.json().member).toMatchObject({ email: 'both@a.example' });
    const empty = await org.client.post('/api/account/organization/member', { username: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errfor).toEqual({ email: MESSAGES.required, password: MESSAGES.required });
    const malformed = await org.client.post('/api/account/organization/member', {
      username: 'not-an-email',
      password: 'member-password-1',
    });
    expect(malformed.json().errfor).toEqual({ email: MESSAGES.invalidEmail });
  });

  it('needs an organization account on plan pro or man', async () => {
    const { app } = getApp();
    const noPlan = await owner(undefined, 'owner@a.example', 'Org A');
    const refused = await noPlan.client.post('/api/account/organization/member', {
      email: 'm@a.example',
      password: 'member-password-1',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([MEMBERS_NEED_PLAN]);

    const solo = await signedUpClient(app, { email: 'solo@example.com' });
    const org = await owner('pro-monthly', 'owner@b.example', 'Org B');
    const member = await memberOf(app, org, 'member@b.example');
    for (const client of [solo, member.client, new TestClient(app)]) {
      const response = await client.post('/api/account/organization/member', {
        email: 'intruder@example.com',
        password: 'member-password-1',
      });
      expect([401, 403]).toContain(response.statusCode);
    }
    const [intruder] = await getApp()
      .context.database.db.select()
      .from(users)
      .where(eq(users.email, 'intruder@example.com'));
    expect(intruder).toBeUndefined();
  });
});

describe('listing members', () => {
  it('lists only the members of the caller organization, and only to its organization-level user', async () => {
    const { app } = getApp();
    const orgA = await owner('pro-monthly', 'owner@a.example', 'Org A');
    const orgB = await owner('pro-monthly', 'owner@b.example', 'Org B');
    const memberA = await memberOf(app, orgA, 'member@a.example');
    await memberOf(app, orgB, 'member@b.example');
    const list = await orgA.client.get('/api/account/organization/members');
    expect(list.json().members.map((member: { email: string }) => member.email)).toEqual([
      'member@a.example',
    ]);
    const refused = await memberA.client.get('/api/account/organization/members');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([MESSAGES.noAccessPermissions]);
  });
});

describe('removing members', () => {
  it('ends their sessions, keeps the projects they created and gives them a personal organization', async () => {
    const { app, context } = getApp();
    const db = context.database.db;
    const org = await owner('pro-monthly', 'owner@a.example', 'Org A');
    const member = await memberOf(app, org, 'member@a.example');
    const [project] = await db
      .insert(projects)
      .values({
        organizationId: org.organizationId,
        name: 'Concert hall',
        createdBy: member.id,
        projectManagerId: member.id,
      })
      .returning({ id: projects.id });

    const response = await org.client.delete(`/api/account/organization/member/${member.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: MESSAGES.changesSaved });

    expect(await db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    expect((await member.client.get('/api/current-user')).json().user).toBeNull();
    const [kept] = await db
      .select()
      .from(projects)
      .where(eq(projects.id, project?.id ?? ''));
    expect(kept).toMatchObject({
      organizationId: org.organizationId,
      createdBy: member.id,
      projectManagerId: null,
    });

    const [user] = await db.select().from(users).where(eq(users.id, member.id));
    expect(user?.organizationRole).toBe('owner');
    expect(user?.organizationId).not.toBe(org.organizationId);
    const [personal] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user?.organizationId ?? ''));
    expect(personal).toMatchObject({ isPersonal: true, name: 'member@a.example', planCode: null });

    const again = new TestClient(app);
    await again.post('/api/login', { username: 'member@a.example', password: 'member-password-1' });
    expect((await again.get('/api/current-user')).json().user).toMatchObject({
      organization: false,
      subscriptionType: null,
      organizationId: user?.organizationId,
    });
    expect((await org.client.get('/api/account/organization/members')).json().members).toEqual([]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'organization.member.remove'));
    expect(audit).toMatchObject({ target: 'member@a.example' });
  });

  it("says 'Member ID is required' without an id and 404 for an unknown one", async () => {
    const org = await owner('pro-monthly', 'owner@a.example', 'Org A');
    for (const path of ['/api/account/organization/member', '/api/account/organization/member/']) {
      const missing = await org.client.delete(path);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ success: false });
      expect(JSON.stringify(missing.json())).toContain(MESSAGES.memberIdRequired);
    }
    const blank = await org.client.delete('/api/account/organization/member/%20');
    expect(blank.json().errfor).toEqual({ id: MESSAGES.memberIdRequired });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await org.client.delete(`/api/account/organization/member/${id}`)).statusCode).toBe(404);
    }
  });

  it('cannot remove the owner or reach into another organization', async () => {
    const { app, context } = getApp();
    const orgA = await owner('pro-monthly', 'owner@a.example', 'Org A');
    const orgB = await owner('pro-monthly', 'owner@b.example', 'Org B');
    const memberA = await memberOf(app, orgA, 'member@a.example');
    const memberB = await memberOf(app, orgB, 'member@b.example');
    const [ownerA] = await context.database.db.select().from(users).where(eq(users.email, 'owner@a.example'));

    expect((await orgA.client.delete(`/api/account/organization/member/${ownerA?.id}`)).statusCode).toBe(404);
    expect((await orgA.client.delete(`/api/account/organization/member/${memberB.id}`)).statusCode).toBe(404);
    for (const target of [memberB.id, ownerA?.id ?? '']) {
      const response = await memberA.client.delete(`/api/account/organization/member/${target}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual([MESSAGES.noAccessPermissions]);
    }
    const [stillB] = await context.database.db.select().from(users).where(eq(users.id, memberB.id));
    expect(stillB?.organizationId).toBe(orgB.organizationId);
    expect((await memberB.client.get('/api/current-user')).json().user).not.toBeNull();
  });

  it('is allowed to an organization whose plan has ended', async () => {
    const { app, context } = getApp();
    const org = await owner('pro-monthly', 'owner@a.example', 'Org A');
    const member = await memberOf(app, org, 'member@a.example');
    await context.database.db
      .update(organizations)
      .set({ planCode: null })
      .where(eq(organizations.id, org.organizationId));
    expect((await org.client.get('/api/account/organization/members')).json().members).toHaveLength(1);
    expect((await org.client.delete(`/api/account/organization/member/${member.id}`)).statusCode).toBe(200);
  });
});
