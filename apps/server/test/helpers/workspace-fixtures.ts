import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/context.ts';
import { organizations } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { insertUserWithAccount } from '../../src/modules/accounts/accounts.repo.ts';
import { TestClient } from './test-client.ts';

const PASSWORD = 'difference-engine';

/** A signed-in person of a test organization. */
export type Person = { client: TestClient; userId: string; organizationId: string; email: string };

/** A test organization: its organization-level owner and a member. */
export type TestOrganization = { owner: Person; member: Person; organizationId: string };

async function whoAmI(client: TestClient): Promise<{ id: string; organizationId: string }> {
  const response = await client.get('/api/current-user');
  const user = response.json().user as { id: string; organizationId: string | null } | null;
  if (!user?.organizationId) throw new Error(`no signed-in user with an organization: ${response.body}`);
  return { id: user.id, organizationId: user.organizationId };
}

/**
 * Signs up through the API. With an organization name the user is the organization-level owner
 * of a new organization; without one they are a solo user with a personal organization.
 */
export async function signUp(
  app: FastifyInstance,
  options: { organizationName?: string } = {},
): Promise<Person> {
  const email = `user-${randomUUID().slice(0, 8)}@example.com`;
  const client = new TestClient(app);
  const response = await client.post('/api/signup', {
    email,
    password: PASSWORD,
    firstName: 'Test',
    lastName: email.slice(5, 13),
    organizationName: options.organizationName ?? '',
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const me = await whoAmI(client);
  return { client, userId: me.id, organizationId: me.organizationId, email };
}

/** Adds a member to an organization (as the owner's Members screen would) and signs them in. */
export async function addMember(
  app: FastifyInstance,
  context: AppContext,
  organizationId: string,
  name: { firstName: string; lastName: string } = { firstName: 'Mia', lastName: 'Member' },
): Promise<Person> {
  const email = `member-${randomUUID().slice(0, 8)}@example.com`;
  const userId = await insertUserWithAccount(
    context.database.db,
    {
      email,
      passwordHash: await hashPassword(PASSWORD),
      isAdmin: false,
      isVerified: true,
      organizationId,
      organizationRole: 'member',
    },
    name,
  );
  const client = new TestClient(app);
  const response = await client.post('/api/login', { username: email, password: PASSWORD });
  if (response.statusCode !== 200) throw new Error(`member login failed: ${response.body}`);
  return { client, userId, organizationId, email };
}

/** Puts an organization on a plan (null: no subscription). */
export async function setPlan(
  context: AppContext,
  organizationId: string,
  planCode: string | null,
): Promise<void> {
  await context.database.db
    .update(organizations)
    .set({ planCode })
    .where(eq(organizations.id, organizationId));
  // As a plan set by a payment, an administrator or `npm run plan:set` is: seen by the next read.
  context.forgetRecentSessions();
}

/** An organization account with a member, on the given plan (pro by default). */
export async function createOrganization(
  app: FastifyInstance,
  context: AppContext,
  planCode: string | null = 'pro-monthly',
): Promise<TestOrganization> {
  const owner = await signUp(app, { organizationName: `Acoustics ${randomUUID().slice(0, 8)}` });
  await setPlan(context, owner.organizationId, planCode);
  const member = await addMember(app, context, owner.organizationId);
  return { owner, member, organizationId: owner.organizationId };
}

/** Body of a client with a unique id. */
export function clientBody(overrides: Record<string, string> = {}) {
  return {
    id: `C-${randomUUID().slice(0, 6)}`,
    name: 'Harbour Theatre Trust',
    address: '1 Quay Road, Portsmouth',
    country: 'GB',
    ...overrides,
  };
}

/** Creates a project through the API and returns its uuid. */
export async function createProject(
  person: Person,
  body: { name?: string; id?: string; clientId?: string | null } = {},
): Promise<string> {
  // Project ids are unique within an organization: each call gets its own unless it names one.
  const id = `P-${randomUUID().slice(0, 6)}`;
  const response = await person.client.post('/api/projects', { name: 'Concert hall', id, ...body });
  if (response.statusCode !== 201) throw new Error(`project create failed: ${response.body}`);
  return response.json().project._id as string;
}

/** Creates a phase through the API and returns its uuid. */
export async function createPhase(
  person: Person,
  projectId: string,
  body: Partial<{ name: string; budgetCents: number; from: string; to: string }> = {},
): Promise<string> {
  const response = await person.client.post(`/api/projects/${projectId}/phase`, {
    name: 'Design development',
    budgetCents: 1_200_000,
    from: '2030-01-06',
    to: '2030-03-27',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`phase create failed: ${response.body}`);
  return response.json().phase._id as string;
}

/** Creates a room through the API and returns its uuid. */
export async function createRoom(person: Person, projectId: string, name = 'Rehearsal room', number = '101') {
  const response = await person.client.post('/api/rooms', { projectId, name, number });
  if (response.statusCode !== 201) throw new Error(`room create failed: ${response.body}`);
  return response.json().room._id as string;
}

/** A valid Metric calc document the engine computes: a 7 × 6 × 4 m classroom. */
export function classroomCalc(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Classroom',
    units: { system: 'Metric' },
    len: 7,
    width: 6,
    height: 4,
    temperature: 20,
    rtDecay: 60,
    settings: { limitCoefficients: false, airAbsorption: true },
    gui: { showSabine: true, openPanels: ['sabine'] },
    surfaces: [
      {
        type: 'multiaxis-custom-alpha',
        name: 'Painted plaster walls',
        a125: 0.01,
        a250: 0.02,
        a500: 0.02,
        a1000: 0.03,
        a2000: 0.04,
        a4000: 0.05,
        area: { lr: 56, fr: 48 },
      },
      {
        type: 'multiaxis-custom-alpha',
        name: 'Mineral fibre ceiling tile',
        a125: 0.3,
        a250: 0.55,
        a500: 0.7,
        a1000: 0.75,
        a2000: 0.8,
        a4000: 0.8,
        area: { fc: 42 },
      },
    ],
    ...overrides,
  };
}

/** Saves a revision through the API and returns the answer's revision. */
export async function saveRevision(
  person: Person,
  roomId: string,
  body: { calc?: string; revisionComment?: string; phaseId?: string | null } = {},
) {
  const response = await person.client.post(`/api/rooms/${roomId}/rev`, {
    calc: JSON.stringify(classroomCalc()),
    revisionComment: 'First pass',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`revision save failed: ${response.body}`);
  return response.json().revision as { _id: string; id: number };
}

/** Everything one organization owns, for the tenancy tests. */
export type Workspace = {
  clientId: string;
  projectId: string;
  phaseId: string;
  roomId: string;
  /** The room the partition's sound arrives in (another room than `roomId`). */
  receiveRoomId: string;
  revisionNumber: number;
  noteId: string;
  partitionId: string;
};

/** Builds a project with one of everything as the given pro person. */
export async function buildWorkspace(person: Person): Promise<Workspace> {
  const clientResponse = await person.client.post('/api/clients', clientBody());
  const clientId = clientResponse.json().client._id as string;
  const projectId = await createProject(person, { clientId });
  const phaseId = await createPhase(person, projectId);
  const roomId = await createRoom(person, projectId, 'Stage', '1');
  const receiveRoomId = await createRoom(person, projectId, 'Foyer', '2');
  const revision = await saveRevision(person, roomId, { phaseId });
  const note = await person.client.post(`/api/projects/${projectId}/notes`, {
    type: 'in-person',
    timestamp: '2030-01-10T15:30:00.000Z',
    attendees: 'Ana, Bo',
    body: '<p>Kick-off</p>',
  });
  const partition = await person.client.post(`/api/projects/${projectId}/partitions`, {
    sourceRoomId: roomId,
    receiveRoomId,
    nc: 35,
    stc: 50,
    surfaceArea: 24,
  });
  return {
    clientId,
    projectId,
    phaseId,
    roomId,
    receiveRoomId,
    revisionNumber: revision.id,
    noteId: note.json().note._id as string,
    partitionId: partition.json().partition._id as string,
  };
}
