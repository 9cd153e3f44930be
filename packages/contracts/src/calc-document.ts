import { z } from 'zod';
import { CALC_AXES, CALC_BANDS, REPORT_MODELS } from './calc-fields.ts';

export { CALC_AXES, CALC_BANDS, REPORT_MODELS };

/**
 * The room calculation saved in a revision's `calc` text (SPEC section 3 'Room calculation' and
 * 'Surface'). The schema is permissive on purpose: saved documents hold numbers, numeric strings
 * and empty strings, and unknown fields of old documents are kept. `parseCalcDocument` of
 * `@roomtone/acoustics` stays the authority for numbers.
 *
 * Lower bounds of the suggested RT goal are stored as `l125..l4000` (percent, negative), beside
 * the per-band multipliers `x125..x4000` and the upper bounds `s125..s4000`.
 */

/** A number as documents store it: a number, a numeric string or '' for empty. */
export const CalcNumberSchema = z.union([z.number(), z.string()]);
/** A number as documents store it. */
export type CalcNumber = z.infer<typeof CalcNumberSchema>;

/** One octave band of the calc document. */
export type CalcBand = (typeof CALC_BANDS)[number];

/** One value per surface group: sidewalls (lr), front/rear (fr), floor/ceiling (fc), and their sum. */
export const CalcAxisSchema = z.looseObject({
  lr: CalcNumberSchema.optional(),
  fr: CalcNumberSchema.optional(),
  fc: CalcNumberSchema.optional(),
  sum: CalcNumberSchema.optional(),
});
/** Values per surface group. */
export type CalcAxis = z.infer<typeof CalcAxisSchema>;

/** A surface group. */
export type CalcAxisName = (typeof CALC_AXES)[number];

/** Panel entry of one group: height or length, width and quantity. */
export const CalcPanelSchema = z.looseObject({
  len: CalcNumberSchema.optional(),
  width: CalcNumberSchema.optional(),
  qty: CalcNumberSchema.optional(),
});
/** Panel entry of one group. */
export type CalcPanel = z.infer<typeof CalcPanelSchema>;

/** Coefficients of Finish A or Finish B of a variable surface. */
export const CalcCoefficientsSchema = z.looseObject({
  a63: CalcNumberSchema.nullable().optional(),
  a125: CalcNumberSchema.optional(),
  a250: CalcNumberSchema.optional(),
  a500: CalcNumberSchema.optional(),
  a1000: CalcNumberSchema.optional(),
  a2000: CalcNumberSchema.optional(),
  a4000: CalcNumberSchema.optional(),
  finishObj: z
    .looseObject({ finishName: z.string().optional(), finishDetails: z.string().optional() })
    .optional(),
});
/** Coefficients of a finish inside a surface. */
export type CalcCoefficients = z.infer<typeof CalcCoefficientsSchema>;

/** The editor tabs of a surface card. */
export const SURFACE_TABS = ['edit', 'results'] as const;
/** An editor tab of a surface card. */
export type SurfaceTab = (typeof SURFACE_TABS)[number];

