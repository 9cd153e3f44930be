import { CLIENT_ID_TAKEN, MESSAGES } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, projects } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { clientBody, createOrganization, createProject, signUp } from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

describe('clients', () => {
  it('adds a client with its country name from the code, reads, edits and lists it', async () => {
    const person = await signUp(getApp().app);
    const created = await person.client.post('/api/clients', {
      id: ' C-100 ',
      name: 'Harbour Theatre Trust',
      address: '1 Quay Road',
      country: 'gb',
    });
    expect(created.statusCode).toBe(201);
    const client = created.json().client;
    expect(client).toMatchObject({
      id: 'C-100',
      name: 'Harbour Theatre Trust',
      address: '1 Quay Road',
      country: { code: 'GB', name: 'United Kingdom' },
    });

    const read = await person.client.get(`/api/clients/${client._id}`);
    expect(read.json().client).toEqual(client);

    const edited = await person.client.put(`/api/clients/${client._id}`, {
      id: 'C-100',
      name: 'Harbour Arts Trust',
      address: '2 Quay Road',
      country: 'IE',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().client).toMatchObject({
      name: 'Harbour Arts Trust',
      country: { code: 'IE', name: 'Ireland' },
    });

    const list = await person.client.get('/api/clients');
    expect(list.json().clients).toHaveLength(1);
  });

  it('requires id, name, address and a country of the list', async () => {
    const person = await signUp(getApp().app);
    const empty = await person.client.post('/api/clients', { id: '', name: ' ', address: '', country: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errfor).toEqual({
      id: MESSAGES.required,
      name: MESSAGES.required,
      address: MESSAGES.required,
      country: MESSAGES.required,
    });
    const unknownCountry = await person.client.post('/api/clients', clientBody({ country: 'XX' }));
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().errfor.country).toBeDefined();
    expect(await getApp().context.database.db.select().from(clients)).toHaveLength(0);
  });

  it('refuses an edit without id, name, address or a country of the list, and keeps the client', async () => {
    const person = await signUp(getApp().app);
    const created = await person.client.post('/api/clients', clientBody({ id: 'C-7' }));
    const id = created.json().client._id as string;
    const empty = await person.client.put(`/api/clients/${id}`, {
      id: ' ',
      name: '',
      address: ' ',
      country: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errfor).toEqual({
      id: MESSAGES.required,
      name: MESSAGES.required,
      address: MESSAGES.required,
      country: MESSAGES.required,
    });
    const missing = await person.client.put(`/api/clients/${id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errfor).sort()).toEqual(['address', 'country', 'id', 'name']);
    const unknownCountry = await person.client.put(`/api/clients/${id}`, clientBody({ country: 'XX' }));
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().errfor.country).toBeDefined();
    expect((await person.client.get(`/api/clients/${id}`)).json().client).toEqual(created.json().client);
  });

  it('refuses a second client with the same id for the same user', async () => {
    const person = await signUp(getApp().app);
    await person.client.post('/api/clients', clientBody({ id: 'C-1' }));
    const duplicate = await person.client.post('/api/clients', clientBody({ id: 'C-1' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errfor).toEqual({ id: CLIENT_ID_TAKEN });
    const other = await signUp(getApp().app);
    expect((await other.client.post('/api/clients', clientBody({ id: 'C-1' }))).statusCode).toBe(201);
  });

  it('searches and sorts the list', async () => {
    const person = await signUp(getApp().app);
    await person.client.post('/api/clients', clientBody({ id: 'B-2', name: 'Bravo Opera', country: 'FR' }));
    await person.client.post('/api/clients', clientBody({ id: 'A-1', name: 'Alpha Studios', country: 'DE' }));
    await person.client.post('/api/clients', clientBody({ id: 'C-3', name: 'Charlie Arena', country: 'AT' }));
    const names = async (query: string) =>
      (await person.client.get(`/api/clients${query}`))
        .json()
        .clients.map((client: { name: string }) => client.name);
    expect(await names('')).toEqual(['Alpha Studios', 'Bravo Opera', 'Charlie Arena']);
    expect(await names('?sort=-name')).toEqual(['Charlie Arena', 'Bravo Opera', 'Alpha Studios']);
    expect(await names('?sort=country')).toEqual(['Charlie Arena', 'Bravo Opera', 'Alpha Studios']);
    expect(await names('?q=opera')).toEqual(['Bravo Opera']);
    expect(await names('?q=germany')).toEqual(['Alpha Studios']);
    expect(await names('?q=%25')).toEqual([]);
    expect((await person.client.get('/api/clients?sort=address')).statusCode).toBe(400);
  });

  it("shows a member the organization's clients, keeps each client's creator, and hides them from other organizations", async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context);
    const body = clientBody();
    const created = await organization.owner.client.post('/api/clients', body);
    const id = created.json().client._id as string;
    const member = organization.member.client;
    expect((await member.get(`/api/clients/${id}`)).statusCode).toBe(200);
    expect(
      (await member.get('/api/clients')).json().clients.map((client: { _id: string }) => client._id),
    ).toEqual([id]);
    const edited = await member.put(`/api/clients/${id}`, { ...body, name: 'Harbour Hall Trust' });
    expect(edited.statusCode).toBe(200);
    const [row] = await context.database.db.select().from(clients).where(eq(clients.id, id));
    expect(row?.ownerUserId).toBe(organization.owner.userId);
    expect(row?.name).toBe('Harbour Hall Trust');
    // The id is taken across the organization, whoever created the client.
    const duplicate = await member.post('/api/clients', clientBody({ id: body.id }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errfor).toEqual({ id: CLIENT_ID_TAKEN });
    // A project of the organization may name it, whoever creates the project.
    const project = await member.post('/api/projects', { name: 'Harbour Hall', id: 'HH-1', clientId: id });
    expect(project.statusCode).toBe(201);

    const stranger = await signUp(app);
    expect((await stranger.client.get(`/api/clients/${id}`)).statusCode).toBe(404);
    expect((await stranger.client.put(`/api/clients/${id}`, clientBody())).statusCode).toBe(404);
    expect((await stranger.client.get('/api/clients')).json().clients).toEqual([]);
    const foreignProject = await stranger.client.post('/api/projects', { name: 'Gym', clientId: id });
    expect(foreignProject.statusCode).toBe(404);
  });

  it("keeps a solo user's clients their own", async () => {
    const { app } = getApp();
    const solo = await signUp(app);
    const other = await signUp(app);
    const body = clientBody();
    const created = await solo.client.post('/api/clients', body);
    expect(created.statusCode).toBe(201);
    expect((await solo.client.get('/api/clients')).json().clients).toHaveLength(1);
    expect((await other.client.get('/api/clients')).json().clients).toEqual([]);
    // Another solo user may use the same client id: their clients are apart.
    expect((await other.client.post('/api/clients', clientBody({ id: body.id }))).statusCode).toBe(201);
  });

  it('lets organization-level users remove clients, and keeps the projects that named them', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context);
    const ownerClient = await organization.owner.client.post('/api/clients', clientBody());
    const ownerClientId = ownerClient.json().client._id as string;
    const projectId = await createProject(organization.owner, { clientId: ownerClientId });

    const memberClient = await organization.member.client.post('/api/clients', clientBody());
    const memberClientId = memberClient.json().client._id as string;
    expect((await organization.member.client.delete(`/api/clients/${memberClientId}`)).statusCode).toBe(403);

    expect((await organization.owner.client.delete(`/api/clients/${ownerClientId}`)).statusCode).toBe(200);
    expect((await organization.owner.client.get(`/api/clients/${ownerClientId}`)).statusCode).toBe(404);
    const project = await organization.owner.client.get(`/api/projects/${projectId}`);
    expect(project.json().project.client).toBeNull();
    expect(await context.database.db.select().from(projects)).toHaveLength(1);
  });

  it('refuses a solo user deleting a client (only organization accounts delete)', async () => {
    const solo = await signUp(getApp().app);
    const created = await solo.client.post('/api/clients', clientBody());
    const response = await solo.client.delete(`/api/clients/${created.json().client._id}`);
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 to anonymous callers', async () => {
    const anonymous = new TestClient(getApp().app);
    expect((await anonymous.get('/api/clients')).statusCode).toBe(401);
    expect((await anonymous.post('/api/clients', clientBody())).statusCode).toBe(401);
  });
});
