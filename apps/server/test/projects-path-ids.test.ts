import { REVISION_NUMBER_MESSAGE } from '@roomtone/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';
import { buildWorkspace, clientBody, createOrganization, type Person } from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

const NOT_AN_ID = 'not-a-uuid';
const MUST_BE_AN_ID = 'Must be an id';

type Call = [name: string, call: () => Promise<LightMyRequestResponse>, errfor: Record<string, string>];

/** One call of every workspace endpoint family with a path (or query) id that is not a uuid. */
function badIdCalls(person: Person, ws: { projectId: string; roomId: string }): Call[] {
  const { client } = person;
  const bad = NOT_AN_ID;
  const phase = { name: 'x', budgetCents: 100, from: '2030-01-01', to: '2030-01-02' };
  const note = { type: 'in-person', timestamp: '2030-01-01T10:00:00Z', attendees: 'x', body: '' };
  const partition = { sourceRoomId: ws.roomId, receiveRoomId: ws.roomId, nc: 30, stc: 40, surfaceArea: 1 };
  const room = { name: 'x', number: '1', activeRTRevision: null };
  const id = { id: MUST_BE_AN_ID };
  return [
    ['GET client', () => client.get(`/api/clients/${bad}`), id],
    ['PUT client', () => client.put(`/api/clients/${bad}`, clientBody()), id],
    ['DELETE client', () => client.delete(`/api/clients/${bad}`), id],
    ['GET project', () => client.get(`/api/projects/${bad}`), id],
    [
      'PUT project',
      () =>
        client.put(`/api/projects/${bad}`, { id: 'x', name: 'x', projectManagerId: null, clientId: null }),
      id,
    ],
    ['DELETE project', () => client.delete(`/api/projects/${bad}`), id],
    ['POST phase', () => client.post(`/api/projects/${bad}/phase`, phase), id],
    ['GET phase', () => client.get(`/api/projects/${ws.projectId}/phase/${bad}`), { phaseId: MUST_BE_AN_ID }],
    [
      'PUT phase',
      () => client.put(`/api/projects/${bad}/phase/${bad}`, phase),
      { ...id, phaseId: MUST_BE_AN_ID },
    ],
    [
      'DELETE phase',
      () => client.delete(`/api/projects/${ws.projectId}/phase/${bad}`),
      { phaseId: MUST_BE_AN_ID },
    ],
    ['GET notes', () => client.get(`/api/projects/${bad}/notes`), id],
    ['POST note', () => client.post(`/api/projects/${bad}/notes`, note), id],
    ['GET note', () => client.get(`/api/projects/${ws.projectId}/notes/${bad}`), { noteId: MUST_BE_AN_ID }],
    [
      'PUT note',
      () => client.put(`/api/projects/${ws.projectId}/notes/${bad}`, note),
      { noteId: MUST_BE_AN_ID },
    ],
    [
      'DELETE note',
      () => client.delete(`/api/projects/${bad}/notes/${bad}`),
      { ...id, noteId: MUST_BE_AN_ID },
    ],
    ['GET partitions', () => client.get(`/api/projects/${bad}/partitions`), id],
    ['POST partition', () => client.post(`/api/projects/${bad}/partitions`, partition), id],
    [
      'POST to partition',
      () => client.post(`/api/projects/${ws.projectId}/partitions/${bad}`, partition),
      { partitionId: MUST_BE_AN_ID },
    ],
    [
      'DELETE partition',
      () => client.delete(`/api/projects/${ws.projectId}/partitions/${bad}`),
      { partitionId: MUST_BE_AN_ID },
    ],
    ['GET rooms', () => client.get(`/api/rooms?projectId=${bad}`), { projectId: MUST_BE_AN_ID }],
    [
      'POST room',
      () => client.post('/api/rooms', { projectId: bad, name: 'x', number: '1' }),
      { projectId: MUST_BE_AN_ID },
    ],
    ['GET room', () => client.get(`/api/rooms/${bad}`), { roomId: MUST_BE_AN_ID }],
    ['PUT room', () => client.put(`/api/rooms/${bad}`, room), { roomId: MUST_BE_AN_ID }],
    [
      'DELETE room',
      () => client.delete(`/api/projects/${ws.projectId}/room/${bad}`),
      { roomId: MUST_BE_AN_ID },
    ],
    ['GET revisions', () => client.get(`/api/rooms/${bad}/rev`), { roomId: MUST_BE_AN_ID }],
    [
      'POST revision',
      () => client.post(`/api/rooms/${bad}/rev`, { calc: '{}', revisionComment: 'x' }),
      { roomId: MUST_BE_AN_ID },
    ],
    ['GET revision', () => client.get(`/api/rooms/${bad}/rev/1`), { roomId: MUST_BE_AN_ID }],
    [
      'GET revision by a number that is none',
      () => client.get(`/api/rooms/${ws.roomId}/rev/latest`),
      { revId: REVISION_NUMBER_MESSAGE },
    ],
    [
      'DELETE revision',
      () => client.delete(`/api/rooms/${ws.roomId}/rev/0`),
      { revId: REVISION_NUMBER_MESSAGE },
    ],
  ];
}

describe('path ids', () => {
  it('answers 400 naming the field to an id that is not a uuid, on every workspace endpoint family', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context);
    const ws = await buildWorkspace(organization.owner);

    const answers: Record<string, { status: number; errfor: unknown }> = {};
    const expected: Record<string, { status: number; errfor: unknown }> = {};
    for (const [name, call, errfor] of badIdCalls(organization.owner, ws)) {
      const response = await call();
      answers[name] = { status: response.statusCode, errfor: response.json().errfor };
      expected[name] = { status: 400, errfor };
    }
    expect(answers).toEqual(expected);
  });
});