/** One surface (SPEC section 3 'Surface'). */
export const CalcSurfaceSchema = CalcCoefficientsSchema.extend({
  type: z.string().min(1),
  finish: z.string().optional(),
  name: z.string().optional(),
  propose: z.boolean().optional(),
  inactive: z.boolean().optional(),
  area: CalcAxisSchema.optional(),
  perimeter: CalcAxisSchema.optional(),
  panel: z
    .looseObject({
      lr: CalcPanelSchema.optional(),
      fr: CalcPanelSchema.optional(),
      fc: CalcPanelSchema.optional(),
    })
    .optional(),
  multiplier: CalcAxisSchema.optional(),
  sabins: z.record(z.string(), CalcNumberSchema).optional(),
  activeTab: z.string().optional(),
  minimize: z.boolean().optional(),
  selectType: z.enum(['search', 'browse']).optional(),
  areaType: z.enum(['area', 'panels']).optional(),
  templateurl: z.string().optional(),
  balance: CalcNumberSchema.optional(),
  finishA: CalcCoefficientsSchema.optional(),
  finishB: CalcCoefficientsSchema.optional(),
  rt125: CalcNumberSchema.optional(),
  rt250: CalcNumberSchema.optional(),
  rt500: CalcNumberSchema.optional(),
  rt1000: CalcNumberSchema.optional(),
  rt2000: CalcNumberSchema.optional(),
  rt4000: CalcNumberSchema.optional(),
  rtAvg: CalcNumberSchema.optional(),
  k125: CalcNumberSchema.optional(),
  k250: CalcNumberSchema.optional(),
  k500: CalcNumberSchema.optional(),
  k1000: CalcNumberSchema.optional(),
  k2000: CalcNumberSchema.optional(),
  k4000: CalcNumberSchema.optional(),
});
/** One surface. */
export type CalcSurface = z.infer<typeof CalcSurfaceSchema>;

/** A report model choice. */
export type ReportModel = (typeof REPORT_MODELS)[number];

/** Advanced Settings. */
export const CalcDocumentSettingsSchema = z.looseObject({
  limitCoefficients: z.boolean().optional(),
  airAbsorption: z.boolean().optional(),
  reportModel: z.enum(REPORT_MODELS).optional(),
  /** The model the automatic choice picked when the document was saved. */
  reportModelAuto: z.string().nullable().optional(),
});
/** Advanced Settings. */
export type CalcDocumentSettings = z.infer<typeof CalcDocumentSettingsSchema>;

/**
 * The calculator's view flags (SPEC section 3 'Room' gui): graph series shown (by model id),
 * methods shown in the detail panels, open detail panels, and the left column's mode.
 */
export const CalcGuiSchema = z.looseObject({
  series: z.record(z.string(), z.boolean()).optional(),
  methods: z.record(z.string(), z.boolean()).optional(),
  panels: z.record(z.string(), z.boolean()).optional(),
  propertiesMode: z.enum(['suggestions', 'advanced']).optional(),
  suggestionType: z.string().optional(),
});
/** The calculator's view flags. */
export type CalcGui = z.infer<typeof CalcGuiSchema>;

/** The whole room calculation. */
export const CalcDocumentSchema = z.looseObject({
  name: z.string().optional(),
  number: z.string().optional(),
  len: CalcNumberSchema.optional(),
  width: CalcNumberSchema.optional(),
  height: CalcNumberSchema.optional(),
  temperature: CalcNumberSchema.optional(),
  rtDecay: CalcNumberSchema.optional(),
  units: z.looseObject({ system: z.enum(['Metric', 'Imperial']).optional() }).optional(),
  rtGoal: CalcNumberSchema.optional(),
  capacity: CalcNumberSchema.optional(),
  x125: CalcNumberSchema.optional(),
  x250: CalcNumberSchema.optional(),
  x500: CalcNumberSchema.optional(),
  x1000: CalcNumberSchema.optional(),
  x2000: CalcNumberSchema.optional(),
  x4000: CalcNumberSchema.optional(),
  s125: CalcNumberSchema.optional(),
  s250: CalcNumberSchema.optional(),
  s500: CalcNumberSchema.optional(),
  s1000: CalcNumberSchema.optional(),
  s2000: CalcNumberSchema.optional(),
  s4000: CalcNumberSchema.optional(),
  l125: CalcNumberSchema.optional(),
  l250: CalcNumberSchema.optional(),
  l500: CalcNumberSchema.optional(),
  l1000: CalcNumberSchema.optional(),
  l2000: CalcNumberSchema.optional(),
  l4000: CalcNumberSchema.optional(),
  surfaces: z.array(CalcSurfaceSchema).optional(),
  settings: CalcDocumentSettingsSchema.optional(),
  gui: CalcGuiSchema.optional(),
  revisionComment: z.string().optional(),
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
