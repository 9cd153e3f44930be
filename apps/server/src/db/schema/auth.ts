import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { users } from './users.ts';

/** Sessions live in the database so every server instance shares them. The id is a hash of the cookie value. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    lastSeenOn: timestamp('last_seen_on', { withTimezone: true }).notNull().defaultNow(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * An administrator's session viewing the app as another user ('view as user'): whom, why and
     * until when. Past `actingUntil` the session is the administrator's own again.
     */
    actingAsUserId: uuid('acting_as_user_id').references(() => users.id, { onDelete: 'set null' }),
    actingReason: text('acting_reason').notNull().default(''),
    actingUntil: timestamp('acting_until', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresOn)],
);

/** Single-use tokens (password reset, e-mail verification, OAuth state), stored hashed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reset', 'verify', 'oauth-state'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    data: text('data').notNull().default(''),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_tokens_hash_idx').on(table.tokenHash),
    index('auth_tokens_user_idx').on(table.userId),
  ],
);

/** Fixed-window rate-limit counters, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Secrets the server generates once and every instance shares (e.g. the key that binds CSRF
 * tokens to sessions), so a deployment needs no secret in its configuration.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});
