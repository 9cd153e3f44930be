import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { idColumn, timestamps } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** Projects belong to an organization (docs/product/data.md#project). */
export const projects = pgTable(
  'projects',
  {
    id: idColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull().default(''),
    name: text('name').notNull(),
    projectManagerId: uuid('project_manager_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('projects_org_name_idx').on(table.organizationId, table.name),
    index('projects_org_manager_idx').on(table.organizationId, table.projectManagerId),
  ],
);

/** Phases of a project (docs/product/data.md#phase). */
export const phases = pgTable(
  'phases',
  {
    id: idColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The budget in cents (hundredths) of the organization's currency. */
    budgetCents: bigint('budget', { mode: 'number' }).notNull().default(0),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    ...timestamps(),
  },
  (table) => [index('phases_project_idx').on(table.projectId)],
);

/** Rooms of a project (docs/product/data.md#room). */
export const rooms = pgTable(
  'rooms',
  {
    id: idColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    phaseId: uuid('phase_id').references(() => phases.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    number: text('number').notNull(),
    activeRevisionId: uuid('active_revision_id').references((): AnyPgColumn => revisions.id, {
      onDelete: 'set null',
    }),
    gui: jsonb('gui').notNull().default({}),
    /** The number the room's newest revision was given; the next save takes the one after it. */
    lastRevisionNumber: integer('last_revision_number').notNull().default(0),
    waveletMessage: text('wavelet_message').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [index('rooms_project_idx').on(table.projectId)],
);

/**
 * Revisions are append-only: the calc document as jsonb plus summary columns for lists and
 * reports (docs/product/data.md#revision). `number` is the user-facing revision id: 1, 2, 3 … within
 * its room (never reused after a deletion), taken from the room's `lastRevisionNumber`.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: idColumn(),
    number: bigint('number', { mode: 'number' }).notNull(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    phaseId: uuid('phase_id').references(() => phases.id, { onDelete: 'set null' }),
    calc: jsonb('calc').notNull(),
    calcType: text('calc_type', { enum: ['rtcalc', 'raytracer'] })
      .notNull()
      .default('rtcalc'),
    revisionComment: text('revision_comment').notNull(),
    len: doublePrecision('len'),
    width: doublePrecision('width'),
    height: doublePrecision('height'),
    units: text('units', { enum: ['Imperial', 'Metric'] }),
    results: jsonb('results'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    renderedOn: timestamp('rendered_on', { withTimezone: true }),
  },
  (table) => [
    index('revisions_room_created_idx').on(table.roomId, table.createdOn),
    uniqueIndex('revisions_room_number_idx').on(table.roomId, table.number),
  ],
);

/** Meeting notes of a project (docs/product/data.md#note). */
export const notes = pgTable(
  'notes',
  {
    id: idColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['in-person', 'teleconference'] })
      .notNull()
      .default('in-person'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    attendees: text('attendees').notNull(),
    body: text('body').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [index('notes_project_time_idx').on(table.projectId, table.timestamp)],
);

/** Speech-privacy data between two rooms of a project (docs/product/data.md#partition). */
export const projectPartitions = pgTable(
  'project_partitions',
  {
    id: idColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sourceRoomId: uuid('source_room_id').references(() => rooms.id, { onDelete: 'set null' }),
    receiveRoomId: uuid('receive_room_id').references(() => rooms.id, { onDelete: 'set null' }),
    nc: integer('nc').notNull().default(0),
    stc: integer('stc').notNull().default(0),
    surfaceArea: doublePrecision('surface_area').notNull().default(0),
    ...timestamps(),
  },
  (table) => [index('project_partitions_project_idx').on(table.projectId)],
);
