import { MESSAGES, ROOM_DETAIL_REVISION_LIMIT } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revisions, rooms } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import {
  classroomCalc,
  createOrganization,
  createPhase,
  createProject,
  createRoom,
  saveRevision,
  signUp,
} from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

async function proProjectWithRoom() {
  const { app, context } = getApp();
  const organization = await createOrganization(app, context);
  const projectId = await createProject(organization.owner, { id: 'P-1' });
  const phaseId = await createPhase(organization.owner, projectId);
  const roomId = await createRoom(organization.owner, projectId);
  return { organization, owner: organization.owner, projectId, phaseId, roomId };
}

describe('rooms', () => {
  it('creates, lists, reads and renames a room of a project', async () => {
    const { owner, projectId } = await proProjectWithRoom();
    const created = await owner.client.post('/api/rooms', { projectId, name: ' Studio A ', number: '204' });
    expect(created.statusCode).toBe(201);
    expect(created.json().room).toMatchObject({
      name: 'Studio A',
      number: '204',
      projectId,
      activeRTRevision: null,
      revisionCount: 0,
    });
    const roomId = created.json().room._id as string;

    const list = await owner.client.get(`/api/rooms?projectId=${projectId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().rooms.map((room: { number: string }) => room.number)).toEqual(['101', '204']);

    const detail = await owner.client.get(`/api/rooms/${roomId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().room).toMatchObject({
      _id: roomId,
      projectId,
      project: { _id: projectId, id: 'P-1', name: 'Concert hall', units: 'Imperial' },
      phaseId: null,
      activeRTRevision: null,
      gui: {},
      revisions: [],
    });
    expect(detail.json().phases).toEqual([{ _id: expect.any(String), name: 'Design development' }]);

    const renamed = await owner.client.put(`/api/rooms/${roomId}`, {
      name: 'Studio B',
      number: '205',
      activeRTRevision: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().room).toMatchObject({ name: 'Studio B', number: '205' });
  });

  it('refuses a room without name or number, or for a project that does not exist', async () => {
    const { owner, projectId } = await proProjectWithRoom();
    const empty = await owner.client.post('/api/rooms', { projectId, name: ' ', number: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errfor).toEqual({ name: MESSAGES.required, number: MESSAGES.required });
    const missing = await owner.client.post('/api/rooms', {
      projectId: '00000000-0000-4000-8000-000000000000',
      name: 'A',
      number: '1',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses room settings without name or number, or with a revision that is no number, and keeps the room', async () => {
    const { owner, roomId } = await proProjectWithRoom();
    const before = await getApp().context.database.db.select().from(rooms);
    const empty = await owner.client.put(`/api/rooms/${roomId}`, {
      name: ' ',
      number: '',
      activeRTRevision: null,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errfor).toEqual({ name: MESSAGES.required, number: MESSAGES.required });
    const missing = await owner.client.put(`/api/rooms/${roomId}`, { activeRTRevision: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errfor).toEqual({ name: MESSAGES.required, number: MESSAGES.required });
    const badRevision = await owner.client.put(`/api/rooms/${roomId}`, {
      name: 'A',
      number: '1',
      activeRTRevision: 'latest',
    });
    expect(badRevision.statusCode).toBe(400);
    expect(badRevision.json().errfor).toEqual({ activeRTRevision: MESSAGES.required });
    expect(await getApp().context.database.db.select().from(rooms)).toEqual(before);
  });

  it('saves a revision, recomputing the summary and results on the server', async () => {
    const { owner, roomId, phaseId, organization } = await proProjectWithRoom();
    // Numbers the browser might claim are ignored: the stored results come from the engine.
    const calc = { ...classroomCalc(), results: { sabine: [99, 99, 99, 99, 99, 99] }, len: '7' };
    const response = await owner.client.post(`/api/rooms/${roomId}/rev`, {
      calc: JSON.stringify(calc),
      revisionComment: ' Baseline ',
      phaseId,
    });
    expect(response.statusCode).toBe(201);
    const revision = response.json().revision;
    expect(revision).toMatchObject({
      roomId,
      phaseId,
      calcType: 'rtcalc',
      revisionComment: 'Baseline',
      createdBy: `Test ${organization.owner.email.slice(5, 13)}`,
      len: 7,
      width: 6,
      height: 4,
      units: 'Metric',
    });
    expect(revision.id).toEqual(expect.any(Number));

    const [stored] = await getApp()
      .context.database.db.select()
      .from(revisions)
      .where(eq(revisions.id, revision._id as string));
    const results = stored?.results as { volume: number; rt: { sabine: { value: number }[] } };
    expect(results.volume).toBe(168);
    // Sabine at 500 Hz: 0.161 × 168 / (104 × 0.02 + 42 × 0.7 + air) ≈ 0.86 s.
    expect(results.rt.sabine[2]?.value).toBeCloseTo(0.161 * (168 / (104 * 0.02 + 42 * 0.7)), 1);
    expect((stored?.calc as { len: string } | undefined)?.len).toBe('7');

    const room = await owner.client.get(`/api/rooms/${roomId}`);
    expect(room.json().room).toMatchObject({
      activeRTRevision: revision.id,
      phaseId,
      gui: { showSabine: true, openPanels: ['sabine'] },
      revisionCount: 1,
    });
    expect(room.json().room.revisions[0]).toEqual(revision);
  });

  it('returns a revision with its calc document as JSON text', async () => {
    const { owner, roomId, phaseId } = await proProjectWithRoom();
    const saved = await saveRevision(owner, roomId, { phaseId });
    const response = await owner.client.get(`/api/rooms/${roomId}/rev/${saved.id}`);
    expect(response.statusCode).toBe(200);
    const revision = response.json().revision;
    expect(typeof revision.calc).toBe('string');
    expect(JSON.parse(revision.calc)).toEqual(classroomCalc());
    expect(revision.id).toBe(saved.id);
    expect((await owner.client.get(`/api/rooms/${roomId}/rev/${saved.id + 1000}`)).statusCode).toBe(404);
  });

  it('refuses a revision without a comment, with invalid JSON, or with an invalid document', async () => {
    const { owner, roomId, phaseId } = await proProjectWithRoom();
    const noComment = await owner.client.post(`/api/rooms/${roomId}/rev`, {
      calc: JSON.stringify(classroomCalc()),
      revisionComment: '  ',
      phaseId,
    });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().errfor).toEqual({ revisionComment: 'This field is required' });

    const badJson = await owner.client.post(`/api/rooms/${roomId}/rev`, {
      calc: '{"len": 7,',
      revisionComment: 'x',
      phaseId,
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().errors).toEqual([MESSAGES.errorParsingCalculation]);
    expect(badJson.json().errfor.calc).toBe(MESSAGES.errorParsingCalculation);

    const badDocument = await owner.client.post(`/api/rooms/${roomId}/rev`, {
      calc: JSON.stringify(classroomCalc({ len: -3 })),
      revisionComment: 'x',
      phaseId,
    });
    expect(badDocument.statusCode).toBe(400);
    expect(badDocument.json().errfor.calc).toBe('Length: Must be greater than 0 m');

    const count = await getApp().context.database.db.select().from(revisions);
    expect(count).toHaveLength(0);
  });

  it('requires a phase of the project from pro users, and not from others', async () => {
    const { app } = getApp();
    const { owner, roomId } = await proProjectWithRoom();
    const noPhase = await owner.client.post(`/api/rooms/${roomId}/rev`, {
      calc: JSON.stringify(classroomCalc()),
      revisionComment: 'x',
    });
    expect(noPhase.statusCode).toBe(400);
    expect(noPhase.json().errfor).toEqual({ phaseId: MESSAGES.required });

    const otherProject = await createProject(owner, { name: 'Other' });
    const foreignPhase = await createPhase(owner, otherProject);
    const wrongPhase = await owner.client.post(`/api/rooms/${roomId}/rev`, {
      calc: JSON.stringify(classroomCalc()),
      revisionComment: 'x',
      phaseId: foreignPhase,
    });
    expect(wrongPhase.statusCode).toBe(404);

    const solo = await signUp(app);
    const soloProject = await createProject(solo);
    const soloRoom = await createRoom(solo, soloProject);
    const saved = await solo.client.post(`/api/rooms/${soloRoom}/rev`, {
      calc: JSON.stringify(classroomCalc()),
      revisionComment: 'x',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().revision.phaseId).toBeNull();
  });

  it('keeps both revisions when two saves of the same room arrive at the same moment', async () => {
    const { owner, roomId, phaseId } = await proProjectWithRoom();
    const save = (comment: string) =>
      owner.client.post(`/api/rooms/${roomId}/rev`, {
        calc: JSON.stringify(classroomCalc()),
        revisionComment: comment,
        phaseId,
      });
    const [first, second] = await Promise.all([save('Lena'), save('Tomas')]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(first.json().revision.id).not.toBe(second.json().revision.id);

    const stored = await getApp()
      .context.database.db.select()
      .from(revisions)
      .where(eq(revisions.roomId, roomId));
    expect(stored.map((row) => row.revisionComment).sort()).toEqual(['Lena', 'Tomas']);
    const [room] = await getApp().context.database.db.select().from(rooms).where(eq(rooms.id, roomId));
    expect(stored.map((row) => row.id)).toContain(room?.activeRevisionId);
  });

  it('lists revisions newest first, at most 50 in the room and 10 per page', async () => {
    const { owner, roomId, phaseId } = await proProjectWithRoom();
    for (let index = 1; index <= 12; index += 1) {
      await saveRevision(owner, roomId, { phaseId, revisionComment: `Rev ${index}` });
    }
    const room = await owner.client.get(`/api/rooms/${roomId}`);
    const comments = room
      .json()
      .room.revisions.map((revision: { revisionComment: string }) => revision.revisionComment);
    expect(comments[0]).toBe('Rev 12');
    expect(comments).toHaveLength(Math.min(12, ROOM_DETAIL_REVISION_LIMIT));
    expect(room.json().room.activeRTRevision).toBe(room.json().room.revisions.at(-1).id);

    const page2 = await owner.client.get(`/api/rooms/${roomId}/rev?page=2`);
    expect(page2.statusCode).toBe(200);
    expect(page2.json()).toMatchObject({ page: 2, pages: { total: 2 }, total: 12 });
    expect(
      page2.json().revisions.map((revision: { revisionComment: string }) => revision.revisionComment),
    ).toEqual(['Rev 2', 'Rev 1']);
  });

  it('makes a chosen revision active in room settings, and only one of this room', async () => {
    const { owner, roomId, phaseId, projectId } = await proProjectWithRoom();
    const first = await saveRevision(owner, roomId, { phaseId });
    const second = await saveRevision(owner, roomId, { phaseId, revisionComment: 'Second' });
    const chosen = await owner.client.put(`/api/rooms/${roomId}`, {
      name: 'Rehearsal room',
      number: '101',
      activeRTRevision: second.id,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().room.activeRTRevision).toBe(second.id);

    // Numbers count within each room: the other room's first revision is #1 there, and a
    // number this room never gave is refused.
    const otherRoom = await createRoom(owner, projectId, 'Other', '102');
    const foreign = await saveRevision(owner, otherRoom, { phaseId });
    expect([first.id, second.id, foreign.id]).toEqual([1, 2, 1]);
    const wrong = await owner.client.put(`/api/rooms/${roomId}`, {
      name: 'Rehearsal room',
      number: '101',
      activeRTRevision: second.id + 1,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().errfor.activeRTRevision).toBe('Choose a revision of this room');

    const cleared = await owner.client.put(`/api/rooms/${roomId}`, {
      name: 'Rehearsal room',
      number: '101',
      activeRTRevision: null,
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errfor.activeRTRevision).toBe(MESSAGES.required);
    expect(first.id).toBeLessThan(second.id);
  });

  it('lets organization-level users delete revisions, moving the active one to the newest left', async () => {
    const { organization, roomId, phaseId } = await proProjectWithRoom();
    const { owner, member } = organization;
    const first = await saveRevision(owner, roomId, { phaseId });
    const second = await saveRevision(owner, roomId, { phaseId });
    await owner.client.put(`/api/rooms/${roomId}`, { name: 'R', number: '1', activeRTRevision: first.id });

    const refused = await member.client.delete(`/api/rooms/${roomId}/rev/${first.id}`);
    expect(refused.statusCode).toBe(403);

    const deleted = await owner.client.delete(`/api/rooms/${roomId}/rev/${first.id}`);
    expect(deleted.statusCode).toBe(200);
    const room = await owner.client.get(`/api/rooms/${roomId}`);
    expect(room.json().room.activeRTRevision).toBe(second.id);
    expect(room.json().room.revisionCount).toBe(1);
    expect((await owner.client.delete(`/api/rooms/${roomId}/rev/${first.id}`)).statusCode).toBe(404);
  });

  it('deletes a room with its revisions for organization-level users only', async () => {
    const { organization, roomId, phaseId, projectId } = await proProjectWithRoom();
    await saveRevision(organization.owner, roomId, { phaseId });
    const refused = await organization.member.client.delete(`/api/projects/${projectId}/room/${roomId}`);
    expect(refused.statusCode).toBe(403);
    const deleted = await organization.owner.client.delete(`/api/projects/${projectId}/room/${roomId}`);
    expect(deleted.statusCode).toBe(200);
    expect((await organization.owner.client.get(`/api/rooms/${roomId}`)).statusCode).toBe(404);
    const left = await getApp()
      .context.database.db.select()
      .from(revisions)
      .where(eq(revisions.roomId, roomId));
    expect(left).toHaveLength(0);
  });

  it('answers 401 to an anonymous caller', async () => {
    const { roomId } = await proProjectWithRoom();
    const anonymous = new TestClient(getApp().app);
    expect((await anonymous.get(`/api/rooms/${roomId}`)).statusCode).toBe(401);
  });
});
