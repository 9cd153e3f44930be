import { RULE_SET_IDS, RULE_SETS } from '@roomtone/acoustics';
import { z } from 'zod';
import { CALC_AXES, CALC_BANDS, REPORT_MODELS } from './calc-fields.ts';
import { calcIssueText, checkCalcDocument, isPlainObject } from './calc-issues.ts';
import { MESSAGES } from './messages.ts';

export { CALC_AXES, CALC_BANDS, REPORT_MODELS };

/**
 * The room calculation saved in a revision's `calc` text (docs/product/data.md#room-calculation, #surface).
 * The schema is permissive on purpose: saved documents hold numbers, numeric strings
 * and empty strings, and unknown fields of old documents are kept. `parseCalcDocument` of
 * `@roomtone/acoustics` stays the authority for numbers, and every document it accepts (which the
 * server saves) is read here too: `null` stands for an empty value (a band RT of null falls back
 * to the average, as in the engine), a number where text is kept (a room number) becomes its
 * text, and a field the engine does not read never refuses a document (an unknown value of it is
 * dropped).
 *
 * Lower bounds of the suggested RT goal are stored as `l125..l4000` (percent, negative), beside
 * the per-band multipliers `x125..x4000` and the upper bounds `s125..s4000`.
 */

/** A number as documents store it: a number, a numeric string or '' for empty. */
export const CalcNumberSchema = z.union([z.number(), z.string()]);
/** A number as documents store it. */
export type CalcNumber = z.infer<typeof CalcNumberSchema>;

const nullAsMissing = (value: unknown) => (value === null ? undefined : value);

/** An optional number field: `null` reads as missing (the engine's empty value). */
const calcValue = z.preprocess(nullAsMissing, CalcNumberSchema.optional());

/** An optional text field: numbers become their text, anything else that is not text is dropped. */
const calcText = z
  .unknown()
  .transform((value) =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined,
  )
  .optional();

/** An optional flag: anything but true or false is dropped. */
const calcFlag = z
  .unknown()
  .transform((value) => (typeof value === 'boolean' ? value : undefined))
  .optional();

/** An optional choice: an unknown value is dropped. */
function calcChoice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values).optional().catch(undefined);
}

/** An optional group of fields: anything but an object (as the engine reads it) is dropped. */
function calcGroup<Shape extends z.ZodType>(shape: Shape) {
  return z.preprocess((value) => (isPlainObject(value) ? value : undefined), shape.optional());
}

/** An optional map of flags (the view flags): values that are not flags are dropped. */
const calcFlags = calcGroup(
  z
    .record(z.string(), z.unknown())
    .transform((record) =>
      Object.fromEntries(
        Object.entries(record).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
      ),
    ),
);

/** One octave band of the calc document. */
export type CalcBand = (typeof CALC_BANDS)[number];

/** One value per surface group: sidewalls (lr), front/rear (fr), floor/ceiling (fc), and their sum. */
export const CalcAxisSchema = z.looseObject({
  lr: calcValue,
  fr: calcValue,
  fc: calcValue,
  sum: calcValue,
});
/** Values per surface group. */
export type CalcAxis = z.infer<typeof CalcAxisSchema>;

/** A surface group. */
export type CalcAxisName = (typeof CALC_AXES)[number];

/** Panel entry of one group: height or length, width and quantity. */
export const CalcPanelSchema = z.looseObject({
  len: calcValue,
  width: calcValue,
  qty: calcValue,
});
/** Panel entry of one group. */
export type CalcPanel = z.infer<typeof CalcPanelSchema>;

/** Coefficients of Finish A or Finish B of a variable surface. */
export const CalcCoefficientsSchema = z.looseObject({
  a63: CalcNumberSchema.nullable().optional(),
  a125: calcValue,
  a250: calcValue,
  a500: calcValue,
  a1000: calcValue,
  a2000: calcValue,
  a4000: calcValue,
  finishObj: calcGroup(z.looseObject({ finishName: calcText, finishDetails: calcText })),
});
/** Coefficients of a finish inside a surface. */
export type CalcCoefficients = z.infer<typeof CalcCoefficientsSchema>;

