import { runDatabaseCommand } from './run-database-command.ts';

/** `npm run seed:demo`: adds the fictional demo organization (see database-commands.ts). */
process.exitCode = await runDatabaseCommand('seed-demo', process.argv.slice(2));
