import { parseArgs } from 'node:util';
import { ORGANIZATION_PLANS } from '@roomtone/contracts';
import { loadConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { PlanChangeError, setOrganizationPlan } from '../modules/organizations/organizations.service.ts';

const USAGE = [
  'Usage: npm run plan:set -- --org <organization name or id> --plan <plan code | none>',
  `Plans: ${ORGANIZATION_PLANS.map((plan) => `${plan.code} (${plan.displayName})`).join(', ')}`,
].join('\n');

/**
 * `npm run plan:set`: an administrator sets an organization's plan in the configured database
 * (the embedded one must not be in use by a running server).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { org: { type: 'string' }, plan: { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: false,
  });
  if (values.help || !values.org || !values.plan) {
    console.error(USAGE);
    return values.help ? 0 : 1;
  }
  const database = await openDb(loadConfig().databaseUrl);
  try {
    await database.migrate();
    const change = await setOrganizationPlan(database.db, values.org, values.plan);
    const { id, name } = change.organization;
    const from = change.before ?? 'none';
    const to = change.after ?? 'none';
    console.log(
      from === to
        ? `${name} (${id}) is already on plan ${to}; nothing changed.`
        : `${name} (${id}): plan ${from} -> ${to}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof PlanChangeError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
