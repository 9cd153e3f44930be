import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, users } from '../src/db/schema/index.ts';
import { verifyPassword } from '../src/lib/password.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../src/scripts/demo/demo-organization.ts';
import { useTestApp } from './helpers/test-app.ts';

const getApp = useTestApp();

describe('npm run seed:demo', () => {
  it('adds the demo organization on the pro plan with its owner and three members, once', async () => {
    const db = getApp().context.database.db;
    expect(await seedDemo(db)).toEqual({ created: true });
    expect(await seedDemo(db)).toEqual({ created: false });

    const [organization] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.name, DEMO_ACCOUNTS.organizationName));
    expect(organization?.planCode).toBe('pro-monthly');
    const people = await db
      .select()
      .from(users)
      .where(eq(users.organizationId, organization?.id ?? ''));
    expect(people.map((person) => person.organizationRole).sort()).toEqual([
      'member',
      'member',
      'member',
      'owner',
    ]);
    const owner = people.find((person) => person.email === DEMO_ACCOUNTS.owner.email);
    expect(await verifyPassword(DEMO_ACCOUNTS.password, owner?.passwordHash ?? '')).toBe(true);
  });
});
