import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { payments } from './commerce.ts';
import { organizations } from './organizations.ts';

/**
 * Exactly one fulfilment per paid order: the primary key is the order, so a second attempt
 * (a repeated request, the webhook and the browser racing) inserts nothing and delivers nothing.
 */
export const paymentFulfilments = pgTable('payment_fulfilments', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  /** What was delivered: the share's link, the acoustic models' ids, the plan code. */
  result: jsonb('result').notNull(),
  fulfilledOn: timestamp('fulfilled_on', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Promo codes (`GET /api/payment/promo-code?q=`, created with `npm run promo:create` or in the
 * admin area): a percentage or a fixed amount off (exactly one), valid from `starts_on` until
 * `expires_on` (each the start of a day, UTC; null: no bound).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: idColumn(),
    /** Upper case, unique. */
    code: text('code').notNull(),
    /** A whole percentage from 1 to 100, or null when the code takes a fixed amount off. */
    percentOff: integer('percent_off'),
    /** A fixed amount off in cents (USD, like every price), or null when the code takes a percentage. */
    amountOffCents: integer('amount_off_cents'),
    /** The purchases it applies to ('share', 'model-credits', 'subscription'); empty: all. */
    purposes: text('purposes').array().notNull().default([]),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    /** The code works from this moment on; null: from its creation. */
    startsOn: timestamp('starts_on', { withTimezone: true }),
    /** The code stops working at this moment; null: no end. */
    expiresOn: timestamp('expires_on', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('promo_codes_code_key').on(table.code),
    check(
      'promo_codes_one_discount',
      sql`(${table.percentOff} is null) <> (${table.amountOffCents} is null)`,
    ),
    check(
      'promo_codes_window',
      sql`${table.startsOn} is null or ${table.expiresOn} is null or ${table.startsOn} < ${table.expiresOn}`,
    ),
  ],
);

/**
 * The local card processor's payment intents (adapters/payments/local-processor.ts): what a
 * processor keeps on its side, kept here so that the simulation survives restarts and serves
 * every server instance.
 */
export const localPaymentIntents = pgTable(
  'local_payment_intents',
  {
    reference: text('reference').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    clientSecretHash: text('client_secret_hash').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['requires_payment_method', 'requires_action', 'succeeded', 'canceled'],
    }).notNull(),
    lastError: text('last_error'),
    cardLast4: text('card_last4'),
    metadata: jsonb('metadata').notNull().default({}),
    /** The refund of a succeeded intent (one full refund at most, as the app refunds). */
    refundReference: text('refund_reference'),
    refundedOn: timestamp('refunded_on', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [uniqueIndex('local_payment_intents_idempotency_key').on(table.idempotencyKey)],
);

/**
 * An organization's paid plan period (the Subscription tab): the plan bought, the order that paid
 * the current period, the renewal date (end of the paid period) and whether the plan ends then.
 */
export const organizationSubscriptions = pgTable('organization_subscriptions', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  planCode: text('plan_code').notNull(),
  paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  ...timestamps(),
});
