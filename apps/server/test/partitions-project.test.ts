import { MESSAGES } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { projectPartitions } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import { createOrganization, createProject, createRoom } from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

async function projectWithRooms() {
  const { app, context } = getApp();
  const organization = await createOrganization(app, context);
  const projectId = await createProject(organization.owner);
  const office = await createRoom(organization.owner, projectId, 'Office', '210');
  const meeting = await createRoom(organization.owner, projectId, 'Meeting room', '211');
  return { organization, owner: organization.owner, projectId, office, meeting };
}

describe('project partitions', () => {
  it('adds a partition and rates its speech privacy from nc + stc', async () => {
    const { owner, projectId, office, meeting } = await projectWithRooms();
    const created = await owner.client.post(`/api/projects/${projectId}/partitions`, {
      sourceRoomId: meeting,
      receiveRoomId: office,
      nc: 35,
      stc: 45,
      surfaceArea: 12.5,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().partition).toMatchObject({
      sourceRoom: { _id: meeting, name: 'Meeting room', number: '211' },
      receiveRoom: { _id: office, name: 'Office', number: '210' },
      nc: 35,
      stc: 45,
      surfaceArea: 12.5,
      // 35 + 45 = 80 is not above 80: Good (above 75), not Excellent.
      privacy: 'Good',
    });

    const id = created.json().partition._id as string;
    const saved = await owner.client.post(`/api/projects/${projectId}/partitions/${id}`, {
      sourceRoomId: meeting,
      receiveRoomId: office,
      nc: 40,
      stc: 52,
      surfaceArea: 12.5,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().partition.privacy).toBe('Total privacy');

    const list = await owner.client.get(`/api/projects/${projectId}/partitions`);
    expect(list.json().partitions).toHaveLength(1);
  });

  it("requires both rooms with the spec's messages and whole NC and STC values", async () => {
    const { owner, projectId } = await projectWithRooms();
    const response = await owner.client.post(`/api/projects/${projectId}/partitions`, {
      sourceRoomId: '',
      nc: 30.5,
      stc: 45,
      surfaceArea: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errfor).toEqual({
      sourceRoomId: MESSAGES.sourceRoomRequired,
      receiveRoomId: MESSAGES.receiveRoomRequired,
      nc: 'Must be a whole number',
      surfaceArea: 'Must be 0 or more',
    });
  });

  it('refuses an update without rooms or with bad ratings, and keeps the partition', async () => {
    const { owner, projectId, office, meeting } = await projectWithRooms();
    const created = await owner.client.post(`/api/projects/${projectId}/partitions`, {
      sourceRoomId: meeting,
      receiveRoomId: office,
      nc: 35,
      stc: 45,
      surfaceArea: 12,
    });
    const url = `/api/projects/${projectId}/partitions/${created.json().partition._id}`;
    const empty = await owner.client.post(url, { sourceRoomId: '', receiveRoomId: 'room', stc: 201 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errfor).toEqual({
      sourceRoomId: MESSAGES.sourceRoomRequired,
      receiveRoomId: MESSAGES.receiveRoomRequired,
      nc: MESSAGES.required,
      stc: 'Must be between 0 and 100',
      surfaceArea: MESSAGES.required,
    });
    const badNumbers = await owner.client.post(url, {
      sourceRoomId: meeting,
      receiveRoomId: office,
      nc: -1,
      stc: 40.5,
      surfaceArea: '12',
    });
    expect(badNumbers.statusCode).toBe(400);
    expect(badNumbers.json().errfor).toEqual({
      nc: 'Must be between 15 and 70',
      stc: 'Must be a whole number',
      surfaceArea: MESSAGES.required,
    });
    const list = await owner.client.get(`/api/projects/${projectId}/partitions`);
    expect(list.json().partitions).toEqual([created.json().partition]);
  });

  it('refuses the same room as source and receive room, and NC or STC outside their ranges', async () => {
    const { owner, projectId, office, meeting } = await projectWithRooms();
    const url = `/api/projects/${projectId}/partitions`;
    const same = await owner.client.post(url, {
      sourceRoomId: office,
      receiveRoomId: office,
      nc: 35,
      stc: 45,
      surfaceArea: 12,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errfor).toEqual({ receiveRoomId: MESSAGES.partitionSameRoom });
    for (const [nc, stc, errfor] of [
      [14, 45, { nc: 'Must be between 15 and 70' }],
      [71, 45, { nc: 'Must be between 15 and 70' }],
      [35, 250, { stc: 'Must be between 0 and 100' }],
      [35, -1, { stc: 'Must be between 0 and 100' }],
    ] as const) {
      const response = await owner.client.post(url, {
        sourceRoomId: meeting,
        receiveRoomId: office,
        nc,
        stc,
        surfaceArea: 12,
      });
      expect(response.statusCode, `${nc} ${stc}`).toBe(400);
      expect(response.json().errfor).toEqual(errfor);
    }
    const edges = await owner.client.post(url, {
      sourceRoomId: meeting,
      receiveRoomId: office,
      nc: 70,
      stc: 100,
      surfaceArea: 12,
    });
    expect(edges.statusCode).toBe(201);
    expect(await getApp().context.database.db.select().from(projectPartitions)).toHaveLength(1);
  });

  it('refuses rooms that are not rooms of this project', async () => {
    const { owner, projectId, office } = await projectWithRooms();
    const other = await createProject(owner, { name: 'Other' });
    const elsewhere = await createRoom(owner, other, 'Elsewhere', '1');
    const response = await owner.client.post(`/api/projects/${projectId}/partitions`, {
      sourceRoomId: elsewhere,
      receiveRoomId: office,
      nc: 30,
      stc: 45,
      surfaceArea: 10,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errfor).toEqual({ sourceRoomId: MESSAGES.sourceRoomRequired });
    expect(await getApp().context.database.db.select().from(projectPartitions)).toHaveLength(0);
  });

  it('deletes a partition, and keeps it with an empty room when a room is deleted', async () => {
    const { owner, projectId, office, meeting } = await projectWithRooms();
    const body = { sourceRoomId: meeting, receiveRoomId: office, nc: 30, stc: 40, surfaceArea: 9 };
    const first = (await owner.client.post(`/api/projects/${projectId}/partitions`, body)).json().partition
      ._id;
    await owner.client.post(`/api/projects/${projectId}/partitions`, body);
    expect((await owner.client.delete(`/api/projects/${projectId}/partitions/${first}`)).statusCode).toBe(
      200,
    );
    expect((await owner.client.delete(`/api/projects/${projectId}/partitions/${first}`)).statusCode).toBe(
      404,
    );

    await owner.client.delete(`/api/projects/${projectId}/room/${meeting}`);
    const list = await owner.client.get(`/api/projects/${projectId}/partitions`);
    expect(list.json().partitions).toHaveLength(1);
    expect(list.json().partitions[0].sourceRoom).toBeNull();
  });
});
