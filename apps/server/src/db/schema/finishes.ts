import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** Finish categories; `isPublic` decides what anonymous and vendor visitors may browse. */
export const finishCategories = pgTable(
  'finish_categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (table) => [uniqueIndex('finish_categories_name_key').on(table.name)],
);

/**
 * Finishes (docs/product/data.md#finish). Global finishes have no organization; an organization's
 * own finishes carry its id; a sponsor's published finishes set `isSponsor`. `unit` says whether
 * the a-values are absorption coefficients or sabins per object (people, some seats).
 */
export const finishes = pgTable(
  'finishes',
  {
    id: idColumn(),
    finishId: text('finish_id'),
    categoryId: uuid('category_id').references(() => finishCategories.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    isSponsor: boolean('is_sponsor').notNull().default(false),
    name: text('name').notNull(),
    description: text('description').notNull(),
    altkeywords: text('altkeywords').notNull().default(''),
    manufacturer: text('manufacturer').notNull().default(''),
    model: text('model').notNull().default(''),
    thickness: text('thickness').notNull().default(''),
    density: text('density').notNull().default(''),
    feat1: text('feat1').notNull().default(''),
    feat2: text('feat2').notNull().default(''),
    feat3: text('feat3').notNull().default(''),
    feat4: text('feat4').notNull().default(''),
    feat5: text('feat5').notNull().default(''),
    mounting: text('mounting').notNull().default(''),
    suggest: boolean('suggest').notNull().default(false),
    unit: text('unit', { enum: ['coefficient', 'sabin-per-object'] })
      .notNull()
      .default('coefficient'),
    a63: doublePrecision('a63'),
    a125: doublePrecision('a125').notNull(),
    a250: doublePrecision('a250').notNull(),
    a500: doublePrecision('a500').notNull(),
    a1000: doublePrecision('a1000').notNull(),
    a2000: doublePrecision('a2000').notNull(),
    a4000: doublePrecision('a4000').notNull(),
    source: text('source').notNull().default(''),
    flags: text('flags').notNull().default(''),
    /** Name folded to lower case without accents: the ranking of search (name prefix first). */
    searchName: text('search_name').notNull().default(''),
    /** The distinct folded words of name, keywords, maker and description, space-delimited. */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When an administrator retired this global finish (null: in use). A retired finish is left
     * out of everything that offers finishes to choose (search, browsers, lists) and still found
     * by id, so the calculations that use it keep it. Few finishes are retired, so the condition
     * is a filter on the rows the search indexes find, with no index of its own.
     */
    retiredOn: timestamp('retired_on', { withTimezone: true }),
    /** The administrator who retired it. */
    retiredBy: uuid('retired_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('finishes_category_idx').on(table.categoryId),
    index('finishes_organization_idx').on(table.organizationId),
    uniqueIndex('finishes_finish_id_key').on(table.finishId),
    // Without the pending list (fastupdate) a bulk load leaves entries that every search would
    // scan row by row, and the planner then turns to sequential scans; finishes change rarely.
    index('finishes_search_text_trgm_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The words of a name, each after a space, for the tier of names holding every query word.
    index('finishes_search_name_words_trgm_idx')
      .using('gin', sql`(' ' || ${table.searchName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('finishes_search_name_idx').on(table.searchName.op('text_pattern_ops')),
    // Search ranks within a tier by (name length, name, id): this index hands the first page of a
    // tier over in order, so a query matching thousands of finishes stops after the page.
    index('finishes_search_name_length_idx').on(sql`length(${table.searchName})`, table.searchName, table.id),
  ],
);

/**
 * Every folded word that has appeared in a finish (kept by a trigger on `finishes`, migration
 * 0002): misspelt search words are corrected against this vocabulary by trigram similarity, and
 * a query word no word here starts with cannot match any finish by word start.
 */
export const finishSearchWords = pgTable(
  'finish_search_words',
  { word: text('word').primaryKey() },
  (table) => [
    index('finish_search_words_trgm_idx')
      .using('gin', table.word.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('finish_search_words_prefix_idx').on(table.word.op('text_pattern_ops')),
  ],
);

/** Key/value configuration, e.g. `finishes.version`, bumped whenever a finish or category changes. */
export const configuration = pgTable('configuration', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
