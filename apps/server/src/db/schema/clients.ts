import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * Clients belong to the organization of the user who created them (docs/product/data.md#client). `clientId`
 * is the user-facing id.
 */
export const clients = pgTable(
  'clients',
  {
    id: idColumn(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    countryName: text('country_name').notNull(),
    countryCode: text('country_code').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('clients_owner_client_id_key').on(table.ownerUserId, table.clientId),
    index('clients_owner_name_idx').on(table.ownerUserId, table.name),
  ],
);