/** The editor tabs of a surface card. */
export const SURFACE_TABS = ['edit', 'results'] as const;
/** An editor tab of a surface card. */
export type SurfaceTab = (typeof SURFACE_TABS)[number];

/** One surface (docs/product/data.md#surface). */
export const CalcSurfaceSchema = CalcCoefficientsSchema.extend({
  type: z.string().min(1),
  finish: calcText,
  name: calcText,
  propose: calcFlag,
  inactive: z.preprocess(nullAsMissing, z.boolean().optional()),
  area: calcGroup(CalcAxisSchema),
  perimeter: calcGroup(CalcAxisSchema),
  panel: calcGroup(
    z.looseObject({
      lr: calcGroup(CalcPanelSchema),
      fr: calcGroup(CalcPanelSchema),
      fc: calcGroup(CalcPanelSchema),
    }),
  ),
  multiplier: calcGroup(CalcAxisSchema),
  /**
   * Where the surface sits within each group (Neubauer measures each face against its group):
   * sidewalls left/right, front/rear front/rear, floor/ceiling ceiling/floor; missing is 'both'.
   */
  placement: calcGroup(
    z.looseObject({
      lr: calcChoice(['left', 'right', 'both']),
      fr: calcChoice(['front', 'rear', 'both']),
      fc: calcChoice(['ceiling', 'floor', 'both']),
    }),
  ),
  sabins: calcGroup(
    z
      .record(z.string(), z.unknown())
      .transform((record) =>
        Object.fromEntries(
          Object.entries(record).filter(
            (entry): entry is [string, CalcNumber] => CalcNumberSchema.safeParse(entry[1]).success,
          ),
        ),
      ),
  ),
  activeTab: calcText,
  minimize: calcFlag,
  selectType: calcChoice(['search', 'browse']),
  areaType: calcChoice(['area', 'panels']),
  templateurl: calcText,
  balance: calcValue,
  finishA: calcGroup(CalcCoefficientsSchema),
  finishB: calcGroup(CalcCoefficientsSchema),
  rt125: calcValue,
  rt250: calcValue,
  rt500: calcValue,
  rt1000: calcValue,
  rt2000: calcValue,
  rt4000: calcValue,
  rtAvg: calcValue,
  k125: calcValue,
  k250: calcValue,
  k500: calcValue,
  k1000: calcValue,
  k2000: calcValue,
  k4000: calcValue,
});
/** One surface. */
export type CalcSurface = z.infer<typeof CalcSurfaceSchema>;

/** A report model choice. */
export type ReportModel = (typeof REPORT_MODELS)[number];

/** Advanced Settings. */
export const CalcDocumentSettingsSchema = z.looseObject({
  limitCoefficients: z.preprocess(nullAsMissing, z.boolean().optional()),
  airAbsorption: z.preprocess(nullAsMissing, z.boolean().optional()),
  reportModel: calcChoice(REPORT_MODELS),
  /** The model the automatic choice picked when the document was saved. */
  reportModelAuto: z.string().nullable().optional().catch(undefined),
});
/** Advanced Settings. */
export type CalcDocumentSettings = z.infer<typeof CalcDocumentSettingsSchema>;

/**
 * The calculator's view flags (docs/product/data.md#room, its `gui`): graph series shown (by model id),
 * methods shown in the detail panels, open detail panels, and the left column's mode.
 */
export const CalcGuiSchema = z.looseObject({
  series: calcFlags,
  methods: calcFlags,
  panels: calcFlags,
  propertiesMode: calcChoice(['suggestions', 'advanced']),
  suggestionType: calcText,
});
/** The calculator's view flags. */
export type CalcGui = z.infer<typeof CalcGuiSchema>;

/**
 * One more set of surfaces on the same room (issue 24): 'Option A: ceiling'. The document's own
 * `surfaces` are the first variant, named by `variantName`.
 */
