import { randomUUID } from 'node:crypto';
import type { Finish } from '@roomtone/contracts';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, configuration, finishCategories, finishes } from '../src/db/schema/index.ts';
import { grantFullAccess } from '../src/modules/admin/admin-access.repo.ts';
import { seedFinishes } from '../src/modules/finishes/finish-import.service.ts';
import { findFinishesByIds } from '../src/modules/finishes/finishes.repo.ts';
import { categoryIdOf, finishBody } from './helpers/finishes-fixtures.ts';
import { insertPerson } from './helpers/route-fixtures.ts';
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

describe('adding a global finish', () => {
  it('adds it to the library for everyone, audited; refuses a missing description at its field', async () => {
    const testApp = getApp();
    const db = testApp.context.database.db;
    const admin = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
    await grantFullAccess(db, admin.userId);
    const [category] = await db
      .select({ id: finishCategories.id })
      .from(finishCategories)
      .where(eq(finishCategories.isPublic, true))
      .limit(1);
    const name = `Slotted birch panel ${Date.now()}`;

    const refused = await admin.client.post('/api/admin/finishes', {
      ...finishBody({ name }),
      description: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errfor.description).toBe('This field is required');

    const added = await admin.client.post(
      '/api/admin/finishes',
      finishBody({ name, categoryId: category?.id }),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Finish added');
    const id: string = added.json().finish.id;

    const visitor = new TestClient(testApp.app);
    const found = await visitor.get(`/api/finishes/search?q=${encodeURIComponent('slotted birch')}`);
    expect(found.statusCode).toBe(200);
    expect(JSON.stringify(found.json())).toContain(name);

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'admin.finish.create'));
    expect(audit?.target).toBe(id);
    expect(audit?.actorUserId).toBe(admin.userId);
  });
});

/** An administrator with every permission, and a finish of the public category Walls they added (visitors see it). */
async function adminWithPublicFinish(name: string) {
  const testApp = getApp();
  const admin = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
  await grantFullAccess(testApp.context.database.db, admin.userId);
  const added = await admin.client.post(
    '/api/admin/finishes',
    finishBody({ name, categoryId: await categoryIdOf(testApp, 'Walls') }),
  );
  expect(added.statusCode).toBe(201);
  return { admin, finish: added.json().finish as Finish };
}

/** A calc document with one surface chosen from the library: it names the finish and carries its values. */
function calcUsing(finish: Finish): string {
  const surface = {
    type: 'multiaxis-search',
    finish: finish.id,
    finishObj: { finishName: finish.finishName, finishDetails: finish.finishDetails },
    name: 'Side walls',
    a125: finish.a125,
    a250: finish.a250,
    a500: finish.a500,
    a1000: finish.a1000,
    a2000: finish.a2000,
    a4000: finish.a4000,
    area: { lr: 20 },
  };
  const calc = classroomCalc();
  return JSON.stringify({ ...calc, surfaces: [...(calc.surfaces as unknown[]), surface] });
}

async function finishesVersion(client: TestClient): Promise<string> {
  return (await client.get('/api/configuration/finishes/ver')).json().configuration.value;
}

/** Whether each place that offers finishes to choose offers the finish with this id, for `client`. */
async function offers(client: TestClient, id: string, query: string, isSignedIn: boolean) {
  const has = (response: { json: () => { finishes: Finish[] } }) =>
    response.json().finishes.some((finish) => finish.id === id);
  const places: Record<string, boolean> = {
    search: has(await client.get(`/api/finishes/search?q=${encodeURIComponent(query)}`)),
    list: has(await client.get('/api/finishes')),
    commons: has(await client.get('/api/finishes/browsers/commons')),
  };
  if (isSignedIn) places.rooms = has(await client.get('/api/rooms/finishes'));
  return places;
}

