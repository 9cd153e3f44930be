import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** Web inquiries sent from a vendor-branded calculator (docs/product/data.md#inquiry). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: idColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vendorName: text('vendor_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    calculation: jsonb('calculation'),
    enabled: boolean('enabled').notNull().default(true),
    /** When a member of the vendor first read it (null: unread). */
    readOn: timestamp('read_on', { withTimezone: true }),
    /** The room's size and RT at 500 Hz, recomputed by the engine when the inquiry arrived. */
    room: jsonb('room'),
    ...timestamps(),
  },
  (table) => [index('inquiries_org_created_idx').on(table.organizationId, table.createdOn)],
);

/** A vendor's embedding settings: the origins that may frame its calculator (CSP frame-ancestors). */
export const vendorSettings = pgTable('vendor_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  frameOrigins: jsonb('frame_origins').$type<string[]>().notNull().default([]),
  showsExperimental: boolean('shows_experimental').notNull().default(true),
  ...timestamps(),
});

/** A shared public calculation (docs/product/data.md#shared-calculation): a link and its versions. */
export const wavelets = pgTable(
  'wavelets',
  {
    id: idColumn(),
    link: text('link').notNull(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the owner cookie of the browser that paid (anonymous payers update with it). */
    ownerTokenHash: text('owner_token_hash'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('wavelets_link_key').on(table.link),
    index('wavelets_payment_idx').on(table.paymentId),
    index('wavelets_owner_user_idx').on(table.ownerUserId),
  ],
);

/** One version of a shared calculation. */
export const waveletVersions = pgTable(
  'wavelet_versions',
  {
    id: idColumn(),
    waveletId: uuid('wavelet_id')
      .notNull()
      .references(() => wavelets.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    message: text('message').notNull(),
    calc: jsonb('calc').notNull(),
    calcType: text('calc_type', { enum: ['rtcalc', 'raytracer'] })
      .notNull()
      .default('rtcalc'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('wavelet_versions_key').on(table.waveletId, table.version)],
);

/** Statuses of an acoustic model order. */
export const acousticModelStatuses = pgTable(
  'acoustic_model_statuses',
  {
    id: idColumn(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('acoustic_model_statuses_name_key').on(table.name)],
);

/** Acoustic models ordered with model credits (docs/product/data.md#acoustic-model). */
export const acousticModels = pgTable(
  'acoustic_models',
  {
    id: idColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    statusId: uuid('status_id').references(() => acousticModelStatuses.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    ...timestamps(),
  },
  (table) => [index('acoustic_models_org_idx').on(table.organizationId)],
);

/** Payments and orders; money is integer cents. */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    kind: text('kind', { enum: ['share', 'model-credits', 'subscription'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    planCode: text('plan_code'),
    quantity: integer('quantity').notNull().default(1),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    providerReference: text('provider_reference'),
    /** 'local' (simulated), 'stripe', or 'none' when nothing was left to pay. */
    provider: text('provider', { enum: ['local', 'stripe', 'none'] })
      .notNull()
      .default('local'),
    /** The checkout's key: a repeated request finds this order instead of making another. */
    idempotencyKey: text('idempotency_key'),
    /** The price before a promo code; `amount_cents` is what is charged. */
    listAmountCents: integer('list_amount_cents').notNull().default(0),
    promoCode: text('promo_code'),
    receiptEmail: text('receipt_email'),
    /** SHA-256 of the owner cookie of an anonymous buyer. */
    ownerTokenHash: text('owner_token_hash'),
    /** What fulfilment needs that the order does not say otherwise (a share's calculation). */
    details: jsonb('details'),
    failureMessage: text('failure_message'),
    paidOn: timestamp('paid_on', { withTimezone: true }),
    /** The processor's refund (`refundOrder`): its reference, when and why. */
    refundReference: text('refund_reference'),
    refundedOn: timestamp('refunded_on', { withTimezone: true }),
    refundReason: text('refund_reason'),
    ...timestamps(),
  },
  (table) => [
    index('payments_org_idx').on(table.organizationId),
    index('payments_user_idx').on(table.userId),
    uniqueIndex('payments_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('payments_provider_reference_key').on(table.provider, table.providerReference),
  ],
);

/** Messages sent through the contact form, kept whether or not delivery succeeded. */
export const contactMessages = pgTable('contact_messages', {
  id: idColumn(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  ip: text('ip').notNull().default(''),
  deliveredOn: timestamp('delivered_on', { withTimezone: true }),
  ...timestamps(),
});

/** Audit log of security-relevant events. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    ip: text('ip').notNull().default(''),
    details: jsonb('details').notNull().default({}),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_actor_idx').on(table.actorUserId)],
);

/** Admin groups and their permissions. */
export const adminGroups = pgTable(
  'admin_groups',
  {
    id: idColumn(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('admin_groups_name_key').on(table.name)],
);

/** One permission granted (or denied) to an admin group. */
export const adminGroupPermissions = pgTable(
  'admin_group_permissions',
  {
    id: idColumn(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => adminGroups.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
    allowed: boolean('allowed').notNull().default(true),
  },
  (table) => [uniqueIndex('admin_group_permissions_key').on(table.groupId, table.permission)],
);

/** Membership of administrators in admin groups. */
export const adminGroupMembers = pgTable(
  'admin_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => adminGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [uniqueIndex('admin_group_members_key').on(table.groupId, table.userId)],
);
