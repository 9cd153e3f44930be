import { runDatabaseCommand } from './run-database-command.ts';

/** `npm run promo:create -- --code … --percent …`: adds a promo code (see database-commands.ts). */
process.exitCode = await runDatabaseCommand('promo-create', process.argv.slice(2));
