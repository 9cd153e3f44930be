import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { organizations, vendorSettings } from '../../src/db/schema/index.ts';
import { insertOrganization } from './finishes-fixtures.ts';
import { insertPerson } from './route-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { TestClient } from './test-client.ts';
import { classroomCalc, type Person } from './workspace-fixtures.ts';

/** A vendor organization on a manufacturer plan, with its owner and a member. */
export type Vendor = { organizationId: string; vendorName: string; owner: Person; member: Person };

/** A vendor on a manufacturer plan with web inquiries on (unless told otherwise). */
export async function insertVendor(
  testApp: TestApp,
  options: {
    vendorRequests?: boolean;
    planCode?: string | null;
    vendorCss?: string;
    vendorCssInline?: string;
    frameOrigins?: string[];
  } = {},
): Promise<Vendor> {
  const vendorName = `vendor-${randomUUID().slice(0, 8)}`;
  const organizationId = await insertOrganization(testApp, {
    planCode: options.planCode === undefined ? 'manufacturer-monthly' : options.planCode,
    name: `Panels ${vendorName.slice(7)}`,
    vendorName,
  });
  const db = testApp.context.database.db;
  await db
    .update(organizations)
    .set({
      vendorRequests: options.vendorRequests ?? true,
      vendorCss: options.vendorCss ?? '',
      vendorCssInline: options.vendorCssInline ?? '',
    })
    .where(eq(organizations.id, organizationId));
  if (options.frameOrigins) {
    await db.insert(vendorSettings).values({ organizationId, frameOrigins: options.frameOrigins });
  }
  const owner = await insertPerson(testApp, { organizationId, role: 'owner' });
  const member = await insertPerson(testApp, { organizationId, role: 'member' });
  return { organizationId, vendorName, owner, member };
}

/** A valid inquiry to `vendorName` from a new address. */
export function inquiryBody(vendorName: string, overrides: Record<string, unknown> = {}) {
  return {
    vendorName,
    name: 'Ada Lovelace',
    email: `visitor-${randomUUID().slice(0, 8)}@example.com`,
    phone: '+44 20 7946 0000',
    message: 'Please quote the ceiling for our classroom.',
    calc: JSON.stringify(classroomCalc()),
    ...overrides,
  };
}

let visitorCount = 0;
/** A visitor from an address of its own, so per-address limits of one test do not touch another. */
export function visitorOf({ app }: TestApp): TestClient {
  visitorCount += 1;
  return new TestClient(app, `10.9.${Math.floor(visitorCount / 250)}.${visitorCount % 250}`);
}
