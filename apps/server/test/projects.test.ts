import { MESSAGES, PROJECT_ID_TAKEN, PROJECT_PAGE_SIZE } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notes, phases, projectPartitions, projects, revisions, rooms } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import {
  addMember,
  buildWorkspace,
  clientBody,
  createOrganization,
  createPhase,
  createProject,
  setPlan,
  signUp,
} from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

describe('projects', () => {
  it('creates a project with a client and reads it with the organization units', async () => {
    const { app, context } = getApp();
    const { owner } = await createOrganization(app, context);
    const client = (await owner.client.post('/api/clients', clientBody({ name: 'City Library' }))).json()
      .client;
    const created = await owner.client.post('/api/projects', {
      name: ' Library ',
      id: 'L-7',
      clientId: client._id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().project).toMatchObject({
      id: 'L-7',
      name: 'Library',
      client: { _id: client._id, id: client.id, name: 'City Library' },
      projectManager: null,
      organization: { units: 'Imperial' },
      phases: [],
      roomCount: 0,
    });
    const read = await owner.client.get(`/api/projects/${created.json().project._id}`);
    expect(read.json().project).toEqual(created.json().project);
  });

  it('requires a name and accepts an empty project id', async () => {
    const person = await signUp(getApp().app);
    const noName = await person.client.post('/api/projects', { name: '', id: 'X' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errfor).toEqual({ name: MESSAGES.required });
    const noId = await person.client.post('/api/projects', { name: 'Gym' });
    expect(noId.statusCode).toBe(201);
    expect(noId.json().project.id).toBe('');
  });

  it("refuses another user's client", async () => {
    const { app } = getApp();
    const other = await signUp(app);
    const foreign = (await other.client.post('/api/clients', clientBody())).json().client._id;
    const person = await signUp(app);
    const response = await person.client.post('/api/projects', { name: 'Gym', clientId: foreign });
    expect(response.statusCode).toBe(404);
    expect(await getApp().context.database.db.select().from(projects)).toHaveLength(0);
  });

  it('saves settings: id, name and a project manager among the members', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context);
    const projectId = await createProject(organization.owner);
    const saved = await organization.owner.client.put(`/api/projects/${projectId}`, {
      id: 'P-2',
      name: 'Concert hall, stage 2',
      projectManagerId: organization.member.userId,
      clientId: null,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().project).toMatchObject({
      id: 'P-2',
      name: 'Concert hall, stage 2',
      projectManager: {
        id: organization.member.userId,
        name: 'Mia Member',
        email: organization.member.email,
      },
    });

    const stranger = await signUp(app);
    const foreignManager = await organization.owner.client.put(`/api/projects/${projectId}`, {
      id: 'P-2',
      name: 'x',
      projectManagerId: stranger.userId,
      clientId: null,
    });
    expect(foreignManager.statusCode).toBe(404);

    const missing = await organization.owner.client.put(`/api/projects/${projectId}`, {
      id: '',
      name: '',
      projectManagerId: null,
      clientId: null,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errfor).toEqual({ id: MESSAGES.required, name: MESSAGES.required });
  });

  it('keeps a client chosen by another member when a member saves settings', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context);
    const client = (await organization.owner.client.post('/api/clients', clientBody())).json().client;
    const projectId = await createProject(organization.owner, { clientId: client._id });
    const saved = await organization.member.client.put(`/api/projects/${projectId}`, {
      id: 'P-1',
      name: 'Renamed by member',
      projectManagerId: organization.member.userId,
      clientId: client._id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().project.client._id).toBe(client._id);
  });

  it('searches organization members for the project manager field', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context);
    await addMember(app, context, organization.organizationId, { firstName: 'Lena', lastName: 'Varga' });
    const outsider = await signUp(app);
    const all = await organization.member.client.get('/api/projects/managers');
    expect(all.json().members).toHaveLength(3);
    const lena = await organization.member.client.get('/api/projects/managers?q=varg');
    expect(lena.json().members.map((member: { name: string }) => member.name)).toEqual(['Lena Varga']);
    const byEmail = await organization.owner.client.get(`/api/projects/managers?q=${outsider.email}`);
    expect(byEmail.json().members).toEqual([]);
  });

  it('lists the dashboard with search, sort, My Projects and pages', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context);
    const client = (
      await organization.owner.client.post('/api/clients', clientBody({ name: 'Zephyr Arts' }))
    ).json().client;
    await createProject(organization.owner, { name: 'Bravo hall', id: 'B' });
    await createProject(organization.owner, { name: 'Alpha room', id: 'A', clientId: client._id });
    const mine = await createProject(organization.owner, { name: 'Charlie studio', id: 'C' });

    const list = async (query: string, as = organization.member) =>
      (await as.client.get(`/api/projects${query}`)).json();
    const names = async (query: string) =>
      (await list(query)).projects.map((project: { projectName: string }) => project.projectName);

    expect(await names('?sort=projectName')).toEqual(['Alpha room', 'Bravo hall', 'Charlie studio']);
    expect(await names('?sort=-projectId')).toEqual(['Charlie studio', 'Bravo hall', 'Alpha room']);
    expect(await names('?sort=-clientName')).toEqual(['Alpha room', 'Bravo hall', 'Charlie studio']);
    expect(await names('?q=zephyr')).toEqual(['Alpha room']);
    expect((await list('?q=alpha')).projects[0]).toMatchObject({
      projectId: 'A',
      projectName: 'Alpha room',
      clientName: 'Zephyr Arts',
      projectManagerName: '',
    });

    expect((await list('')).hasAssigned).toBe(false);
    expect(await names('?filter=mine')).toEqual([]);
    await organization.owner.client.put(`/api/projects/${mine}`, {
      id: 'C',
      name: 'Charlie studio',
      projectManagerId: organization.member.userId,
      clientId: null,
    });
    expect((await list('')).hasAssigned).toBe(true);
    expect(await names('?filter=mine')).toEqual(['Charlie studio']);
    expect((await list('', organization.owner)).hasAssigned).toBe(false);

    expect((await organization.owner.client.get('/api/projects?sort=budget')).statusCode).toBe(400);
  });

  it('pages the dashboard list', async () => {
    const { app, context } = getApp();
    const { owner } = await createOrganization(app, context);
    const values = Array.from({ length: PROJECT_PAGE_SIZE + 3 }, (_, index) => ({
      organizationId: owner.organizationId,
      projectId: `P-${String(index).padStart(3, '0')}`,
      name: `Project ${index}`,
    }));
    await context.database.db.insert(projects).values(values);
    const first = (await owner.client.get('/api/projects?sort=projectId')).json();
    expect(first).toMatchObject({ total: PROJECT_PAGE_SIZE + 3, page: 1, pages: { total: 2 } });
    expect(first.projects).toHaveLength(PROJECT_PAGE_SIZE);
    const second = (await owner.client.get('/api/projects?sort=projectId&page=2')).json();
    expect(second.projects.map((project: { projectId: string }) => project.projectId)).toEqual([
      `P-${String(PROJECT_PAGE_SIZE).padStart(3, '0')}`,
      `P-${String(PROJECT_PAGE_SIZE + 1).padStart(3, '0')}`,
      `P-${String(PROJECT_PAGE_SIZE + 2).padStart(3, '0')}`,
    ]);
  });

  it('gives pro users the timeline of projects and their dated phases', async () => {
    const { app, context } = getApp();
    const { owner, organizationId } = await createOrganization(app, context);
    const projectId = await createProject(owner, { name: 'Hall', id: 'P-1' });
    await createPhase(owner, projectId, { name: 'Design', from: '2030-02-01', to: '2030-03-01' });
    await createPhase(owner, projectId, { name: 'Build', from: '2030-03-02', to: '2030-06-30' });
    await createProject(owner, { name: 'No phases yet' });
    const timeline = await owner.client.get('/api/projects/timeline');
    expect(timeline.statusCode).toBe(200);
    expect(timeline.json().projects).toEqual([
      {
        _id: projectId,
        id: 'P-1',
        name: 'Hall',
        phases: [
          { _id: expect.any(String), name: 'Design', from: '2030-02-01', to: '2030-03-01' },
          { _id: expect.any(String), name: 'Build', from: '2030-03-02', to: '2030-06-30' },
        ],
      },
    ]);
    await setPlan(context, organizationId, 'manufacturer-monthly');
    expect((await owner.client.get('/api/projects/timeline')).statusCode).toBe(403);
  });

  it('refuses a project id another project of the organization has, at the field, and keeps both projects', async () => {
    const { app, context } = getApp();
    const { owner } = await createOrganization(app, context);
    const other = await createOrganization(app, context);
    const first = await createProject(owner, { name: 'Hall', id: 'P-7' });
    const duplicate = await owner.client.post('/api/projects', { name: 'Annex', id: 'P-7' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ success: false, errors: [], errfor: { id: PROJECT_ID_TAKEN } });
    const second = await createProject(owner, { name: 'Annex', id: 'P-8' });
    const renamed = await owner.client.put(`/api/projects/${second}`, {
      id: 'P-7',
      name: 'Annex',
      projectManagerId: null,
      clientId: null,
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().errfor).toEqual({ id: PROJECT_ID_TAKEN });
    const unchanged = await owner.client.put(`/api/projects/${first}`, {
      id: 'P-7',
      name: 'Hall (renamed)',
      projectManagerId: null,
      clientId: null,
    });
    expect(unchanged.statusCode).toBe(200);
    expect((await createProject(other.owner, { name: 'Elsewhere', id: 'P-7' })).length).toBeGreaterThan(0);
    expect((await createProject(owner, { name: 'No id yet', id: '' })).length).toBeGreaterThan(0);
    expect((await createProject(owner, { name: 'No id either', id: '' })).length).toBeGreaterThan(0);
    const names = (await owner.client.get('/api/projects?sort=projectName'))
      .json()
      .projects.map(
        (project: { projectName: string; projectId: string }) =>
          `${project.projectId}:${project.projectName}`,
      );
    expect(names).toEqual(['P-8:Annex', 'P-7:Hall (renamed)', ':No id either', ':No id yet']);
  });

  it('draws the timeline of the list page the same search, filter, sort and page show', async () => {
    const { app, context } = getApp();
    const { owner, member } = await createOrganization(app, context);
    const dated = { from: '2030-02-01', to: '2030-03-01' };
    const hall = await createProject(owner, { name: 'Concert hall', id: 'P-1' });
    const school = await createProject(owner, { name: 'School', id: 'P-2' });
    const assigned = await owner.client.put(`/api/projects/${school}`, {
      name: 'School',
      id: 'P-2',
      projectManagerId: member.userId,
      clientId: null,
    });
    expect(assigned.statusCode).toBe(200);
    await createPhase(owner, hall, { name: 'Design', ...dated });
    await createPhase(owner, school, { name: 'Build', ...dated });
    const names = async (query: string, person = owner) =>
      (
        (await person.client.get(`/api/projects/timeline?${query}`)).json().projects as Array<{
          name: string;
        }>
      ).map((project) => project.name);
    expect(await names('sort=projectName')).toEqual(['Concert hall', 'School']);
    expect(await names('sort=-projectName')).toEqual(['School', 'Concert hall']);
    expect(await names('q=hall')).toEqual(['Concert hall']);
    expect(await names('filter=mine', member)).toEqual(['School']);
    expect(await names('page=2')).toEqual([]);
    const refused = await owner.client.get('/api/projects/timeline?page=0');
    expect(refused.statusCode).toBe(400);
  });

  it('deletes a project with its rooms, revisions, phases, notes and partitions', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context);
    const workspace = await buildWorkspace(organization.owner);
    const keep = await buildWorkspace(organization.owner);
    const db = context.database.db;
    const counts = async () => ({
      projects: (await db.select().from(projects)).length,
      rooms: (await db.select().from(rooms)).length,
      revisions: (await db.select().from(revisions)).length,
      phases: (await db.select().from(phases)).length,
      notes: (await db.select().from(notes)).length,
      partitions: (await db.select().from(projectPartitions)).length,
    });
    expect(await counts()).toEqual({
      projects: 2,
      rooms: 4,
      revisions: 2,
      phases: 2,
      notes: 2,
      partitions: 2,
    });

    expect((await organization.member.client.delete(`/api/projects/${workspace.projectId}`)).statusCode).toBe(
      403,
    );
    const deleted = await organization.owner.client.delete(`/api/projects/${workspace.projectId}`);
    expect(deleted.statusCode).toBe(200);
    expect(await counts()).toEqual({
      projects: 1,
      rooms: 2,
      revisions: 1,
      phases: 1,
      notes: 1,
      partitions: 1,
    });
    const [left] = await db.select().from(rooms).where(eq(rooms.projectId, keep.projectId));
    expect(left?.activeRevisionId).not.toBeNull();
    expect((await organization.owner.client.get(`/api/projects/${workspace.projectId}`)).statusCode).toBe(
      404,
    );
  });
});
