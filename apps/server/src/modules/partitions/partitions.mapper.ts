import { PARTITION_TL_FIELDS, type Partition, type PartitionTlField } from '@roomtone/contracts';
import type { PartitionRow } from './partitions.repo.ts';

/** A partition row as the API returns it. */
export function toPartition(row: PartitionRow): Partition {
  const transmissionLoss = Object.fromEntries(
    PARTITION_TL_FIELDS.map((field) => [field, row[field]]),
  ) as Record<PartitionTlField, number | null>;
  return {
    id: row.id,
    sourceKey: row.sourceKey,
    category: row.category,
    description: row.description,
    elements: row.elementCodes,
    stc: row.stc,
    bandType: row.bandType,
    labName: row.labName,
    testNo: row.testNo,
    testDate: row.testDate,
    ...transmissionLoss,
    source: row.source,
    flags: row.flags,
  };
}
