import { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { optionalText, requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { SUPPLIER_FINISH_KINDS } from './supplier-kinds.ts';

/**
 * Finishes (docs/product/data.md, validation.md and api.md): octave-band absorption of a surface finish. A
 * finish's a-values are either absorption coefficients (per m² of surface) or, for people and some seats,
 * absorption per object in metric sabins (m²), which the calculator never multiplies by an area.
 */
export const FINISH_UNITS = ['coefficient', 'sabin-per-object'] as const;

/** How a finish's a-values are expressed. */
export type FinishUnit = (typeof FINISH_UNITS)[number];

/** The six required octave bands of a finish, as field names. */
export const FINISH_BANDS = ['a125', 'a250', 'a500', 'a1000', 'a2000', 'a4000'] as const;

/** One required band field. */
export type FinishBand = (typeof FINISH_BANDS)[number];

/** Limits of a finish's values (laboratory Sabine coefficients can exceed 1). */
export const FINISH_LIMITS = {
  coefficientMin: 0,
  coefficientMax: 1.5,
  /** Metric sabins (m²) per object: a person is about 0.5, a large baffle a few. */
  perObjectMax: 20,
  step: 0.01,
  searchDefaultLimit: 20,
  searchMaxLimit: 50,
  searchMaxLength: 100,
} as const;

/** Validation texts of finish fields beyond 'Required' (docs/product/validation.md#finishes). */
export const FINISH_MESSAGES = {
  notANumber: 'Must be a number',
  belowZero: 'Must be 0 or more',
  aboveCoefficientMax: `Must be at most ${FINISH_LIMITS.coefficientMax}`,
  abovePerObjectMax: `Must be at most ${FINISH_LIMITS.perObjectMax} m² per object`,
  notAStep: 'Use steps of 0.01',
  unknownCategory: 'Unknown category',
  invalidCategory: 'Choose a category from the list',
  searchRequired: 'Type at least one character',
  searchTooLong: `Must be at most ${FINISH_LIMITS.searchMaxLength} characters`,
  limitRange: `Must be a whole number from 1 to ${FINISH_LIMITS.searchMaxLimit}`,
  unknownUnit: `Must be one of ${FINISH_UNITS.join(', ')}`,
  unknownSupplierKind: 'Must be ceiling or wall',
  /** An administrator's retire or restore of an id that is no global finish. */
  notFound: 'Finish not found',
  alreadyRetired: 'This finish is already retired.',
  notRetired: 'This finish is not retired, so there is nothing to restore.',
  retired: 'Finish retired',
  restored: 'Finish restored',
} as const;

/** An optional `unit` query value: only finishes of that unit are answered. */
const unitFilter = z.enum(FINISH_UNITS, { error: FINISH_MESSAGES.unknownUnit }).optional();

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

function bandNumber(isRequired: boolean) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined && isRequired
          ? MESSAGES.finishCoefficientRequired
          : FINISH_MESSAGES.notANumber,
    })
    .min(FINISH_LIMITS.coefficientMin, { error: FINISH_MESSAGES.belowZero })
    .max(FINISH_LIMITS.perObjectMax, { error: FINISH_MESSAGES.abovePerObjectMax })
    .multipleOf(FINISH_LIMITS.step, { error: FINISH_MESSAGES.notAStep });
}

/** A required band value: 'Required' when empty, a number from 0 with step 0.01. */
export function requiredBand() {
  return z.preprocess(emptyToUndefined, bandNumber(true));
}

/** The optional 63 Hz value: empty becomes null. */
export function optionalBand() {
  return z.preprocess(emptyToUndefined, bandNumber(false).optional()).transform((value) => value ?? null);
}

/**
 * `POST /api/finishes`, `PUT /api/finishes/{id}`, `POST /api/org/finishes` and
 * `PUT /api/org/finishes/{id}`; the same schema validates the web form. Description and the six
 * bands are required (docs/product/validation.md); an empty name takes the description.
 */
