import type { PartitionSortColumn } from '@roomtone/contracts';
import { and, arrayContains, asc, count, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partitionElements, partitions } from '../../db/schema/index.ts';

/** The filters and the page of a partitions query, as the service resolved them. */
export type PartitionPageQuery = {
  limit: number;
  offset: number;
  sortColumn: PartitionSortColumn;
  isDescending: boolean;
  stcMin: number | undefined;
  stcMax: number | undefined;
  elementCodes: string[];
};

const SORT_COLUMNS = {
  description: partitions.description,
  stc: partitions.stc,
  category: partitions.category,
  labName: partitions.labName,
  testNo: partitions.testNo,
  testDate: partitions.testDate,
} as const;

function filterOf(query: PartitionPageQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.stcMin !== undefined) conditions.push(gte(partitions.stc, query.stcMin));
  if (query.stcMax !== undefined) conditions.push(lte(partitions.stc, query.stcMax));
  if (query.elementCodes.length > 0)
    conditions.push(arrayContains(partitions.elementCodes, query.elementCodes));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of partitions and the number of partitions matching the filters. */
export async function listPartitionPage(db: Db, query: PartitionPageQuery) {
  const where = filterOf(query);
  const direction = query.isDescending ? desc : asc;
  const rows = await db
    .select()
    .from(partitions)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[query.sortColumn]), direction(partitions.id))
    .limit(query.limit)
    .offset(query.offset);
  // A page that is not full and has rows (or is the first) is the last one: it tells the total
  // without counting every matching partition again.
  if (rows.length < query.limit && (rows.length > 0 || query.offset === 0)) {
    return { rows, total: query.offset + rows.length };
  }
  const [total] = await db.select({ value: count() }).from(partitions).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** A partition row. */
export type PartitionRow = typeof partitions.$inferSelect;

/** Every element code with its description, by code. */
export function listPartitionElements(db: Db) {
  return db.select().from(partitionElements).orderBy(asc(partitionElements.code));
}

/** Which of these element codes exist. */
export async function existingElementCodes(db: Db, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: partitionElements.code })
    .from(partitionElements)
    .where(inArray(partitionElements.code, codes));
  return new Set(rows.map((row) => row.code));
}

/**
 * Candidates checked per statement: three bound values each, so a batch stays far below
 * PostgreSQL's 65,535 values per statement whatever the size of the file being imported.
 */
const DUPLICATE_CHECK_BATCH = 5000;

/** Stored partitions that share a source key, or a lab and test number, with the candidates. */
export async function findDuplicatePartitions(
  db: Db,
  candidates: { sourceKey: string; labName: string; testNo: string }[],
): Promise<{ sourceKey: string; labName: string; testNo: string }[]> {
  const found: { sourceKey: string; labName: string; testNo: string }[] = [];
  for (let start = 0; start < candidates.length; start += DUPLICATE_CHECK_BATCH) {
    found.push(...(await findDuplicatesOfBatch(db, candidates.slice(start, start + DUPLICATE_CHECK_BATCH))));
  }
  return found;
}

async function findDuplicatesOfBatch(
  db: Db,
  candidates: { sourceKey: string; labName: string; testNo: string }[],
): Promise<{ sourceKey: string; labName: string; testNo: string }[]> {
  const keys = candidates.map((candidate) => candidate.sourceKey);
  const tests = candidates
    .filter((candidate) => candidate.testNo !== '')
    .map((candidate) =>
      and(eq(partitions.labName, candidate.labName), eq(partitions.testNo, candidate.testNo)),
    );
  return db
    .select({ sourceKey: partitions.sourceKey, labName: partitions.labName, testNo: partitions.testNo })
    .from(partitions)
    .where(or(inArray(partitions.sourceKey, keys), ...tests));
}

/** The columns of a new partition. */
export type NewPartition = Omit<typeof partitions.$inferInsert, 'id' | 'createdOn' | 'updatedOn'>;

/** Inserts partitions (one transaction is the caller's). */
export async function insertPartitions(db: Db, rows: NewPartition[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    await db.insert(partitions).values(rows.slice(start, start + 200));
  }
}
