import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';
import {
  classroomCalc,
  createOrganization,
  createPhase,
  createProject,
  createRoom,
} from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

/** The classroom of the fixtures without air absorption, with an RT goal of 0.8 s ±10 %. */
function goalCalc(overrides: Record<string, unknown> = {}) {
  return classroomCalc({
    settings: { limitCoefficients: false, airAbsorption: false },
    rtGoal: 0.8,
    x500: 1,
    x1000: 1,
    s500: 10,
    l500: -10,
    s1000: 10,
    l1000: -10,
    ...overrides,
  });
}

describe('GET /api/rooms?projectId= RT summary', () => {
  it('gives each room the active revision’s RT at 500 Hz and 1 kHz against its goal', async () => {
    const { app, context } = getApp();
    const { owner } = await createOrganization(app, context);
    const projectId = await createProject(owner);
    const phaseId = await createPhase(owner, projectId);
    const calculated = await createRoom(owner, projectId, 'Classroom', '1');
    const empty = await createRoom(owner, projectId, 'Store', '2');
    const first = await owner.client.post(`/api/rooms/${calculated}/rev`, {
      calc: JSON.stringify(goalCalc({ rtGoal: 0.7 })),
      revisionComment: 'Goal 0.7 s',
      phaseId,
    });
    expect(first.statusCode).toBe(201);
    const second = await owner.client.post(`/api/rooms/${calculated}/rev`, {
      calc: JSON.stringify(goalCalc()),
      revisionComment: 'Goal 0.8 s',
      phaseId,
    });
    expect(second.statusCode).toBe(201);

    const listed = async () => {
      const response = await owner.client.get(`/api/rooms?projectId=${projectId}`);
      expect(response.statusCode).toBe(200);
      return response.json().rooms as Array<{ _id: string; rtSummary: unknown }>;
    };
    let rooms = await listed();
    // The first revision stays active: its goal is 0.7 s, so both values are above it.
    const summary = rooms.find((room) => room._id === calculated)?.rtSummary as {
      model: string;
      isAutomatic: boolean;
      bands: Array<{ frequencyHz: number; rt: number; goal: { goal: number }; standing: string }>;
    };
    expect(summary.model).toBe('Sabine');
    expect(summary.isAutomatic).toBe(true);
    // Sabine by hand: 0.161·168 m³ / 31.48 m² and / 34.62 m².
    expect(summary.bands.map((band) => band.frequencyHz)).toEqual([500, 1000]);
    expect(summary.bands[0]?.rt).toBeCloseTo(0.859, 2);
    expect(summary.bands[1]?.rt).toBeCloseTo(0.781, 2);
    expect(summary.bands.map((band) => band.standing)).toEqual(['above', 'above']);
    expect(rooms.find((room) => room._id === empty)?.rtSummary).toBeNull();

    // Making the second revision active moves the summary with it.
    const put = await owner.client.put(`/api/rooms/${calculated}`, {
      name: 'Classroom',
      number: '1',
      activeRTRevision: 2,
    });
    expect(put.statusCode).toBe(200);
    rooms = await listed();
    const active = rooms.find((room) => room._id === calculated)?.rtSummary as typeof summary;
    expect(active.bands.map((band) => band.standing)).toEqual(['within', 'within']);
    expect(active.bands[0]?.goal.goal).toBeCloseTo(0.8, 12);
  });
});
