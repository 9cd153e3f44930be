import { randomBytes, randomUUID } from 'node:crypto';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import { sessions } from '../../src/db/schema/index.ts';
import { insertUserWithAccount } from '../../src/modules/accounts/accounts.repo.ts';
import { grantFullAccess } from '../../src/modules/admin/admin-access.repo.ts';
import { SESSION_COOKIE, sessionIdOf } from '../../src/plugins/session.ts';
import { finishBody, insertOrganization } from './finishes-fixtures.ts';
import { saveRaytrace } from './raytrace-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { TestClient } from './test-client.ts';
import { buildWorkspace, clientBody, type Person, setPlan, type Workspace } from './workspace-fixtures.ts';

/** The ids of one organization's records, which the permission table's sample requests use. */
export type TenantIds = Workspace & {
  organizationId: string;
  ownerId: string;
  ownerEmail: string;
  memberId: string;
  /** A client of the member: clients belong to the user who created them, not to the organization. */
  memberClientId: string;
  organizationFinishId: string;
  /** An unpaid order of the owner's (a plan), which only its owner may go on with. */
  paymentId: string;
  /** A ray tracer revision of the workspace's room. */
  raytraceId: string;
};

/** An organization with its owner (the organization-level user), a member and one of everything. */
export type Tenant = { owner: Person; member: Person; ids: TenantIds };

/** A client signed in as the user with a new session of its own (the user's other sessions stay). */
export async function sessionOf(testApp: TestApp, userId: string): Promise<TestClient> {
  const cookieValue = randomBytes(24).toString('base64url');
  await testApp.context.database.db.insert(sessions).values({
    id: sessionIdOf(cookieValue),
    userId,
    expiresOn: new Date(Date.now() + 60 * 60 * 1000),
  });
  const client = new TestClient(testApp.app);
  client.cookies.set(SESSION_COOKIE, cookieValue);
  // The CSRF token is the session's own: any answer hands it over, as the web app's first call does.
  const primed = await client.get('/api/current-user');
  if (primed.json().user?.id !== userId)
    throw new Error(`the inserted session is not signed in: ${primed.body}`);
  return client;
}

/**
 * A user inserted with a live session and a client that sends its cookie. Faster than signing up
 * through the API (no password hashing), which matters when every fuzzed route builds its own
 * tenant.
 */
