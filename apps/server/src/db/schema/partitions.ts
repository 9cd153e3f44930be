import { date, index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';

/** Element codes that describe a public partition (e.g. GB13, WS, INS50). */
export const partitionElements = pgTable('partition_elements', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

/** Third-octave bands of a public partition's transmission loss (docs/product/data.md#public-partition). */
export const PARTITION_BANDS = [
  50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000, 2500, 3150, 4000,
  5000, 6300,
] as const;

function tlColumns() {
  return {
    t50: real('t50'),
    t63: real('t63'),
    t80: real('t80'),
    t100: real('t100'),
    t125: real('t125'),
    t160: real('t160'),
    t200: real('t200'),
    t250: real('t250'),
    t315: real('t315'),
    t400: real('t400'),
    t500: real('t500'),
    t630: real('t630'),
    t800: real('t800'),
    t1000: real('t1000'),
    t1250: real('t1250'),
    t1600: real('t1600'),
    t2000: real('t2000'),
    t2500: real('t2500'),
    t3150: real('t3150'),
    t4000: real('t4000'),
    t5000: real('t5000'),
    t6300: real('t6300'),
  };
}

/** The public partitions database (docs/product/screens.md#public). */
export const partitions = pgTable(
  'partitions',
  {
    id: idColumn(),
    sourceKey: text('source_key').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    elementCodes: text('element_codes').array().notNull(),
    stc: integer('stc').notNull(),
    /** 'octave' rows (textbook data) hold values only in t125, t250 … t4000. */
    bandType: text('band_type', { enum: ['third-octave', 'octave'] })
      .notNull()
      .default('third-octave'),
    labName: text('lab_name').notNull().default(''),
    testNo: text('test_no').notNull().default(''),
    testDate: date('test_date'),
    ...tlColumns(),
    source: text('source').notNull().default(''),
    flags: text('flags').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('partitions_source_key').on(table.sourceKey),
    index('partitions_stc_idx').on(table.stc),
    index('partitions_elements_idx').using('gin', table.elementCodes),
    // Paging in every sortable column's order: the id breaks ties so pages never overlap.
    index('partitions_description_idx').on(table.description, table.id),
    index('partitions_category_idx').on(table.category, table.id),
    index('partitions_lab_name_idx').on(table.labName, table.id),
    index('partitions_test_no_idx').on(table.testNo, table.id),
    index('partitions_test_date_idx').on(table.testDate, table.id),
  ],
);
