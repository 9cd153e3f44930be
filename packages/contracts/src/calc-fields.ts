/**
 * Field lists of the calc document that the browser needs without its schema (kept apart from
 * `calc-document.ts` so a page that only reads these does not load the schema library).
 */

/** The six octave bands of the calc document, as field suffixes. */
export const CALC_BANDS = [125, 250, 500, 1000, 2000, 4000] as const;

/** The surface groups. */
export const CALC_AXES = ['lr', 'fr', 'fc'] as const;

/** The report model choices of Advanced Settings. */
export const REPORT_MODELS = ['auto', 'sabine', 'eyring', 'both'] as const;
