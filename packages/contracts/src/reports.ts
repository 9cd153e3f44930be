import { z } from 'zod';
import { REPORT_MODELS } from './calc-fields.ts';
import { envelopeOf } from './envelope.ts';
import { ReportStandardSchema, ReportVariantSchema } from './report-standards.ts';

/**
 * The reverberation report of one revision (issue 17). The server builds it from the stored calc
 * document with the acoustics engine; the report page shows it and the PDF is drawn from the same
 * object, so the PDF never carries a number the screen does not show. Every number a reader sees
 * is already text here, at the display precision of docs/product/constants.md#display-precision (RT 1
 * decimal, sabins 0, alpha 2) and with its unit; only the graph keeps plain numbers, to draw with.
 */

/** Paper sizes of the PDF. */
export const REPORT_PAPER_SIZES = ['a4', 'letter'] as const;
/** A paper size of the PDF. */
export type ReportPaper = (typeof REPORT_PAPER_SIZES)[number];

/** `?paper=a4|letter` of the PDF routes; without it the organization's country decides. */
export const ReportPdfQuerySchema = z.object({ paper: z.enum(REPORT_PAPER_SIZES).optional() });
/** Query of the PDF routes. */
export type ReportPdfQuery = z.infer<typeof ReportPdfQuerySchema>;

/** A run of text of the organization's report text, bold and/or italic. */
export const ReportTextRunSchema = z
  .object({ text: z.string(), isBold: z.boolean(), isItalic: z.boolean() })
  .strict();
/** A run of the report text. */
export type ReportTextRun = z.infer<typeof ReportTextRunSchema>;

/** A block of the report text: a paragraph, a heading or a list item. */
export const ReportTextBlockSchema = z
  .object({
    kind: z.enum(['paragraph', 'heading', 'bullet', 'numbered']),
    runs: z.array(ReportTextRunSchema),
  })
  .strict();
/** A block of the report text. */
export type ReportTextBlock = z.infer<typeof ReportTextBlockSchema>;

/** A labelled value ('Volume', '8448 m³'). */
export const ReportFactSchema = z.object({ label: z.string(), value: z.string() }).strict();
/** A labelled value. */
export type ReportFact = z.infer<typeof ReportFactSchema>;

/** A row of values per octave band (125-4000 Hz). */
export const ReportBandRowSchema = z.object({ label: z.string(), values: z.array(z.string()) }).strict();
/** A row of values per band. */
export type ReportBandRow = z.infer<typeof ReportBandRowSchema>;

/** One active surface of the surfaces table. */
export const ReportSurfaceSchema = z
  .object({
    /** The surface's number in the calculation (#1 is the first surface, active or not). */
    number: z.number().int(),
    name: z.string(),
    /** The finish chosen for it ('' for custom coefficients named by the surface itself). */
    finish: z.string(),
    /** Where the coefficients come from: the finishes database, custom values, a supplier... */
    source: z.string(),
    /** 'Area' or 'Count' (per-object items), '' where the surface has neither. */
    quantityLabel: z.string(),
    /** The quantity per group, e.g. 'lr 56, fr 48'. */
    quantityByGroup: z.string(),
    /** The total with its unit, e.g. '104 m²' or '12 objects'. */
    quantityTotal: z.string(),
    coefficients: z.array(z.string()),
    sabins: z.array(z.string()),
    nrc: z.string(),
  })
  .strict();
/** One surface of the table. */
export type ReportSurface = z.infer<typeof ReportSurfaceSchema>;

/** The surfaces table with its totals per band. */
export const ReportSurfacesSchema = z
  .object({
    areaUnit: z.string(),
    sabinsUnit: z.string(),
    rows: z.array(ReportSurfaceSchema),
    /** Sum of the entered areas, with its unit. */
    totalArea: z.string(),
    /** Surface absorption, air absorption, total absorption and mean coefficient per band. */
    totals: z.array(ReportBandRowSchema),
  })
  .strict();
/** The surfaces table. */
export type ReportSurfaces = z.infer<typeof ReportSurfacesSchema>;

/** RT per band of one model. */
export const ReportModelRowSchema = z
  .object({ id: z.string(), label: z.string(), isExperimental: z.boolean(), values: z.array(z.string()) })
  .strict();
/** RT per band of one model. */
export type ReportModelRow = z.infer<typeof ReportModelRowSchema>;

