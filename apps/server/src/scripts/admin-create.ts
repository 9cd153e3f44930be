import { runDatabaseCommand } from './run-database-command.ts';

/** `npm run admin:create -- --email … --password …`: adds an administrator (see database-commands.ts). */
process.exitCode = await runDatabaseCommand('admin-create', process.argv.slice(2));
