import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { users } from './users.ts';

/** Notes administrators keep about a user (docs/product/data.md#admin-records); only admins read them. */
export const adminUserNotes = pgTable(
  'admin_user_notes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_user_notes_user_idx').on(table.userId, table.createdOn)],
);
