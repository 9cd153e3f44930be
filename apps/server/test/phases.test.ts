import { MESSAGES, PHASE_DATES_ORDER } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revisions } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import {
  createOrganization,
  createPhase,
  createProject,
  createRoom,
  saveRevision,
} from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

async function proProject() {
  const { app, context } = getApp();
  const organization = await createOrganization(app, context);
  const projectId = await createProject(organization.owner, { id: 'P-1' });
  return { organization, owner: organization.owner, projectId };
}

describe('phases', () => {
  it('adds a phase with name, budget, from and to, and shows it in the project', async () => {
    const { owner, projectId } = await proProject();
    const created = await owner.client.post(`/api/projects/${projectId}/phase`, {
      name: 'Schematic design',
      budgetCents: 450050,
      from: '2030-01-06',
      to: '2030-02-28',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      phase: {
        name: 'Schematic design',
        budgetCents: 450050,
        from: '2030-01-06',
        to: '2030-02-28',
        projectId,
      },
      project: { _id: projectId, id: 'P-1', name: 'Concert hall' },
    });
    const project = await owner.client.get(`/api/projects/${projectId}`);
    expect(project.json().project.phases).toHaveLength(1);
  });

  it('requires every field of the New Phase dialog and dates in order', async () => {
    const { owner, projectId } = await proProject();
    const empty = await owner.client.post(`/api/projects/${projectId}/phase`, { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errfor).toEqual({
      name: MESSAGES.required,
      budgetCents: MESSAGES.required,
      from: MESSAGES.required,
      to: MESSAGES.required,
    });
    const reversed = await owner.client.post(`/api/projects/${projectId}/phase`, {
      name: 'x',
      budgetCents: 100,
      from: '2030-03-01',
      to: '2030-02-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errfor).toEqual({ to: PHASE_DATES_ORDER });
    const badDate = await owner.client.post(`/api/projects/${projectId}/phase`, {
      name: 'x',
      budgetCents: -1,
      from: '2030-13-45',
      to: '2030-02-01',
    });
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().errfor).sort()).toEqual(['budgetCents', 'from']);
    const noSuchDay = await owner.client.post(`/api/projects/${projectId}/phase`, {
      name: 'x',
      budgetCents: 100,
      from: '2030-02-01',
      to: '2030-02-31',
    });
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json().errfor).toEqual({ to: 'Must be a date' });
  });

  it('reads and saves a phase on its screen, where the dates are optional', async () => {
    const { owner, projectId } = await proProject();
    const phaseId = await createPhase(owner, projectId);
    const read = await owner.client.get(`/api/projects/${projectId}/phase/${phaseId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().project.name).toBe('Concert hall');

    const saved = await owner.client.put(`/api/projects/${projectId}/phase/${phaseId}`, {
      name: 'Construction',
      budgetCents: 0,
      from: null,
      to: null,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().phase).toMatchObject({ name: 'Construction', budgetCents: 0, from: null, to: null });

    const missing = await owner.client.put(`/api/projects/${projectId}/phase/${phaseId}`, {
      name: '',
      from: null,
      to: null,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errfor).toEqual({ name: MESSAGES.required, budgetCents: MESSAGES.required });
  });

  it('answers 404 for a phase of another project of the same organization', async () => {
    const { owner, projectId } = await proProject();
    const other = await createProject(owner, { name: 'Other' });
    const phaseId = await createPhase(owner, other);
    expect((await owner.client.get(`/api/projects/${projectId}/phase/${phaseId}`)).statusCode).toBe(404);
    expect(
      (
        await owner.client.put(`/api/projects/${projectId}/phase/${phaseId}`, {
          name: 'x',
          budgetCents: 100,
          from: null,
          to: null,
        })
      ).statusCode,
    ).toBe(404);
    expect((await owner.client.delete(`/api/projects/${projectId}/phase/${phaseId}`)).statusCode).toBe(404);
  });

  it('deletes a phase for organization-level users; its revisions keep no phase', async () => {
    const { organization, owner, projectId } = await proProject();
    const phaseId = await createPhase(owner, projectId);
    const roomId = await createRoom(owner, projectId);
    const revision = await saveRevision(owner, roomId, { phaseId });

    expect(
      (await organization.member.client.delete(`/api/projects/${projectId}/phase/${phaseId}`)).statusCode,
    ).toBe(403);
    expect((await owner.client.delete(`/api/projects/${projectId}/phase/${phaseId}`)).statusCode).toBe(200);
    expect((await owner.client.get(`/api/projects/${projectId}/phase/${phaseId}`)).statusCode).toBe(404);
    const [row] = await getApp()
      .context.database.db.select()
      .from(revisions)
      .where(eq(revisions.id, revision._id));
    expect(row?.phaseId).toBeNull();
  });
});
