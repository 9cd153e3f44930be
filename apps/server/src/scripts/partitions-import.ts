import { runDatabaseCommand } from './run-database-command.ts';

/** `npm run partitions:import -- file.csv [--dry-run]`: loads laboratory partitions (see partitions-import-command.ts). */
process.exitCode = await runDatabaseCommand('partitions-import', process.argv.slice(2));
