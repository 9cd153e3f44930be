import { loadConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { parsePlanSetArgs, runPlanSet } from '../modules/organizations/plan-set-command.ts';

/**
 * `npm run plan:set`: an administrator sets an organization's plan in the configured database
 * (the embedded one must not be in use by a running server).
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const parsed = parsePlanSetArgs(args, console);
  if ('exitCode' in parsed) return parsed.exitCode;
  const database = await openDb(loadConfig().databaseUrl);
  try {
    await database.migrate();
    return await runPlanSet(database.db, args, console);
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