/** The results of the report model (docs/product/data.md#room-calculation). */
export const ReportResultsSchema = z
  .object({
    choice: z.enum(REPORT_MODELS),
    /** 'Automatic: Eyring', 'Sabine', 'Sabine and Eyring'. */
    choiceText: z.string(),
    /** Why these models (for the automatic choice: which model it chose and why). */
    explanation: z.string(),
    rows: z.array(ReportModelRowSchema),
    /** The RT goal per band and its range, when the room has a goal. */
    goalRows: z.array(ReportBandRowSchema),
    /** Why a band has no value, when one has none. */
    footnotes: z.array(z.string()),
  })
  .strict();
/** The results of the report model. */
export type ReportResults = z.infer<typeof ReportResultsSchema>;

/** The RT graph's data: bands on a log-frequency axis, a seconds axis, series and the goal band. */
export const ReportChartSchema = z
  .object({
    bands: z.array(z.number()),
    yMax: z.number(),
    yTicks: z.array(z.number()),
    tickDecimals: z.number().int(),
    series: z.array(
      z.object({ id: z.string(), label: z.string(), values: z.array(z.number().nullable()) }).strict(),
    ),
    goal: z.array(z.object({ goal: z.number(), lower: z.number(), upper: z.number() }).strict()),
  })
  .strict();
/** The RT graph's data. */
export type ReportChart = z.infer<typeof ReportChartSchema>;

/**
 * A warning that applied, in its sentence from docs/product/validation.md#calculator-warnings, with the
 * surfaces and bands it names.
 */
export const ReportWarningSchema = z.object({ message: z.string(), details: z.array(z.string()) }).strict();
/** A warning of the report. */
export type ReportWarning = z.infer<typeof ReportWarningSchema>;

/** A formula of the appendix with its source. */
export const ReportFormulaSchema = z
  .object({ label: z.string(), formula: z.string(), citation: z.string() })
  .strict();
/** A formula of the appendix. */
export type ReportFormula = z.infer<typeof ReportFormulaSchema>;

/** The report of one revision. */
export const RoomReportSchema = z
  .object({
    title: z.string(),
    organization: z
      .object({
        name: z.string(),
        addressLines: z.array(z.string()),
        reportText: z.array(ReportTextBlockSchema),
        /** The logo's width as a percentage of the content width; 0 leaves it out. */
        logoWidthPercent: z.number(),
        /** When the logo changed (ISO time); null without a logo. */
        logoUpdatedOn: z.string().nullable(),
        /** The paper the organization's country uses. */
        paper: z.enum(REPORT_PAPER_SIZES),
      })
      .strict(),
    project: z.object({ _id: z.string(), id: z.string(), name: z.string() }).strict(),
    room: z.object({ _id: z.string(), name: z.string(), number: z.string() }).strict(),
    revision: z
      .object({ number: z.number().int(), comment: z.string(), author: z.string(), date: z.string() })
      .strict(),
    /** Project, client, room, revision, author, date, phase. */
    projectFacts: z.array(ReportFactSchema),
    /** Dimensions, volume, areas, temperature, units, goal, settings. */
    roomFacts: z.array(ReportFactSchema),
    surfaces: ReportSurfacesSchema,
    results: ReportResultsSchema,
    chart: ReportChartSchema,
    /** The room held against its standard (issue 24), or null when no standard is chosen. */
    standard: ReportStandardSchema.nullable(),
    /** The room's variants side by side, the first (the room's own surfaces) first; empty with one variant. */
    variants: z.array(ReportVariantSchema),
    warnings: z.array(ReportWarningSchema),
    /** Notes and limitations of the models and of this calculation. */
    notes: z.array(z.string()),
    appendix: z
      .object({
        introduction: z.string(),
        definitions: z.array(ReportFactSchema),
        formulas: z.array(ReportFormulaSchema),
      })
      .strict(),
  })
  .strict();
/** The report of one revision. */
export type RoomReport = z.infer<typeof RoomReportSchema>;

/** `GET /api/rooms/{roomId}/rev/{revId}/report`. */
export const RoomReportResponseSchema = envelopeOf({ report: RoomReportSchema });
/** `GET /api/rooms/{roomId}/rev/{revId}/report`. */
export type RoomReportResponse = z.infer<typeof RoomReportResponseSchema>;
