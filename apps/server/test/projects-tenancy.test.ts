import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.ts';
import type { Db } from '../src/db/client.ts';
import {
  clients,
  notes,
  phases,
  projectPartitions,
  projects,
  revisions,
  rooms,
} from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import {
  buildWorkspace,
  classroomCalc,
  clientBody,
  createOrganization,
  createProject,
  createRoom,
  type Person,
  type Workspace,
} from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

/** Every row of every table the workspace endpoints write, to prove nothing changed. */
async function snapshot(db: Db) {
  const order = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
  return {
    clients: order(await db.select().from(clients)),
    projects: order(await db.select().from(projects)),
    phases: order(await db.select().from(phases)),
    rooms: order(await db.select().from(rooms)),
    revisions: order(await db.select().from(revisions)),
    notes: order(await db.select().from(notes)),
    partitions: order(await db.select().from(projectPartitions)),
  };
}

/** Every call of the workspace API, aimed at the other organization's ids. */
function foreignCalls(caller: Person, other: Workspace, own: { projectId: string; roomId: string }) {
  const { client } = caller;
  const phase = { name: 'x', budgetCents: 100, from: '2030-01-01', to: '2030-01-02' };
  const note = { type: 'in-person', timestamp: '2030-01-01T10:00:00Z', attendees: 'x', body: '' };
  const partition = (sourceRoomId: string, receiveRoomId: string) => ({
    sourceRoomId,
    receiveRoomId,
    nc: 30,
    stc: 40,
    surfaceArea: 1,
  });
  const calls: [string, () => Promise<LightMyRequestResponse>][] = [
    ['GET client', () => client.get(`/api/clients/${other.clientId}`)],
    ['PUT client', () => client.put(`/api/clients/${other.clientId}`, clientBody())],
    ['DELETE client', () => client.delete(`/api/clients/${other.clientId}`)],
    [
      'POST project with their client',
      () => client.post('/api/projects', { name: 'x', clientId: other.clientId }),
    ],
    ['GET project', () => client.get(`/api/projects/${other.projectId}`)],
    [
      'PUT project',
      () =>
        client.put(`/api/projects/${other.projectId}`, {
          id: 'x',
          name: 'x',
          projectManagerId: null,
          clientId: null,
        }),
    ],
    [
      'PUT own project with their client',
      () =>
        client.put(`/api/projects/${own.projectId}`, {
          id: 'x',
          name: 'x',
          projectManagerId: null,
          clientId: other.clientId,
        }),
    ],
    ['DELETE project', () => client.delete(`/api/projects/${other.projectId}`)],
    ['POST phase', () => client.post(`/api/projects/${other.projectId}/phase`, phase)],
    ['GET phase', () => client.get(`/api/projects/${other.projectId}/phase/${other.phaseId}`)],
    [
      'GET their phase under own project',
      () => client.get(`/api/projects/${own.projectId}/phase/${other.phaseId}`),
    ],
    ['PUT phase', () => client.put(`/api/projects/${other.projectId}/phase/${other.phaseId}`, phase)],
    [
      'PUT their phase under own project',
      () => client.put(`/api/projects/${own.projectId}/phase/${other.phaseId}`, phase),
    ],
    ['DELETE phase', () => client.delete(`/api/projects/${other.projectId}/phase/${other.phaseId}`)],
    ['GET notes', () => client.get(`/api/projects/${other.projectId}/notes`)],
    ['POST note', () => client.post(`/api/projects/${other.projectId}/notes`, note)],
    ['GET note', () => client.get(`/api/projects/${other.projectId}/notes/${other.noteId}`)],
    [
      'GET their note under own project',
      () => client.get(`/api/projects/${own.projectId}/notes/${other.noteId}`),
    ],
    ['PUT note', () => client.put(`/api/projects/${other.projectId}/notes/${other.noteId}`, note)],
    ['DELETE note', () => client.delete(`/api/projects/${other.projectId}/notes/${other.noteId}`)],
    ['GET partitions', () => client.get(`/api/projects/${other.projectId}/partitions`)],
    [
      'POST partition',
      () =>
        client.post(
          `/api/projects/${other.projectId}/partitions`,
          partition(other.roomId, other.receiveRoomId),
        ),
    ],
    [
      'POST partition in own project with their rooms',
      () => client.post(`/api/projects/${own.projectId}/partitions`, partition(other.roomId, own.roomId)),
    ],
    [
      'POST to partition',
      () =>
        client.post(
          `/api/projects/${other.projectId}/partitions/${other.partitionId}`,
          partition(other.roomId, other.receiveRoomId),
        ),
    ],
    [
      'DELETE partition',
      () => client.delete(`/api/projects/${other.projectId}/partitions/${other.partitionId}`),
    ],
    ['GET rooms', () => client.get(`/api/rooms?projectId=${other.projectId}`)],
    ['POST room', () => client.post('/api/rooms', { projectId: other.projectId, name: 'x', number: '1' })],
    ['GET room', () => client.get(`/api/rooms/${other.roomId}`)],
    [
      'PUT room',
      () =>
        client.put(`/api/rooms/${other.roomId}`, {
          name: 'x',
          number: '1',
          activeRTRevision: other.revisionNumber,
        }),
    ],
    // Revision numbers count within their room, so another room's revision can only be named
    // through that room; a number own room never had is refused like any other.
    [
      'PUT own room with a revision it does not have',
      () =>
        client.put(`/api/rooms/${own.roomId}`, {
          name: 'x',
          number: '1',
          activeRTRevision: other.revisionNumber + 100,
        }),
    ],
    ['GET revisions', () => client.get(`/api/rooms/${other.roomId}/rev`)],
    [
      'POST revision',
      () =>
        client.post(`/api/rooms/${other.roomId}/rev`, {
          calc: JSON.stringify(classroomCalc()),
          revisionComment: 'x',
          phaseId: other.phaseId,
        }),
    ],
    [
      'POST revision to own room with their phase',
      () =>
        client.post(`/api/rooms/${own.roomId}/rev`, {
          calc: JSON.stringify(classroomCalc()),
          revisionComment: 'x',
          phaseId: other.phaseId,
        }),
    ],
    ['GET revision', () => client.get(`/api/rooms/${other.roomId}/rev/${other.revisionNumber}`)],
    [
      'GET a revision number own room does not have',
      () => client.get(`/api/rooms/${own.roomId}/rev/${other.revisionNumber + 100}`),
    ],
    ['DELETE revision', () => client.delete(`/api/rooms/${other.roomId}/rev/${other.revisionNumber}`)],
    ['DELETE room', () => client.delete(`/api/projects/${other.projectId}/room/${other.roomId}`)],
    [
      'DELETE their room under own project',
      () => client.delete(`/api/projects/${own.projectId}/room/${other.roomId}`),
    ],
  ];
  return calls;
}

