import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.ts';
import { useTestApp } from './helpers/test-app.ts';
import {
  addMember,
  buildWorkspace,
  classroomCalc,
  clientBody,
  type Person,
  setPlan,
  signUp,
  type Workspace,
} from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

type Actor = 'pro owner' | 'pro member' | 'owner without plan' | 'member without plan' | 'solo' | 'solo pro';

/**
 * Builds one workspace (as a pro organization-level user, so every record exists), then puts the
 * organization on the actor's plan and returns the actor.
 */
async function setUp(app: FastifyInstance, context: AppContext, actor: Actor) {
  const isSolo = actor.startsWith('solo');
  const owner = await signUp(app, isSolo ? {} : { organizationName: `Org ${actor}` });
  await setPlan(context, owner.organizationId, 'pro-monthly');
  const workspace = await buildWorkspace(owner);
  const planCode = actor.includes('pro') ? 'pro-monthly' : actor === 'solo' ? null : 'manufacturer-monthly';
  await setPlan(context, owner.organizationId, planCode);
  const person = actor.includes('member') ? await addMember(app, context, owner.organizationId) : owner;
  return { person, workspace };
}

/**
 * The actions of docs/product/permissions.md#plans that depend on role or plan, in an order that keeps each
 * valid.
 */
function actions(person: Person, ws: Workspace): [string, () => Promise<LightMyRequestResponse>][] {
  const { client } = person;
  const phase = { name: 'Tender', budgetCents: 1000, from: '2030-05-01', to: '2030-05-31' };
  const note = { type: 'in-person', timestamp: '2030-01-01T10:00:00Z', attendees: 'Ana', body: '<p>x</p>' };
  let ownClientId = '';
  return [
    [
      'create client',
      async () => {
        const response = await client.post('/api/clients', clientBody());
        ownClientId = response.json().client?._id ?? '';
        return response;
      },
    ],
    ['create project', () => client.post('/api/projects', { name: 'New' })],
    ['create room', () => client.post('/api/rooms', { projectId: ws.projectId, name: 'Lobby', number: '9' })],
    [
      'save revision',
      () =>
        client.post(`/api/rooms/${ws.roomId}/rev`, {
          calc: JSON.stringify(classroomCalc()),
          revisionComment: 'x',
          phaseId: ws.phaseId,
        }),
    ],
    ['read notes', () => client.get(`/api/projects/${ws.projectId}/notes`)],
    ['gantt timeline', () => client.get('/api/projects/timeline')],
    ['create phase', () => client.post(`/api/projects/${ws.projectId}/phase`, phase)],
    ['update phase', () => client.put(`/api/projects/${ws.projectId}/phase/${ws.phaseId}`, phase)],
    ['create note', () => client.post(`/api/projects/${ws.projectId}/notes`, note)],
    ['update note', () => client.put(`/api/projects/${ws.projectId}/notes/${ws.noteId}`, note)],
    [
      'create partition',
      () =>
        client.post(`/api/projects/${ws.projectId}/partitions`, {
          sourceRoomId: ws.roomId,
          receiveRoomId: ws.receiveRoomId,
          nc: 30,
          stc: 40,
          surfaceArea: 2,
        }),
    ],
    [
      'update partition',
      () =>
        client.post(`/api/projects/${ws.projectId}/partitions/${ws.partitionId}`, {
          sourceRoomId: ws.roomId,
          receiveRoomId: ws.receiveRoomId,
          nc: 31,
          stc: 41,
          surfaceArea: 2,
        }),
    ],
    ['delete partition', () => client.delete(`/api/projects/${ws.projectId}/partitions/${ws.partitionId}`)],
    ['delete note', () => client.delete(`/api/projects/${ws.projectId}/notes/${ws.noteId}`)],
    ['delete revision', () => client.delete(`/api/rooms/${ws.roomId}/rev/${ws.revisionNumber}`)],
    ['delete phase', () => client.delete(`/api/projects/${ws.projectId}/phase/${ws.phaseId}`)],
    ['delete room', () => client.delete(`/api/projects/${ws.projectId}/room/${ws.roomId}`)],
    ['delete client', () => client.delete(`/api/clients/${ownClientId}`)],
    ['delete project', () => client.delete(`/api/projects/${ws.projectId}`)],
  ];
}

const OK_CREATE = { 'create client': 201, 'create project': 201, 'create room': 201, 'save revision': 201 };
const PRO_WRITES = {
  'gantt timeline': 200,
  'create phase': 201,
  'update phase': 200,
  'create note': 201,
  'update note': 200,
  'create partition': 201,
  'update partition': 200,
  'delete partition': 200,
  'delete note': 200,
};
const PRO_REFUSED = Object.fromEntries(Object.keys(PRO_WRITES).map((name) => [name, 403]));
const DELETES = {
  'delete revision': 200,
  'delete phase': 200,
  'delete room': 200,
  'delete client': 200,
  'delete project': 200,
};
const DELETES_REFUSED = Object.fromEntries(Object.keys(DELETES).map((name) => [name, 403]));

const EXPECTED: Record<Actor, Record<string, number>> = {
  'pro owner': { ...OK_CREATE, 'read notes': 200, ...PRO_WRITES, ...DELETES },
  'pro member': { ...OK_CREATE, 'read notes': 200, ...PRO_WRITES, ...DELETES_REFUSED },
  // Deleting a phase is a phase write, so it needs the pro plan as well as the organization level.
  'owner without plan': { ...OK_CREATE, 'read notes': 200, ...PRO_REFUSED, ...DELETES, 'delete phase': 403 },
  'member without plan': { ...OK_CREATE, 'read notes': 200, ...PRO_REFUSED, ...DELETES_REFUSED },
  solo: { ...OK_CREATE, 'read notes': 200, ...PRO_REFUSED, ...DELETES_REFUSED },
  'solo pro': { ...OK_CREATE, 'read notes': 200, ...PRO_WRITES, ...DELETES_REFUSED },
};

describe('roles and plans', () => {
  for (const actor of Object.keys(EXPECTED) as Actor[]) {
    it(`allows and refuses what the permissions of docs/product/permissions.md say for a ${actor}`, async () => {
      const { app, context } = getApp();
      const { person, workspace } = await setUp(app, context, actor);
      const answers: Record<string, number> = {};
      for (const [name, call] of actions(person, workspace)) answers[name] = (await call()).statusCode;
      expect(answers).toEqual(EXPECTED[actor]);
    });
  }

  it('lets a non-pro user save a revision without a phase', async () => {
    const { app, context } = getApp();
    const { person, workspace } = await setUp(app, context, 'member without plan');
    const response = await person.client.post(`/api/rooms/${workspace.roomId}/rev`, {
      calc: JSON.stringify(classroomCalc()),
      revisionComment: 'no phase',
    });
    expect(response.statusCode).toBe(201);
  });
});
