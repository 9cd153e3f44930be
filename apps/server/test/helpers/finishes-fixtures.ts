import { randomBytes, randomUUID } from 'node:crypto';
import type { FinishBodyInput } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { finishCategories, organizations, sessions } from '../../src/db/schema/index.ts';
import { insertUserWithAccount } from '../../src/modules/accounts/accounts.repo.ts';
import { SESSION_COOKIE, sessionIdOf } from '../../src/plugins/session.ts';
import type { TestApp } from './test-app.ts';
import { TestClient } from './test-client.ts';

/** Who a test signs in as. */
export type CallerOptions = {
  admin?: boolean;
  /** The user's organization: its plan, and whether the user owns it (the organization-level user). */
  organization?: {
    planCode: string | null;
    role?: 'owner' | 'member';
    name?: string;
    vendorName?: string;
  } | null;
};

/** A signed-in test caller. */
export type Caller = { client: TestClient; userId: string; organizationId: string | null };

/** Creates an organization on a plan and returns its id. */
export async function insertOrganization(
  { context }: TestApp,
  options: { planCode: string | null; name?: string; vendorName?: string },
): Promise<string> {
  const [row] = await context.database.db
    .insert(organizations)
    .values({
      name: options.name ?? `Acoustics ${randomUUID().slice(0, 8)}`,
      planCode: options.planCode,
      vendorName: options.vendorName ?? null,
    })
    .returning({ id: organizations.id });
  if (!row) throw new Error('organization insert returned no row');
  return row.id;
}

/**
 * A user created directly in the database with a live session, and a client that sends its
 * session cookie (and the CSRF header on writes).
 */
export async function signIn(testApp: TestApp, options: CallerOptions = {}): Promise<Caller> {
  const db = testApp.context.database.db;
  const organizationId = options.organization
    ? await insertOrganization(testApp, options.organization)
    : null;
  const userId = await insertUserWithAccount(
    db,
    {
      email: `user-${randomUUID().slice(0, 8)}@roomtone.test`,
      passwordHash: 'not-used-in-these-tests',
      isAdmin: options.admin ?? false,
      isVerified: true,
      organizationId,
      organizationRole: options.organization ? (options.organization.role ?? 'owner') : null,
    },
    { firstName: 'Test', lastName: 'User' },
  );
  const cookieValue = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    id: sessionIdOf(cookieValue),
    userId,
    expiresOn: new Date(Date.now() + 60 * 60 * 1000),
  });
  const client = new TestClient(testApp.app);
  client.cookies.set(SESSION_COOKIE, cookieValue);
  // As the web app does on load: the first answer hands the session its CSRF token.
  await client.get('/api/current-user');
  return { client, userId, organizationId };
}

/** A valid finish body with a unique description. */
export function finishBody(overrides: Partial<FinishBodyInput> = {}): FinishBodyInput {
  return {
    name: `Test panel ${randomUUID().slice(0, 8)}`,
    description: 'Fabric-wrapped glass wool panel, 50 mm, on solid backing.',
    a125: 0.2,
    a250: 0.55,
    a500: 0.95,
    a1000: 1.02,
    a2000: 0.98,
    a4000: 0.92,
    ...overrides,
  };
}

/** The id of a seeded finish category, e.g. 'Walls' (public) or 'Miscellaneous' (signed-in only). */
export async function categoryIdOf({ context }: TestApp, name: string): Promise<string> {
  const [row] = await context.database.db
    .select({ id: finishCategories.id })
    .from(finishCategories)
    .where(eq(finishCategories.name, name));
  if (!row) throw new Error(`no category ${name}`);
  return row.id;
}
