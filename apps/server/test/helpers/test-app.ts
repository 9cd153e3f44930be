import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach } from 'vitest';
import { createMailer } from '../../src/adapters/mail/create-mailer.ts';
import type { Mailer } from '../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import type { AppContext } from '../../src/context.ts';
import { createTestDatabase, resetTenantData } from './test-database.ts';

/** A configuration for tests: quiet, no web app, mail to a throwaway outbox. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/roomtone-test-data', LOG_LEVEL: 'silent' }),
    webDist: '/nonexistent',
    ...overrides,
  };
}

/** What a test file works with. */
export type TestApp = { app: FastifyInstance; context: AppContext };

/**
 * One app on a fresh database for the whole file; every test starts from empty tenant tables.
 * `prepare` may add routes before the app is ready.
 */
export function useTestApp(
  options: {
    config?: Partial<AppConfig>;
    mailer?: () => Mailer;
    prepare?: (app: FastifyInstance) => void;
    /** Receives every log line (the app then logs at the configured level instead of staying silent). */
    logStream?: { write: (line: string) => void };
  } = {},
): () => TestApp {
  let current: TestApp | undefined;
  let drop: (() => Promise<void>) | undefined;

  beforeEach(async () => {
    if (!current) {
      const config = testConfig(options.config);
      const database = await createTestDatabase();
      drop = database.drop;
      const mailer =
        options.mailer?.() ??
        createMailer({
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          outboxDir: '/tmp/roomtone-test-outbox',
        });
      const logging = options.logStream ? { logStream: options.logStream } : { logger: false };
      const built = await buildApp(config, { database, mailer, ...logging });
      options.prepare?.(built.app);
      await built.app.ready();
      current = built;
    }
    await resetTenantData(current.context.database);
  });

  afterAll(async () => {
    await current?.app.close();
    await drop?.();
  });

  return () => {
    if (!current) throw new Error('the test app is created before each test');
    return current;
  };
}