export const CalcVariantSchema = z.looseObject({
  name: z.string(),
  surfaces: z.array(CalcSurfaceSchema),
});
/** A variant after the first. */
export type CalcVariant = z.infer<typeof CalcVariantSchema>;

/**
 * The variants after the first: anything but a list is dropped, and so is an entry that is not a
 * variant (no surface list, a surface without a type); a name that is not text becomes its
 * number ('Variant 2' for the first entry, since the document's own surfaces are variant 1).
 */
const calcVariants = z.preprocess(
  (value) => (Array.isArray(value) ? value : undefined),
  z
    .array(z.unknown())
    .transform((items) =>
      items.flatMap((item, index): CalcVariant[] => {
        if (!isPlainObject(item)) return [];
        const record = item as Record<string, unknown>;
        const name = typeof record.name === 'string' ? record.name : `Variant ${index + 2}`;
        const parsed = CalcVariantSchema.safeParse({ ...record, name });
        return parsed.success ? [parsed.data] : [];
      }),
    )
    .optional(),
);

/**
 * The standard the room is held against (issue 24): a rule set of the engine (`RULE_SET_IDS`) and
 * one of its room types. A standard whose rule set or room type the engine does not know is
 * dropped, as an unknown value of any other field the engine does not read.
 */
export const CalcStandardSchema = z
  .looseObject({ ruleSet: z.enum(RULE_SET_IDS), roomType: z.string().min(1) })
  .refine((standard) =>
    RULE_SETS[standard.ruleSet].roomTypes.some((roomType) => roomType.id === standard.roomType),
  );
/** The standard the room is held against. */
export type CalcStandard = z.infer<typeof CalcStandardSchema>;

/** The unit system; empty or null reads as missing (the engine then takes Imperial). */
const calcSystem = z.preprocess(nullAsMissing, z.enum(['Metric', 'Imperial']).optional());

/** The whole room calculation. */
export const CalcDocumentSchema = z.looseObject({
  name: calcText,
  number: calcText,
  len: calcValue,
  width: calcValue,
  height: calcValue,
  temperature: calcValue,
  rtDecay: calcValue,
  units: calcGroup(
    z.looseObject({ system: z.preprocess((value) => (value === '' ? undefined : value), calcSystem) }),
  ),
  rtGoal: calcValue,
  capacity: calcValue,
  x125: calcValue,
  x250: calcValue,
  x500: calcValue,
  x1000: calcValue,
  x2000: calcValue,
  x4000: calcValue,
  s125: calcValue,
  s250: calcValue,
  s500: calcValue,
  s1000: calcValue,
  s2000: calcValue,
  s4000: calcValue,
  l125: calcValue,
  l250: calcValue,
  l500: calcValue,
  l1000: calcValue,
  l2000: calcValue,
  l4000: calcValue,
  surfaces: z.preprocess(nullAsMissing, z.array(CalcSurfaceSchema).optional()),
  /** Name of the first variant (the document's own `surfaces`); missing reads as 'Existing'. */
  variantName: calcText,
  variants: calcVariants,
  standard: calcGroup(CalcStandardSchema).catch(undefined),
  settings: calcGroup(CalcDocumentSettingsSchema),
  gui: calcGroup(CalcGuiSchema),
  revisionComment: calcText,
});
/** The whole room calculation. */
export type CalcDocument = z.infer<typeof CalcDocumentSchema>;

/** Reads calc JSON text into a document, or `null` when it is not JSON or not a calc document. */
export function readCalcText(text: string): CalcDocument | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const result = CalcDocumentSchema.safeParse(value);
  return result.success ? result.data : null;
}

/**
 * The calc document as JSON text, as the API takes it: no field may break its rule (the first
 * break is the message). Text that is not JSON is left to the service, which answers
 * 'Error parsing calculation.'.
 */
export const CalcDocumentTextSchema = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required })
  .superRefine((text, context) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return;
    }
    const [issue] = checkCalcDocument(value).filter((candidate) => !candidate.isMissing);
    if (issue !== undefined) context.addIssue({ code: 'custom', message: calcIssueText(issue) });
  });
