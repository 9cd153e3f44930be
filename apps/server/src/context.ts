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
  /**
   * Forgets the session lookups this instance keeps for reads (`SESSION_REUSE_MS`): for a change
   * made outside an `/api` write, such as a maintenance command.
   */
  forgetRecentSessions: () => void;
};