describe('retiring a global finish', () => {
  it('takes it out of search and every list, keeps it where it is used, and restores it; audited', async () => {
    const testApp = getApp();
    const db = testApp.context.database.db;
    const word = `zelkova${randomUUID()
      .slice(0, 6)
      .replace(/[0-9-]/g, 'q')}`;
    const { admin, finish } = await adminWithPublicFinish(`Perforated ${word} panel`);
    const visitor = new TestClient(testApp.app);
    const { owner } = await createOrganization(testApp.app, testApp.context);
    const projectId = await createProject(owner);
    const roomId = await createRoom(owner, projectId);
    const phaseId = await createPhase(owner, projectId);
    const revision = await saveRevision(owner, roomId, { calc: calcUsing(finish), phaseId });
    const reportUrl = `/api/rooms/${roomId}/rev/${revision.id}/report`;
    const report = (await owner.client.get(reportUrl)).json().report;
    expect(JSON.stringify(report)).toContain(finish.finishName);
    const everywhere = { search: true, list: true, commons: true };
    expect(await offers(visitor, finish.id, word, false)).toEqual(everywhere);
    expect(await offers(owner.client, finish.id, word, true)).toEqual({ ...everywhere, rooms: true });

    const versionBefore = await finishesVersion(visitor);
    const retired = await admin.client.put(`/api/admin/finishes/${finish.id}/retire`);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().message).toBe('Finish retired');
    expect(retired.json().finish).toMatchObject({ id: finish.id, retiredOn: expect.any(String) });
    const versionRetired = await finishesVersion(visitor);
    expect(versionRetired).not.toBe(versionBefore);

    const nowhere = { search: false, list: false, commons: false };
    expect(await offers(visitor, finish.id, word, false)).toEqual(nowhere);
    expect(await offers(owner.client, finish.id, word, true)).toEqual({ ...nowhere, rooms: false });
    // What uses it keeps it: the revision's document and its report are as they were.
    const stored = (await owner.client.get(`/api/rooms/${roomId}/rev/${revision.id}`)).json().revision;
    expect(JSON.parse(stored.calc).surfaces.at(-1)).toMatchObject({ finish: finish.id, a500: finish.a500 });
    expect((await owner.client.get(reportUrl)).json().report).toEqual(report);
    // Lookups by id still find it.
    expect((await findFinishesByIds(db, [finish.id])).map((row) => row.id)).toEqual([finish.id]);

    // The admin list shows it, marked, and filters by state.
    const listed = async (state: string) =>
      (await admin.client.get(`/api/admin/finishes?q=${word}&state=${state}`)).json().finishes as {
        id: string;
        retiredOn: string | null;
      }[];
    expect(await listed('all')).toEqual([
      expect.objectContaining({ id: finish.id, retiredOn: expect.any(String) }),
    ]);
    expect(await listed('retired')).toHaveLength(1);
    expect(await listed('in-use')).toEqual([]);

    const again = await admin.client.put(`/api/admin/finishes/${finish.id}/retire`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual(['This finish is already retired.']);

    const restored = await admin.client.delete(`/api/admin/finishes/${finish.id}/retire`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ message: 'Finish restored', finish: { retiredOn: null } });
    expect(await finishesVersion(visitor)).not.toBe(versionRetired);
    expect(await offers(visitor, finish.id, word, false)).toEqual(everywhere);
    expect(await listed('in-use')).toHaveLength(1);
    expect(await listed('retired')).toEqual([]);

    const restoredAgain = await admin.client.delete(`/api/admin/finishes/${finish.id}/retire`);
    expect(restoredAgain.statusCode).toBe(409);
    expect(restoredAgain.json().errors).toEqual([
      'This finish is not retired, so there is nothing to restore.',
    ]);

    const entries = await db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.target, finish.id), like(auditLog.action, 'admin.finish.re%')))
      .orderBy(asc(auditLog.id));
    expect(entries).toEqual([
      { action: 'admin.finish.retire', actor: admin.userId },
      { action: 'admin.finish.restore', actor: admin.userId },
    ]);
  });

  it("answers 404 for an unknown id and for an organization's finish, changing nothing", async () => {
    const testApp = getApp();
    const { admin } = await adminWithPublicFinish(`Birch slats ${randomUUID().slice(0, 6)}`);
    const { owner } = await createOrganization(testApp.app, testApp.context);
    const own = (await owner.client.post('/api/org/finishes', finishBody())).json().finish as Finish;
    for (const id of [randomUUID(), own.id]) {
      const retired = await admin.client.put(`/api/admin/finishes/${id}/retire`);
      expect(retired.statusCode).toBe(404);
      expect(retired.json().errors).toEqual(['Finish not found']);
      expect((await admin.client.delete(`/api/admin/finishes/${id}/retire`)).statusCode).toBe(404);
    }
    const mine = (await owner.client.get('/api/org/finishes')).json().finishes as Finish[];
    expect(mine.map((finish) => finish.id)).toEqual([own.id]);
  });

  it('stays retired when the seed loader brings unedited seeded rows to the seed data', async () => {
    const testApp = getApp();
    const db = testApp.context.database.db;
    const admin = await insertPerson(testApp, { organizationId: null, role: null, admin: true });
    await grantFullAccess(db, admin.userId);
    const [seeded] = await db.select().from(finishes).where(eq(finishes.finishId, 'F0182'));
    if (!seeded) throw new Error('seeded finish F0182 is missing');
    // A database seeded before a name was corrected: the old name, written by the loader.
    const outdated = async () => {
      await db
        .update(finishes)
        .set({ name: 'Adults, seated (old name)', updatedOn: sql`${finishes.createdOn}` })
        .where(eq(finishes.id, seeded.id));
      await db.delete(configuration).where(eq(configuration.key, 'finishes.seed'));
    };
    await outdated();
    expect((await admin.client.put(`/api/admin/finishes/${seeded.id}/retire`)).statusCode).toBe(200);
    try {
      expect(await seedFinishes(db)).toEqual({ inserted: 0, updated: 0 });
      const [kept] = await db.select().from(finishes).where(eq(finishes.id, seeded.id));
      expect(kept?.retiredOn).toBeInstanceOf(Date);
      expect(kept?.name).toBe('Adults, seated (old name)');
    } finally {
      expect((await admin.client.delete(`/api/admin/finishes/${seeded.id}/retire`)).statusCode).toBe(200);
    }
    // Restored, the row no administrator edited follows the seed again.
    await outdated();
    expect(await seedFinishes(db)).toEqual({ inserted: 0, updated: 1 });
    const [current] = await db.select().from(finishes).where(eq(finishes.id, seeded.id));
    expect(current).toMatchObject({ name: seeded.name, retiredOn: null });
  });
});
