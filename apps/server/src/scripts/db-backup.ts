import { runDatabaseCommand } from './run-database-command.ts';

/** `npm run db:backup`: backs the embedded database up now, through the server when it is running. */
process.exitCode = await runDatabaseCommand('db-backup', process.argv.slice(2));
