import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { rooms } from '../src/db/schema/index.ts';
import { findRevisionId } from '../src/modules/rooms/revisions.repo.ts';
import {
  activateNewestIfNone,
  recordSaveOnRoom,
  takeRevisionNumber,
} from '../src/modules/rooms/rooms.repo.ts';
import { useTestApp } from './helpers/test-app.ts';
import {
  createOrganization,
  createPhase,
  createProject,
  createRoom,
  saveRevision,
} from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

async function roomRow(db: Db, roomId: string) {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, roomId));
  return row;
}

/** One organization's room with a saved revision, and another organization. */
async function roomOfOneOrganization() {
  const { app, context } = getApp();
  const ours = await createOrganization(app, context);
  const theirs = await createOrganization(app, context);
  const projectId = await createProject(ours.owner);
  const phaseId = await createPhase(ours.owner, projectId);
  const roomId = await createRoom(ours.owner, projectId);
  const revision = await saveRevision(ours.owner, roomId, { phaseId });
  return { db: context.database.db, ours, theirs, roomId, revision };
}

describe('the rooms queries by room id are scoped to the organization in the query itself', () => {
  it("finds a revision of the organization's own room only", async () => {
    const { db, ours, theirs, roomId, revision } = await roomOfOneOrganization();
    expect(await findRevisionId(db, ours.organizationId, roomId, revision.id)).toBe(revision._id);
    expect(await findRevisionId(db, theirs.organizationId, roomId, revision.id)).toBeUndefined();
  });

  it("records a save on another organization's room not at all", async () => {
    const { db, theirs, roomId, revision } = await roomOfOneOrganization();
    const before = await roomRow(db, roomId);
    await recordSaveOnRoom(db, theirs.organizationId, roomId, {
      revisionId: revision._id,
      gui: { showSabine: false },
      phaseId: null,
      userId: theirs.owner.userId,
    });
    expect(await roomRow(db, roomId)).toEqual(before);
  });

  it("activates the newest revision of the organization's own room only", async () => {
    const { db, ours, theirs, roomId, revision } = await roomOfOneOrganization();
    await db.update(rooms).set({ activeRevisionId: null }).where(eq(rooms.id, roomId));
    await activateNewestIfNone(db, theirs.organizationId, roomId);
    expect((await roomRow(db, roomId))?.activeRevisionId).toBeNull();
    await activateNewestIfNone(db, ours.organizationId, roomId);
    expect((await roomRow(db, roomId))?.activeRevisionId).toBe(revision._id);
  });

  it("takes no revision number of another organization's room", async () => {
    const { db, ours, theirs, roomId } = await roomOfOneOrganization();
    await expect(takeRevisionNumber(db, theirs.organizationId, roomId)).rejects.toThrow(
      'the room of a new revision was not found',
    );
    expect((await roomRow(db, roomId))?.lastRevisionNumber).toBe(1);
    expect(await takeRevisionNumber(db, ours.organizationId, roomId)).toBe(2);
  });
});
