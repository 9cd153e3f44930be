import type { Mailer } from './adapters/mail/mailer.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { RateLimiter } from './plugins/rate-limit.ts';

/** What every module is given: configuration, the database and the adapters. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
};
