import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataFolderInUseError } from './db/owner/data-folder-lock.ts';
import { type DatabaseCommand, serveDatabaseCommands } from './db/owner/owner-commands.ts';
import { UnreadableDatabaseError } from './db/prepare.ts';
import { ensureFirstAdministrator } from './modules/accounts/bootstrap-admin.ts';
import { DATABASE_COMMANDS } from './scripts/database-commands.ts';

/** Start-up failures that are the operator's to fix: their message says how, a stack would not. */
function isOperatorError(error: unknown): error is Error {
  return (
    error instanceof ConfigError ||
    error instanceof DataFolderInUseError ||
    error instanceof UnreadableDatabaseError
  );
}

async function start(): Promise<void> {
  const config = loadConfig();
  const { app, context } = await buildApp(config);
  await ensureFirstAdministrator(context, (line) => process.stdout.write(`${line}\n`));
  const { folderLock } = context.database;
  if (folderLock) {
    // A command may change an account or a plan: the next read looks its session up afresh.
    const commands = Object.fromEntries(
      Object.entries(DATABASE_COMMANDS).map(([name, command]): [string, DatabaseCommand] => [
        name,
        async (database, args, io) => {
          try {
            return await command(database, args, io);
          } finally {
            context.forgetRecentSessions();
          }
        },
      ]),
    );
    serveDatabaseCommands(folderLock, context.database, commands, (error) =>
      app.log.error({ err: error }, 'maintenance command failed'),
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const database = context.database.kind === 'pglite' ? config.databaseUrl : 'PostgreSQL (DATABASE_URL)';
  process.stdout.write(`Roomtone is running on ${config.publicUrl} (database: ${database})\n`);
}

start().catch((error: unknown) => {
  if (!isOperatorError(error)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
