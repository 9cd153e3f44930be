import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { envelopeOf } from './envelope.ts';

/**
 * The public partitions database (docs/product/screens.md, data.md and api.md): partitions with their
 * transmission loss, described by element codes, filtered by STC and elements, paged and sorted by the
 * server.
 */

/** Third-octave bands of a partition's transmission loss, in Hz. */
export const PARTITION_TL_BANDS = [
  50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000, 2500, 3150, 4000,
  5000, 6300,
] as const;

/** One transmission-loss field: `t50` … `t6300`. */
export type PartitionTlField = `t${(typeof PARTITION_TL_BANDS)[number]}`;

/** The transmission-loss field names in band order. */
export const PARTITION_TL_FIELDS = PARTITION_TL_BANDS.map((band) => `t${band}` as PartitionTlField);

/** Octave bands a textbook row gives (stored in the matching third-octave columns). */
export const PARTITION_OCTAVE_BANDS = [125, 250, 500, 1000, 2000, 4000] as const;

/** Whether the TL values are third-octave (laboratory) or octave-band (textbook) values. */
export const PARTITION_BAND_TYPES = ['third-octave', 'octave'] as const;

/** Columns the partitions table can be sorted on (a leading minus sorts descending). */
export const PARTITION_SORT_COLUMNS = [
  'description',
  'stc',
  'category',
  'labName',
  'testNo',
  'testDate',
] as const;

/** A sortable column. */
export type PartitionSortColumn = (typeof PARTITION_SORT_COLUMNS)[number];

/** Largest page size the API serves. */
export const PARTITION_MAX_LIMIT = 100;

/** Element codes are short identifiers such as GB13, GB13x2, INS50. */
export const PARTITION_ELEMENT_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,31}$/;

/** Validation texts of the partitions query. */
export const PARTITION_MESSAGES = {
  page: 'Must be a whole number of 1 or more',
  limit: `Must be a whole number from 1 to ${PARTITION_MAX_LIMIT}`,
  stc: `Must be a whole number from ${LIMITS.stcSliderMin} to ${LIMITS.stcSliderMax}`,
  stcRange: 'Must not be above the maximum STC',
  sort: `Must be one of ${PARTITION_SORT_COLUMNS.join(', ')}, optionally with a leading minus`,
  description: 'Must be a list of element codes',
} as const;

function wholeNumber(message: string, min: number, max: number) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

const SORT_VALUES = [
  ...PARTITION_SORT_COLUMNS,
  ...PARTITION_SORT_COLUMNS.map((column) => `-${column}` as const),
] as const;

/** A sort value: a column, or a column with a leading minus for descending. */
export type PartitionSort = (typeof SORT_VALUES)[number];

function splitCodes(value: unknown): unknown {
  if (value === undefined || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return list
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .filter((item) => item !== '');
}

/**
 * `GET /api/partitions`: `limit`, `page`, `sort`, `stcMin`, `stcMax`, and `description`, a list
 * of element codes (repeated or comma-separated) that must all be present.
 */
export const PartitionListQuerySchema = z
  .object({
    limit: wholeNumber(PARTITION_MESSAGES.limit, 1, PARTITION_MAX_LIMIT).default(LIMITS.partitionPageSize),
    page: wholeNumber(PARTITION_MESSAGES.page, 1, 1_000_000).default(1),
    sort: z.enum(SORT_VALUES, { error: PARTITION_MESSAGES.sort }).default('description'),
    stcMin: wholeNumber(PARTITION_MESSAGES.stc, LIMITS.stcSliderMin, LIMITS.stcSliderMax).optional(),
    stcMax: wholeNumber(PARTITION_MESSAGES.stc, LIMITS.stcSliderMin, LIMITS.stcSliderMax).optional(),
    description: z.preprocess(
      splitCodes,
      z
        .array(z.string(), { error: PARTITION_MESSAGES.description })
        .max(30, { error: PARTITION_MESSAGES.description })
        .refine((codes) => codes.every((code) => PARTITION_ELEMENT_CODE.test(code)), {
          error: PARTITION_MESSAGES.description,
        }),
    ),
  })
  .superRefine((query, context) => {
    if (query.stcMin !== undefined && query.stcMax !== undefined && query.stcMin > query.stcMax) {
      context.addIssue({ code: 'custom', path: ['stcMin'], message: PARTITION_MESSAGES.stcRange });
    }
  });

/** The partitions query after validation. */
export type PartitionListQuery = z.infer<typeof PartitionListQuerySchema>;

const tlShape = Object.fromEntries(
  PARTITION_TL_FIELDS.map((field) => [field, z.number().nullable()]),
) as Record<PartitionTlField, z.ZodNullable<z.ZodNumber>>;

/**
 * A public partition row (docs/product/data.md#public-partition): elements, STC, category, TL t50-t6300, lab,
 * test no., date.
 */
export const PartitionSchema = z
  .object({
    id: z.string(),
    sourceKey: z.string(),
    category: z.string(),
    description: z.string(),
    elements: z.array(z.string()),
    stc: z.number(),
    bandType: z.enum(PARTITION_BAND_TYPES),
    labName: z.string(),
    testNo: z.string(),
    /** UTC date `YYYY-MM-DD`, or null when the source gives none. */
    testDate: z.string().nullable(),
    ...tlShape,
    source: z.string(),
    flags: z.string(),
  })
  .strict();

/** A public partition. */
export type Partition = z.infer<typeof PartitionSchema>;

/** Paging of a list answer (pages are 1-based; `total` is the number of pages). */
export const PartitionPagesSchema = z
  .object({
    current: z.number(),
    prev: z.number(),
    hasPrev: z.boolean(),
    next: z.number(),
    hasNext: z.boolean(),
    total: z.number(),
  })
  .strict();

/** Rows shown (1-based, inclusive) and the number of matching rows. */
export const PartitionItemsSchema = z
  .object({ begin: z.number(), end: z.number(), total: z.number() })
  .strict();

/** `GET /api/partitions`: `result.data` and `result.pages.total`. */
export const PartitionListResponseSchema = envelopeOf({
  result: z
    .object({ data: z.array(PartitionSchema), pages: PartitionPagesSchema, items: PartitionItemsSchema })
    .strict(),
});

/** The partitions page. */
export type PartitionListResponse = z.infer<typeof PartitionListResponseSchema>;

/** An element code and what it stands for. */
export const PartitionElementSchema = z.object({ code: z.string(), description: z.string() }).strict();

/** A partition element. */
export type PartitionElement = z.infer<typeof PartitionElementSchema>;

/** `GET /api/partitions/elements`. */
export const PartitionElementsResponseSchema = envelopeOf({
  partitionElements: z.array(PartitionElementSchema),
});

/** The element list. */
export type PartitionElementsResponse = z.infer<typeof PartitionElementsResponseSchema>;
