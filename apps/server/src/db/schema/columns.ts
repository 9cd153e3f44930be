import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key shared by every aggregate: a random UUID. */
export function idColumn() {
  return uuid('id').primaryKey().defaultRandom();
}

/** `created_on` / `updated_on`, UTC. */
export function timestamps() {
  return {
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  };
}
