import { z } from 'zod';

/**
 * The parts of a room report that issue 24 adds: the room held against its standard (the verdict
 * line and a pass/fail row per band) and its variants side by side. Numbers are text at the
 * calculator's precision, with their units, as everywhere in the report.
 */

/** One assessed band (or the mean of several) of the standard's table. */
export const ReportStandardRowSchema = z
  .object({
    /** '500 Hz', or 'Tmf (500, 1000, 2000 Hz)' for a mean. */
    band: z.string(),
    /** The assessed value with its unit ('0.71 s', '0.18 m²/m³'), '—' without one. */
    value: z.string(),
    /** '0.45-0.67 s', '≤ 0.60 s', '≥ 0.20 m²/m³'. */
    limits: z.string(),
    /** '+0.10 s' inside the limits, '−0.04 s' outside, '' without a value. */
    margin: z.string(),
    outcome: z.enum(['passes', 'fails', 'no value']),
  })
  .strict();
/** One row of the standard's table. */
export type ReportStandardRow = z.infer<typeof ReportStandardRowSchema>;

/** The standard the room is held against, and how the room fares. */
export const ReportStandardSchema = z
  .object({
    /** The verdict's name, e.g. 'DIN 18041 A3'. */
    name: z.string(),
    /** The room type as the standard names it, e.g. 'A3 Education/communication'. */
    roomType: z.string(),
    /** The rule in words and formulas. */
    rule: z.string(),
    /** What the rule asks of this room ('T_soll = 0.56 s at V = 189 m³.'), or ''. */
    note: z.string(),
    /** The citation with its edition. */
    source: z.string(),
    /** The model the room is held with, e.g. 'Eyring'. */
    model: z.string(),
    /** The verdict in one line, e.g. 'DIN 18041 A3: passes at 250-4000 Hz, fails at 125 Hz by 0.2 s'. */
    verdict: z.string(),
    /** `true` every assessed band passes, `false` one fails, `null` none could be assessed or the rule does not apply. */
    passes: z.boolean().nullable(),
    rows: z.array(ReportStandardRowSchema),
  })
  .strict();
/** The standard of a room report. */
export type ReportStandard = z.infer<typeof ReportStandardSchema>;

/** One variant of the room: its RT per band with its model, and the change against the first. */
export const ReportVariantSchema = z
  .object({
    name: z.string(),
    /** The model its RT is given with, e.g. 'Eyring'; '' when it has no result. */
    model: z.string(),
    /** RT per band (1 decimal, s), '—' without a value. */
    values: z.array(z.string()),
    /** The change of each band against the first variant ('−0.3'); empty for the first. */
    changes: z.array(z.string()),
    /** Its verdict against the room's standard, or '' without a standard. */
    verdict: z.string(),
    /** Why it has no result (a field that breaks its rule), or ''. */
    problem: z.string(),
  })
  .strict();
/** One variant of a room report. */
export type ReportVariant = z.infer<typeof ReportVariantSchema>;
