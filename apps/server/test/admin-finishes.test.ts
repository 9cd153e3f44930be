import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, finishCategories } from '../src/db/schema/index.ts';
import { grantFullAccess } from '../src/modules/admin/admin-access.repo.ts';
import { finishBody } from './helpers/finishes-fixtures.ts';
import { insertPerson } from './helpers/route-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

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
