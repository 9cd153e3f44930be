import { PARTITION_TL_FIELDS, type PartitionTlField } from '@roomtone/contracts';
import { z } from 'zod';

const tlShape = Object.fromEntries(
  PARTITION_TL_FIELDS.map((field) => [field, z.number().nullable()]),
) as Record<PartitionTlField, z.ZodNullable<z.ZodNumber>>;

/** One seeded public partition. Octave rows hold values only in t125, t250 … t4000. */
export const PartitionSeedRowSchema = z
  .object({
    /** Stable id of the row in its source (e.g. OCT-001, or a lab's test number). */
    sourceKey: z.string().min(1),
    category: z.string().min(1),
    description: z.string().min(1),
    elementCodes: z.array(z.string().min(1)).min(1),
    /** The STC the source publishes. */
    stc: z.number().int(),
    bandType: z.enum(['third-octave', 'octave']),
    labName: z.string(),
    testNo: z.string(),
    testDate: z.string().nullable(),
    ...tlShape,
    source: z.string().min(1),
    flags: z.string(),
  })
  .strict();

/** A seeded partition. */
export type PartitionSeedRow = z.infer<typeof PartitionSeedRowSchema>;

/** `partitions.v1.json`: the element codes and the partitions that use them. */
export const PartitionSeedFileSchema = z
  .object({
    format: z.literal('roomtone.partitions'),
    formatVersion: z.literal(1),
    dataVersion: z.number().int().min(1),
    generatedFrom: z.string(),
    elements: z.array(z.object({ code: z.string().min(1), description: z.string().min(1) }).strict()),
    rows: z.array(PartitionSeedRowSchema),
  })
  .strict();

/** The partitions seed file. */
export type PartitionSeedFile = z.infer<typeof PartitionSeedFileSchema>;
