import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { seedDemoSuppliers } from '../src/scripts/demo/demo-suppliers.ts';
import { DEMO_VENDOR, seedDemoVendor } from '../src/scripts/demo/demo-vendor.ts';
import { sessionOf } from './helpers/route-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

describe('the demo vendor of npm run seed:demo', () => {
  it('brands the calculator, lists its inquiries to its owner, and changes nothing when run again', async () => {
    const testApp = getApp();
    const db = testApp.context.database.db;
    await seedDemoSuppliers(db);
    expect(await seedDemoVendor(db, 'roomtone-demo')).toEqual({ created: true });
    expect(await seedDemoVendor(db, 'roomtone-demo')).toEqual({ created: false });

    const visitor = new TestClient(testApp.app);
    const profile = await visitor.get(`/api/vendors/${DEMO_VENDOR.vendorName}`);
    expect(profile.json().vendor).toMatchObject({ hasLogo: true, acceptsInquiries: true });
    expect((await visitor.get(`/api/vendors/${DEMO_VENDOR.vendorName}/logo`)).headers['content-type']).toBe(
      'image/png',
    );
    const finishes = await visitor.get(`/api/vendors/${DEMO_VENDOR.vendorName}/finishes`);
    expect(finishes.json().sponsor.kinds).toEqual(['ceiling', 'wall']);

    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_VENDOR.owner.email));
    if (!owner) throw new Error('the demo vendor owner is missing');
    const client = await sessionOf(testApp, owner.id);
    const list = await client.get('/api/inquiries');
    expect(list.json()).toMatchObject({ total: 3, unread: 3 });
    for (const inquiry of list.json().inquiries) expect(inquiry.room.rt500Seconds).toBeGreaterThan(0);
    const projects = await client.get('/api/projects');
    expect(projects.json().projects.map((project: { projectName: string }) => project.projectName)).toEqual([
      'Customer rooms',
    ]);
  });
});
