import { MESSAGES, RAYTRACE_MESSAGES } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { revisions } from '../src/db/schema/index.ts';
import { raytraceBody, raytraceSettings } from './helpers/raytrace-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import {
  classroomCalc,
  createOrganization,
  createPhase,
  createProject,
  createRoom,
  saveRevision,
} from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

async function roomOfNewOrganization() {
  const { app, context } = getApp();
  const organization = await createOrganization(app, context);
  const projectId = await createProject(organization.owner);
  const phaseId = await createPhase(organization.owner, projectId);
  const roomId = await createRoom(organization.owner, projectId);
  return { owner: organization.owner, projectId, phaseId, roomId };
}

describe('ray tracer revisions', () => {
  it('saves a simulation as a raytracer revision of the room and reads it back to the last digit', async () => {
    const { owner, projectId, phaseId, roomId } = await roomOfNewOrganization();
    const body = raytraceBody(roomId, phaseId);
    const saved = await owner.client.post('/api/raytraces', body);
    expect(saved.statusCode).toBe(201);
    const revision = saved.json().revision;
    expect(revision).toMatchObject({
      roomId,
      phaseId,
      calcType: 'raytracer',
      revisionComment: 'Simulation, fast',
      len: 7,
      width: 6,
      height: 4,
      units: 'Metric',
    });

    const room = await owner.client.get(`/api/rooms/${roomId}`);
    expect(room.json().room.revisions.map((listed: { _id: string }) => listed._id)).toEqual([revision._id]);
    // A simulation never becomes the room's active RT revision.
    expect(room.json().room.activeRTRevision).toBeNull();

    const read = await owner.client.get(`/api/raytraces/${revision._id}`);
    expect(read.statusCode).toBe(200);
    const raytrace = read.json().raytrace;
    expect(raytrace).toMatchObject({
      _id: revision._id,
      id: revision.id,
      roomId,
      projectId,
      calcType: 'raytracer',
    });
    expect(raytrace.settings).toEqual(body.settings);
    expect(raytrace.results).toEqual(JSON.parse(JSON.stringify(body.results)));
    const { gui: _gui, ...calcWithoutGui } = classroomCalc();
    expect(JSON.parse(raytrace.calc)).toEqual(calcWithoutGui);
  });

  it('keeps the calculator revision active and lists the simulation beside it', async () => {
    const { owner, phaseId, roomId } = await roomOfNewOrganization();
    const calculation = await saveRevision(owner, roomId, { phaseId });
    const saved = await owner.client.post('/api/raytraces', raytraceBody(roomId, phaseId));
    expect(saved.statusCode).toBe(201);
    const room = (await owner.client.get(`/api/rooms/${roomId}`)).json().room;
    expect(room.activeRTRevision).toBe(calculation.id);
    expect(room.revisions.map((listed: { calcType: string }) => listed.calcType)).toEqual([
      'raytracer',
      'rtcalc',
    ]);
    // The calculator's revision is no simulation.
    const notASimulation = await owner.client.get(`/api/raytraces/${calculation._id}`);
    expect(notASimulation.statusCode).toBe(404);
  });

  it("answers 404 for another organization's simulation and room, and 401 without a session", async () => {
    const { owner, phaseId, roomId } = await roomOfNewOrganization();
    const saved = await owner.client.post('/api/raytraces', raytraceBody(roomId, phaseId));
    const id = saved.json().revision._id as string;
    const other = await roomOfNewOrganization();

    const read = await other.owner.client.get(`/api/raytraces/${id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().errors).toEqual([RAYTRACE_MESSAGES.notFound]);
    expect(read.body).not.toContain(roomId);
    const write = await other.owner.client.post('/api/raytraces', raytraceBody(roomId, other.phaseId));
    expect(write.statusCode).toBe(404);

    const anonymous = new TestClient(getApp().app);
    const anonymousRead = await anonymous.get(`/api/raytraces/${id}`);
    expect(anonymousRead.statusCode).toBe(401);
    expect(anonymousRead.json().errors).toEqual([MESSAGES.mustBeLoggedIn]);
  });

  it('answers bad input with a message at the field and stores nothing', async () => {
    const { owner, phaseId, roomId } = await roomOfNewOrganization();
    const db = getApp().context.database.db;
    const before = await db.select().from(revisions);
    const valid = raytraceBody(roomId, phaseId);

    const negative = await owner.client.post('/api/raytraces', {
      ...valid,
      calc: JSON.stringify(classroomCalc({ len: -7 })),
    });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json().errfor)).toEqual(['calc.len']);
    expect(negative.json().errfor['calc.len']).toMatch(/greater than 0/);

    const scattering = await owner.client.post('/api/raytraces', {
      ...valid,
      settings: { ...valid.settings, scattering: { lr: 1.5, fr: -0.1, fc: 0.2 } },
    });
    expect(scattering.statusCode).toBe(400);
    expect(scattering.json().errfor).toEqual({
      'settings.scattering.lr': 'Must be between 0 and 1',
      'settings.scattering.fr': 'Must be between 0 and 1',
    });

    const noRays = await owner.client.post('/api/raytraces', {
      ...valid,
      settings: { ...valid.settings, rayCount: 0 },
    });
    expect(noRays.statusCode).toBe(400);
    expect(noRays.json().errfor).toEqual({ 'settings.rayCount': RAYTRACE_MESSAGES.rayCount });

    const outside = await owner.client.post('/api/raytraces', {
      ...valid,
      settings: raytraceSettings({ receiver: { x: 6.95, y: 3, z: 1.2 } }),
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errfor).toEqual({ 'settings.receiver': RAYTRACE_MESSAGES.insideRoom });

    const notJson = await owner.client.post('/api/raytraces', { ...valid, calc: '{not json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errfor).toEqual({ calc: MESSAGES.errorParsingCalculation });

    const withoutComment = await owner.client.post('/api/raytraces', { ...valid, revisionComment: ' ' });
    expect(withoutComment.json().errfor).toEqual({ revisionComment: MESSAGES.required });

    expect(await db.select().from(revisions)).toEqual(before);
  });
});
