import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ensureFirstAdministrator } from './modules/accounts/bootstrap-admin.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { app, context } = await buildApp(config);
  await ensureFirstAdministrator(context, (line) => process.stdout.write(`${line}\n`));

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

void main();
