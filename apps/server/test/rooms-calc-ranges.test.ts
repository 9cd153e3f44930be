import { CalcDocumentTextSchema } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { revisions } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import {
  classroomCalc,
  createOrganization,
  createPhase,
  createProject,
  createRoom,
} from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

async function roomToSave() {
  const { app, context } = getApp();
  const organization = await createOrganization(app, context);
  const projectId = await createProject(organization.owner, { id: 'P-1' });
  const phaseId = await createPhase(organization.owner, projectId);
  const roomId = await createRoom(organization.owner, projectId);
  return { owner: organization.owner, roomId, phaseId };
}

const surface = (overrides: Record<string, unknown>) => ({
  type: 'multiaxis-custom-alpha',
  a125: 0.1,
  a250: 0.1,
  a500: 0.1,
  a1000: 0.1,
  a2000: 0.1,
  a4000: 0.1,
  area: { lr: 10 },
  ...overrides,
});

describe('calc documents outside the physical ranges', () => {
  it.each([
    ['a 100 km room', { len: 100_000 }, 'Length: Must be at most 10 000 m'],
    ['a room at -300 °C', { temperature: -300 }, 'Temperature: Must be between -50 and 60 °C'],
    ['a decay of 0 dB', { rtDecay: 0 }, 'RT decay: Must be between 1 and 120 dB'],
    ['a negative RT goal', { rtGoal: -1 }, 'RT goal: Must be at least 0 s'],
    [
      'a length written with an exponent',
      { len: '1e3' },
      'Length: Please write the number in full, without an exponent (1e9)',
    ],
    [
      'a coefficient of 12',
      { surfaces: [surface({ a500: 12 })] },
      'Surface #1, coefficient at 500 Hz: Must be between 0 and 10',
    ],
    [
      'a negative area outside an existing room',
      { surfaces: [surface({ area: { lr: -80 } })] },
      'Surface #1, Sidewalls (lr) area: Must be between 0 and 100 000 000 m²',
    ],
    [
      'a balance of 150 %',
      { surfaces: [{ type: 'multiaxis-search-variable', balance: 150, area: { fc: 10 } }] },
      'Surface #1, balance: Must be between 0 and 100%',
    ],
  ])('refuses %s, naming the field, and stores nothing', async (_, overrides, message) => {
    const { owner, roomId, phaseId } = await roomToSave();
    const response = await owner.client.post(`/api/rooms/${roomId}/rev`, {
      calc: JSON.stringify(classroomCalc(overrides)),
      revisionComment: 'Out of range',
      phaseId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errfor.calc).toBe(message);
    expect(await getApp().context.database.db.select().from(revisions)).toHaveLength(0);
  });

  it('takes the largest room, the coldest air and an existing room with a negative area', async () => {
    const { owner, roomId, phaseId } = await roomToSave();
    const calc = classroomCalc({
      len: 10_000,
      temperature: -50,
      rtDecay: 120,
      surfaces: [{ type: 'existing-room-rt', rtAvg: 1.2, area: { lr: -20 } }],
    });
    expect(CalcDocumentTextSchema.safeParse(JSON.stringify(calc)).success).toBe(true);
    const response = await owner.client.post(`/api/rooms/${roomId}/rev`, {
      calc: JSON.stringify(calc),
      revisionComment: 'At the limits',
      phaseId,
    });
    expect(response.statusCode).toBe(201);
  });
});
