import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, organizations } from '../src/db/schema/index.ts';
import { PLAN_SET_USAGE, runPlanSet } from '../src/modules/organizations/plan-set-command.ts';
import { organizationOwner } from './helpers/organization-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';

const getApp = useTestApp();

async function run(args: string[]) {
  const log: string[] = [];
  const error: string[] = [];
  const exitCode = await runPlanSet(getApp().context.database.db, args, {
    log: (line) => log.push(line),
    error: (line) => error.push(line),
  });
  return { exitCode, log, error };
}

async function planOf(organizationId: string): Promise<string | null | undefined> {
  const [row] = await getApp()
    .context.database.db.select({ planCode: organizations.planCode })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.planCode;
}

describe('npm run plan:set', () => {
  it('sets the plan of an organization named or given by id, and records it', async () => {
    const { app, context } = getApp();
    const { organizationId } = await organizationOwner(app, context, {
      email: 'owner@quiet.example',
      organizationName: 'Quiet Rooms',
    });
    const byName = await run(['--org', 'quiet rooms', '--plan', 'sponsor-gold']);
    expect(byName).toEqual({
      exitCode: 0,
      log: [`Quiet Rooms (${organizationId}): plan none -> sponsor-gold`],
      error: [],
    });
    expect(await planOf(organizationId)).toBe('sponsor-gold');
    const byId = await run(['--org', organizationId, '--plan', 'manufacturer-annual']);
    expect(byId.log).toEqual([`Quiet Rooms (${organizationId}): plan sponsor-gold -> manufacturer-annual`]);
    expect((await run(['--org', organizationId, '--plan', 'manufacturer-annual'])).log).toEqual([
      `Quiet Rooms (${organizationId}) is already on plan manufacturer-annual; nothing changed.`,
    ]);
    const audit = await context.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, organizationId));
    expect(audit.map((row) => row.action)).toContain('organization.plan.set');
  });

  it('refuses an unknown organization and changes nothing', async () => {
    const result = await run(['--org', 'No Such Organization', '--plan', 'pro-monthly']);
    expect(result.exitCode).toBe(1);
    expect(result.error).toEqual(['No organization has the id or name "No Such Organization".']);
    expect(result.log).toEqual([]);
  });

  it('refuses an unknown or old plan code and keeps the plan', async () => {
    const { app, context } = getApp();
    const { organizationId } = await organizationOwner(app, context, {
      email: 'owner@keep.example',
      organizationName: 'Keep Plan',
      plan: 'pro-monthly',
    });
    for (const plan of ['man-monthly', 'rt-gold', 'acoustical-modeling']) {
      const result = await run(['--org', 'Keep Plan', '--plan', plan]);
      expect(result.exitCode, plan).toBe(1);
      expect(result.error[0], plan).toMatch(
        new RegExp(`^Unknown plan "${plan}". Use one of: manufacturer-monthly,`),
      );
    }
    expect(await planOf(organizationId)).toBe('pro-monthly');
  });

  it('prints its usage when an argument is missing', async () => {
    expect(await run(['--org', 'Keep Plan'])).toEqual({ exitCode: 1, log: [], error: [PLAN_SET_USAGE] });
    expect((await run(['--help'])).exitCode).toBe(0);
  });
});