export const FinishBodySchema = z
  .object({
    name: optionalText(200),
    description: requiredText(2000),
    categoryId: z.preprocess(
      emptyToUndefined,
      z
        .uuid({ error: FINISH_MESSAGES.invalidCategory })
        .optional()
        .transform((value) => value ?? null),
    ),
    altkeywords: optionalText(500),
    manufacturer: optionalText(200),
    model: optionalText(200),
    thickness: optionalText(100),
    density: optionalText(100),
    mounting: optionalText(200),
    feat1: optionalText(200),
    feat2: optionalText(200),
    feat3: optionalText(200),
    feat4: optionalText(200),
    feat5: optionalText(200),
    suggest: z.boolean().default(false),
    unit: z.enum(FINISH_UNITS).default('coefficient'),
    a63: optionalBand(),
    a125: requiredBand(),
    a250: requiredBand(),
    a500: requiredBand(),
    a1000: requiredBand(),
    a2000: requiredBand(),
    a4000: requiredBand(),
  })
  .superRefine(
    (finish, context) => {
      // Runs even when other fields failed (`when`), so every field's message shows at once;
      // the values may then be raw input, hence the checks.
      if (finish.unit !== 'coefficient') return;
      for (const band of ['a63', ...FINISH_BANDS] as const) {
        const value: unknown = finish[band];
        if (typeof value === 'number' && value > FINISH_LIMITS.coefficientMax) {
          context.addIssue({ code: 'custom', path: [band], message: FINISH_MESSAGES.aboveCoefficientMax });
        }
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

/** A finish as submitted (the form's values after validation). */
export type FinishBody = z.infer<typeof FinishBodySchema>;

/** The form's raw values before validation (numbers may still be empty strings). */
export type FinishBodyInput = z.input<typeof FinishBodySchema>;

/** `{id}` of the finish routes. */
export const FinishParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.apiNotFound }) });

/** A finish as the API returns it. */
export const FinishSchema = z
  .object({
    id: z.string(),
    finishId: z.string().nullable(),
    categoryId: z.string().nullable(),
    categoryName: z.string().nullable(),
    categoryIsPublic: z.boolean(),
    organizationId: z.string().nullable(),
    isSponsor: z.boolean(),
    name: z.string(),
    description: z.string(),
    altkeywords: z.string(),
    manufacturer: z.string(),
    model: z.string(),
    thickness: z.string(),
    density: z.string(),
    mounting: z.string(),
    feat1: z.string(),
    feat2: z.string(),
    feat3: z.string(),
    feat4: z.string(),
    feat5: z.string(),
    suggest: z.boolean(),
    unit: z.enum(FINISH_UNITS),
    a63: z.number().nullable(),
    a125: z.number(),
    a250: z.number(),
    a500: z.number(),
    a1000: z.number(),
    a2000: z.number(),
    a4000: z.number(),
    /** Mean of 250-2000 Hz rounded to 0.05; null for per-object finishes (NRC rates coefficients). */
    nrc: z.number().nullable(),
    finishName: z.string(),
    finishDetails: z.string(),
    source: z.string(),
    flags: z.string(),
    createdBy: z.string().nullable(),
    createdOn: z.string(),
    updatedOn: z.string(),
  })
  .strict();

/** A finish as the API returns it. */
export type Finish = z.infer<typeof FinishSchema>;

/** A finish category (docs/product/data.md#finish: `isPublic` decides what anonymous visitors may browse). */
export const FinishCategorySchema = z
  .object({ id: z.string(), name: z.string(), isPublic: z.boolean(), finishCount: z.number() })
  .strict();

/** A finish category with the number of finishes the answer holds in it. */
export type FinishCategory = z.infer<typeof FinishCategorySchema>;

/** `GET /api/finishes`, `GET /api/org/finishes`, `GET /api/rooms/finishes`, search. */
export const FinishListResponseSchema = envelopeOf({ finishes: z.array(FinishSchema) });

/** A list of finishes. */
export type FinishListResponse = z.infer<typeof FinishListResponseSchema>;

/** `POST`/`PUT` of a finish: the stored finish and 'Finish added' or 'Finish saved'. */
export const FinishResponseSchema = envelopeOf({ finish: FinishSchema, message: z.string() });

/** The answer of a finish write. */
export type FinishResponse = z.infer<typeof FinishResponseSchema>;

/** `GET /api/configuration/finishes/ver`: changes whenever any finish or category changes. */
export const FinishesVersionResponseSchema = envelopeOf({
  configuration: z.object({ key: z.literal('finishes.version'), value: z.string() }).strict(),
});