/** Who calls with the other organization's ids: each is refused something by plan or role too. */
type Caller = 'pro owner' | 'member without plan' | 'project manager';

/**
 * The caller in organization A with a project and a room of their own: the pro owner; a member of
 * an organization without a plan (pro writes and deletes refused); a pro member who manages a
 * project of their organization (deletes refused).
 */
async function callerOf(app: FastifyInstance, context: AppContext, kind: Caller) {
  if (kind === 'member without plan') {
    const organization = await createOrganization(app, context, null);
    const person = organization.member;
    const projectId = await createProject(person, { name: 'Mine' });
    return { person, projectId, roomId: await createRoom(person, projectId) };
  }
  const organization = await createOrganization(app, context);
  const projectId = await createProject(organization.owner, { name: 'Mine' });
  if (kind === 'pro owner') {
    return { person: organization.owner, projectId, roomId: await createRoom(organization.owner, projectId) };
  }
  const person = organization.member;
  const assigned = await organization.owner.client.put(`/api/projects/${projectId}`, {
    id: 'P-1',
    name: 'Mine',
    projectManagerId: person.userId,
    clientId: null,
  });
  expect(assigned.json().project.projectManager.id).toBe(person.userId);
  return { person, projectId, roomId: await createRoom(person, projectId) };
}

describe('tenancy', () => {
  for (const kind of ['pro owner', 'member without plan', 'project manager'] as const) {
    it(`answers 404 to every call of a ${kind} with another organization's ids, and changes nothing`, async () => {
      const { app, context } = getApp();
      const caller = await callerOf(app, context, kind);
      const orgB = await createOrganization(app, context);
      const theirs = await buildWorkspace(orgB.owner);
      const before = await snapshot(context.database.db);

      const answers: Record<string, number> = {};
      for (const [name, call] of foreignCalls(caller.person, theirs, caller)) {
        answers[name] = (await call()).statusCode;
      }
      const expected = Object.fromEntries(Object.keys(answers).map((name) => [name, 404]));
      expect(answers).toEqual(expected);
      expect(Object.keys(answers).length).toBeGreaterThanOrEqual(38);

      const after = await snapshot(context.database.db);
      expect(after).toEqual(before);
    });
  }

  it("keeps another organization's projects, members and phases out of lists and searches", async () => {
    const { app, context } = getApp();
    const orgA = await createOrganization(app, context);
    const orgB = await createOrganization(app, context);
    await buildWorkspace(orgB.owner);
    await createProject(orgA.owner, { name: 'Mine' });

    const list = await orgA.member.client.get('/api/projects');
    expect(list.json().projects.map((project: { projectName: string }) => project.projectName)).toEqual([
      'Mine',
    ]);
    expect(list.json().total).toBe(1);
    const search = await orgA.owner.client.get(`/api/projects/managers?q=${orgB.member.email}`);
    expect(search.json().members).toEqual([]);
    expect((await orgA.owner.client.get('/api/projects/timeline')).json().projects).toEqual([]);
    expect((await orgA.owner.client.get('/api/clients')).json().clients).toEqual([]);
  });
});
