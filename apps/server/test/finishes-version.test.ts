import type { Finish } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { finishCategories, finishes, organizations } from '../src/db/schema/index.ts';
import { seedReferenceData } from '../src/db/seed/seed-reference.ts';
import { seedFinishes } from '../src/modules/finishes/finish-import.service.ts';
import { setOrganizationPlan } from '../src/modules/organizations/organizations.service.ts';
import { finishBody, signIn } from './helpers/finishes-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

async function version(): Promise<string> {
  const response = await new TestClient(getApp().app).get('/api/configuration/finishes/ver');
  expect(response.statusCode).toBe(200);
  return response.json().configuration.value;
}

/** The version before and after `change`, which must differ. */
async function expectBump(change: () => Promise<unknown>): Promise<void> {
  const before = await version();
  await change();
  const after = await version();
  expect(after).not.toBe(before);
  expect(BigInt(after) > BigInt(before)).toBe(true);
}

describe('finishes version', () => {
  it("moves on when an organization's plan changes, and the caller sees the new plan at once", async () => {
    const supplier = await signIn(getApp(), {
      organization: { planCode: 'pro-monthly', name: 'Quiet Panels' },
    });
    const published = (await supplier.client.post('/api/org/finishes', finishBody())).json().finish as Finish;
    const db = getApp().context.database.db;
    await db.update(finishes).set({ isSponsor: true }).where(eq(finishes.id, published.id));
    const reader = await signIn(getApp(), { organization: { planCode: 'pro-monthly' } });
    const visible = async () =>
      ((await reader.client.get('/api/finishes')).json().finishes as Finish[]).some(
        (finish) => finish.id === published.id,
      );
    expect(await visible()).toBe(false);

    await expectBump(() => setOrganizationPlan(db, 'Quiet Panels', 'manufacturer-monthly'));
    // As the server does after a maintenance command (main.ts).
    getApp().context.forgetRecentSessions();
    expect(await visible()).toBe(true);
    const me = (await supplier.client.get('/api/current-user')).json().user;
    expect(me.subscriptionType).toBe('manufacturer-monthly');

    await expectBump(() => setOrganizationPlan(db, 'Quiet Panels', 'none'));
    getApp().context.forgetRecentSessions();
    expect(await visible()).toBe(false);
    expect((await supplier.client.get('/api/current-user')).json().user.subscriptionType).toBeNull();
  });

  it('stays when a plan is set to the plan the organization already has', async () => {
    const db = getApp().context.database.db;
    await signIn(getApp(), { organization: { planCode: 'pro-monthly', name: 'Same Plan' } });
    const before = await version();
    await setOrganizationPlan(db, 'Same Plan', 'pro-monthly');
    expect(await version()).toBe(before);
  });

  it('moves on with every category write', async () => {
    const db = getApp().context.database.db;
    await expectBump(() => db.insert(finishCategories).values({ name: 'Test category', isPublic: false }));
    await expectBump(() =>
      db.update(finishCategories).set({ isPublic: true }).where(eq(finishCategories.name, 'Test category')),
    );
    await expectBump(() => db.delete(finishCategories).where(eq(finishCategories.name, 'Test category')));
  });

  it('moves on when an organization and its finishes are deleted', async () => {
    const owner = await signIn(getApp(), { organization: { planCode: 'pro-monthly' } });
    await owner.client.post('/api/org/finishes', finishBody());
    const db = getApp().context.database.db;
    await expectBump(() => db.delete(organizations).where(eq(organizations.id, owner.organizationId ?? '')));
  });

  it('stays when a write touches no row, and when seeding finds everything in place', async () => {
    const db = getApp().context.database.db;
    const before = await version();
    await db
      .update(finishCategories)
      .set({ isPublic: true })
      .where(eq(finishCategories.name, 'No such category'));
    await seedReferenceData(db);
    expect(await seedFinishes(db)).toEqual({ inserted: 0, updated: 0 });
    expect(await version()).toBe(before);
  });
});
