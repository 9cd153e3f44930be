import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { organizations } from './organizations.ts';

/** Users (docs/product/data.md#user): the e-mail is the username. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** 'owner' is the organization-level user; 'member' a member added by the owner. */
    organizationRole: text('organization_role', { enum: ['owner', 'member'] }),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    lastLoginOn: timestamp('last_login_on', { withTimezone: true }),
    /** Set by an administrator: the user cannot sign in and their sessions end. */
    lockedOn: timestamp('locked_on', { withTimezone: true }),
    lockReason: text('lock_reason').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_organization_idx').on(table.organizationId),
    uniqueIndex('users_google_key').on(table.googleId),
    uniqueIndex('users_facebook_key').on(table.facebookId),
  ],
);

/** Accounts: the profile of a user (docs/product/data.md#account). */
export const accounts = pgTable('accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  middleName: text('middle_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  company: text('company').notNull().default(''),
  phone: text('phone').notNull().default(''),
  zip: text('zip').notNull().default(''),
  ...timestamps(),
});
