import { runDatabaseCommand } from './run-database-command.ts';

/** `npm run plan:set -- --org … --plan …`: sets an organization's plan (see database-commands.ts). */
process.exitCode = await runDatabaseCommand('plan-set', process.argv.slice(2));
