import { z } from 'zod';

/**
 * The seed files' format, checked when they are loaded. `formatVersion` changes with the shape;
 * `dataVersion` with the rows (the loader records the version it applied).
 */
export const FinishSeedRowSchema = z
  .object({
    /** Stable id of the seed row (F0001 …); never reused. */
    finishId: z.string().min(1),
    /** One of the reference categories (db/seed/reference-data.ts). */
    category: z.string().min(1),
    name: z.string().min(1),
    description: z.string().min(1),
    altkeywords: z.string(),
    manufacturer: z.string(),
    model: z.string(),
    thickness: z.string(),
    density: z.string(),
    mounting: z.string(),
    /** A detail of the row the source states beside its name (e.g. 'per person'); none when absent. */
    feat1: z.string().optional(),
    unit: z.enum(['coefficient', 'sabin-per-object']),
    a63: z.number().nullable(),
    a125: z.number(),
    a250: z.number(),
    a500: z.number(),
    a1000: z.number(),
    a2000: z.number(),
    a4000: z.number(),
    /** Where the numbers come from: source tags and row references. */
    source: z.string().min(1),
    /** Comma-separated codes of what looks wrong or uncertain (docs/data.md). */
    flags: z.string(),
  })
  .strict();

/** One seeded finish. */
export type FinishSeedRow = z.infer<typeof FinishSeedRowSchema>;

/** `finishes.v1.json`. */
export const FinishSeedFileSchema = z
  .object({
    format: z.literal('roomtone.finishes'),
    formatVersion: z.literal(1),
    dataVersion: z.number().int().min(1),
    generatedFrom: z.string(),
    rows: z.array(FinishSeedRowSchema),
  })
  .strict();

/** The finishes seed file. */
export type FinishSeedFile = z.infer<typeof FinishSeedFileSchema>;

/** `audience-presets.v1.json`: presets point at seeded finishes by their seed id. */
export const AudiencePresetSeedFileSchema = z
  .object({
    format: z.literal('roomtone.audience-presets'),
    formatVersion: z.literal(1),
    dataVersion: z.number().int().min(1),
    presets: z.array(
      z
        .object({
          key: z.string().min(1),
          label: z.string().min(1),
          seating: z.string().min(1),
          occupancy: z.enum(['unoccupied', 'partly-occupied', 'occupied']),
          finishId: z.string().min(1),
        })
        .strict(),
    ),
  })
  .strict();

/** The audience presets seed file. */
export type AudiencePresetSeedFile = z.infer<typeof AudiencePresetSeedFileSchema>;