/** The finishes version answer. */
export type FinishesVersionResponse = z.infer<typeof FinishesVersionResponseSchema>;

/**
 * `GET /api/finishes/search?q=&limit=&unit=`. `unit` keeps the page to finishes of that unit: area
 * surfaces ask for coefficients, sabin surfaces for per-object finishes.
 */
export const FinishSearchQuerySchema = z.object({
  q: z
    .string({ error: FINISH_MESSAGES.searchRequired })
    .trim()
    .min(1, { error: FINISH_MESSAGES.searchRequired })
    .max(FINISH_LIMITS.searchMaxLength, { error: FINISH_MESSAGES.searchTooLong }),
  limit: z.coerce
    .number({ error: FINISH_MESSAGES.limitRange })
    .int({ error: FINISH_MESSAGES.limitRange })
    .min(1, { error: FINISH_MESSAGES.limitRange })
    .max(FINISH_LIMITS.searchMaxLimit, { error: FINISH_MESSAGES.limitRange })
    .default(FINISH_LIMITS.searchDefaultLimit),
  unit: unitFilter,
});

/** The search query. */
export type FinishSearchQuery = z.infer<typeof FinishSearchQuerySchema>;

/** `GET /api/finishes/browsers/commons?unit=`: only finishes of that unit when `unit` is given. */
export const FinishBrowseQuerySchema = z.object({ unit: unitFilter });

/** The query of a finish browser. */
export type FinishBrowseQuery = z.infer<typeof FinishBrowseQuerySchema>;

/** `GET /api/finishes/browsers/commons`: the common (global) finishes in category order, and the categories. */
export const CommonFinishesResponseSchema = envelopeOf({
  finishes: z.array(FinishSchema),
  categories: z.array(FinishCategorySchema),
});

/** The common finishes browser. */
export type CommonFinishesResponse = z.infer<typeof CommonFinishesResponseSchema>;

/**
 * A supplier (an organization on the manufacturer plan) whose finishes are published as sponsor
 * finishes; `kinds` lists its separate buttons (empty: one button for all its finishes).
 */
export const SponsorSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    vendorName: z.string().nullable(),
    finishCount: z.number(),
    kinds: z.array(z.enum(SUPPLIER_FINISH_KINDS)),
  })
  .strict();

/** A supplier. */
export type Sponsor = z.infer<typeof SponsorSchema>;

/** `GET /api/finishes/browsers/sponsors`. */
export const SponsorListResponseSchema = envelopeOf({ sponsors: z.array(SponsorSchema) });

/** The suppliers. */
export type SponsorListResponse = z.infer<typeof SponsorListResponseSchema>;

/** `GET /api/finishes/browsers/sponsor/{id}?unit=&kind=`: only that unit, only that kind's category. */
export const SponsorFinishesQuerySchema = z.object({
  unit: unitFilter,
  kind: z.enum(SUPPLIER_FINISH_KINDS, { error: FINISH_MESSAGES.unknownSupplierKind }).optional(),
});

/** The query of a supplier's finishes. */
export type SponsorFinishesQuery = z.infer<typeof SponsorFinishesQuerySchema>;

/** `GET /api/finishes/browsers/sponsor/{id}`. */
export const SponsorFinishesResponseSchema = envelopeOf({
  sponsor: SponsorSchema,
  finishes: z.array(FinishSchema),
});

/** One supplier's finishes. */
export type SponsorFinishesResponse = z.infer<typeof SponsorFinishesResponseSchema>;

/** Occupancy states of an audience preset. */
export const AUDIENCE_OCCUPANCIES = ['unoccupied', 'partly-occupied', 'occupied'] as const;

/** An audience absorption preset: a kind of seating in one occupancy state, with its finish. */
export const AudiencePresetSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    seating: z.string(),
    occupancy: z.enum(AUDIENCE_OCCUPANCIES),
    finish: FinishSchema,
  })
  .strict();

/** An audience preset. */
export type AudiencePreset = z.infer<typeof AudiencePresetSchema>;

/** `GET /api/finishes/browsers/audience`. */
export const AudiencePresetsResponseSchema = envelopeOf({ presets: z.array(AudiencePresetSchema) });
