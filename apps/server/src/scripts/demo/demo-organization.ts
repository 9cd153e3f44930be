import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { demoOrganization } from './demo-organization-builder.ts';
import { demoPeople, seedDemoWorkspace } from './demo-workspace.ts';

/** The demo organization's sign-in details, printed by `npm run seed:demo`. */
export const DEMO_ACCOUNTS = {
  organizationName: 'Northlight Acoustics (demo)',
  password: 'roomtone-demo',
  owner: { email: 'owner@northlight.demo', firstName: 'Maren', lastName: 'Holt' },
  members: [
    { email: 'lena@northlight.demo', firstName: 'Lena', lastName: 'Varga' },
    { email: 'tomas@northlight.demo', firstName: 'Tomas', lastName: 'Reyes' },
    { email: 'ines@northlight.demo', firstName: 'Ines', lastName: 'Okafor' },
  ],
} as const;

/**
 * Adds a clearly fictional demo organization on the pro plan with its owner and three members.
 * Running it again changes nothing.
 */
export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.owner.email))
    .limit(1);
  if (existing) {
    await seedWorkspaceOf(db, DEMO_ACCOUNTS.owner.email);
    return { created: false };
  }

  await demoOrganization(db, {
    fields: {
      name: DEMO_ACCOUNTS.organizationName,
      address: '12 Example Street, Demo City',
      zip: '00000',
      countryName: 'United States',
      countryCode: 'US',
      reportText: 'Calculated with Roomtone. Demo data: the organization and its people are fictional.',
      planCode: 'pro-monthly',
    },
    owner: DEMO_ACCOUNTS.owner,
    members: DEMO_ACCOUNTS.members,
    password: DEMO_ACCOUNTS.password,
  });
  await seedWorkspaceOf(db, DEMO_ACCOUNTS.owner.email);
  return { created: true };
}

/**
 * The demo's clients, projects, phases, rooms with revisions, notes and partitions
 * (demo-workspace.ts), added once to the owner's organization.
 */
async function seedWorkspaceOf(db: Db, ownerEmail: string): Promise<void> {
  const [owner] = await db
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, ownerEmail))
    .limit(1);
  if (!owner?.organizationId) return;
  const emails = [DEMO_ACCOUNTS.owner.email, ...DEMO_ACCOUNTS.members.map((member) => member.email)];
  const people = await demoPeople(db, owner.organizationId, emails);
  await seedDemoWorkspace(db, owner.organizationId, people);
}