export async function insertPerson(
  testApp: TestApp,
  options: { organizationId: string | null; role: 'owner' | 'member' | null; admin?: boolean },
): Promise<Person> {
  const db = testApp.context.database.db;
  const email = `person-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await insertUserWithAccount(
    db,
    {
      email,
      passwordHash: 'not-a-password-hash',
      isAdmin: options.admin ?? false,
      isVerified: true,
      organizationId: options.organizationId,
      organizationRole: options.role,
    },
    { firstName: 'Pat', lastName: email.slice(7, 15) },
  );
  const client = await sessionOf(testApp, userId);
  return { client, userId, organizationId: options.organizationId ?? '', email };
}

/** An order for a plan, created but not paid. */
async function unpaidOrder(owner: Person): Promise<string> {
  const response = await owner.client.post('/api/payment/create', {
    purpose: 'subscription',
    planCode: 'pro-monthly',
    receiptEmail: owner.email,
    idempotencyKey: `order-${randomUUID()}`,
  });
  const id: unknown = response.json().payment?.id;
  if (typeof id !== 'string') throw new Error(`order create failed: ${response.body}`);
  return id;
}

/**
 * An organization account with a member and a workspace, ending on `planCode`. Everything is
 * built on the pro plan (phases, notes and partitions need it), then the plan is set.
 */
export async function buildTenant(
  testApp: TestApp,
  planCode: string | null = 'pro-monthly',
): Promise<Tenant> {
  const organizationId = await insertOrganization(testApp, { planCode: 'pro-monthly' });
  const owner = await insertPerson(testApp, { organizationId, role: 'owner' });
  const member = await insertPerson(testApp, { organizationId, role: 'member' });
  const workspace = await buildWorkspace(owner);
  const finish = await owner.client.post('/api/org/finishes', finishBody());
  if (finish.statusCode !== 201) throw new Error(`organization finish create failed: ${finish.body}`);
  const memberClient = await member.client.post('/api/clients', clientBody());
  if (memberClient.statusCode !== 201) throw new Error(`member client create failed: ${memberClient.body}`);
  const paymentId = await unpaidOrder(owner);
  const raytraceId = await saveRaytrace(owner, workspace.roomId, workspace.phaseId);
  if (planCode !== 'pro-monthly') await setPlan(testApp.context, organizationId, planCode);
  return {
    owner,
    member,
    ids: {
      ...workspace,
      organizationId,
      ownerId: owner.userId,
      ownerEmail: owner.email,
      memberId: member.userId,
      memberClientId: memberClient.json().client._id as string,
      organizationFinishId: finish.json().finish.id as string,
      paymentId,
      raytraceId,
    },
  };
}

/** The owner of a new organization on `planCode`, with nothing in it. */
export async function insertOwner(testApp: TestApp, planCode: string | null): Promise<Person> {
  const organizationId = await insertOrganization(testApp, { planCode });
  return insertPerson(testApp, { organizationId, role: 'owner' });
}

/**
 * Social sign-in switched on for Google, so its routes answer instead of 404. Nothing listens on
 * the provider's address: every call these tests make is refused before the provider is asked
 * (no sign-in was started by the same browser with the same state).
 */
export function socialLoginConfig(): Pick<AppConfig, 'socialLogin' | 'oauthProviders'> {
  const provider = 'http://127.0.0.1:9';
  const config = loadConfig({
    NODE_ENV: 'test',
    SOCIAL_LOGIN: 'true',
    GOOGLE_CLIENT_ID: 'roomtone-test',
    GOOGLE_CLIENT_SECRET: 'roomtone-test-secret',
    GOOGLE_AUTH_URL: `${provider}/authorize`,
    GOOGLE_TOKEN_URL: `${provider}/token`,
    GOOGLE_USERINFO_URL: `${provider}/userinfo`,
  });
  return { socialLogin: config.socialLogin, oauthProviders: config.oauthProviders };
}

/** An administrator (of no organization, in the full-access admin group) and a global finish they added. */
export async function insertAdminWithFinish(
  testApp: TestApp,
): Promise<{ admin: Person; globalFinishId: string }> {
  const admin = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
  await grantFullAccess(testApp.context.database.db, admin.userId);
  const finish = await admin.client.post('/api/finishes', finishBody());
  if (finish.statusCode !== 201) throw new Error(`global finish create failed: ${finish.body}`);
  return { admin, globalFinishId: finish.json().finish.id as string };
}

/**
 * Another organization with one record of each kind, built with fewer calls than `buildTenant`
 * (no revision, one room): its ids and its people's addresses, which no call of another
 * organization's user may reveal.
 */
export async function buildOtherTenant(testApp: TestApp): Promise<{ uuids: string[]; emails: string[] }> {
  const organizationId = await insertOrganization(testApp, { planCode: 'pro-monthly' });
  const owner = await insertPerson(testApp, { organizationId, role: 'owner' });
  const member = await insertPerson(testApp, { organizationId, role: 'member' });
  const created = async (url: string, body: unknown, entity: string, key = '_id') => {
    const response = await owner.client.post(url, body);
    const id: unknown = response.json()[entity]?.[key];
    if (typeof id !== 'string') throw new Error(`${url} failed: ${response.body}`);
    return id;
  };
  const clientId = await created('/api/clients', clientBody(), 'client');
  const projectId = await created('/api/projects', { name: 'Theirs', clientId }, 'project');
  const phaseId = await created(
    `/api/projects/${projectId}/phase`,
    { name: 'Theirs', budgetCents: 100, from: '2030-01-01', to: '2030-01-02' },
    'phase',
  );
  const roomId = await created('/api/rooms', { projectId, name: 'Theirs', number: '1' }, 'room');
  const receiveRoomId = await created('/api/rooms', { projectId, name: 'Next door', number: '2' }, 'room');
  const noteId = await created(
    `/api/projects/${projectId}/notes`,
    { type: 'in-person', timestamp: '2030-01-01T10:00:00Z', attendees: 'x', body: '' },
    'note',
  );
  const partitionId = await created(
    `/api/projects/${projectId}/partitions`,
    { sourceRoomId: roomId, receiveRoomId, nc: 30, stc: 40, surfaceArea: 1 },
    'partition',
  );
  const finishId = await created('/api/org/finishes', finishBody(), 'finish', 'id');
  const paymentId = await unpaidOrder(owner);
  const uuids = [
    organizationId,
    owner.userId,
    member.userId,
    clientId,
    projectId,
    phaseId,
    roomId,
    receiveRoomId,
  ];
  return {
    uuids: [...uuids, noteId, partitionId, finishId, paymentId],
    emails: [owner.email, member.email],
  };
}
