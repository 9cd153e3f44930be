import type {
  Partition,
  PartitionElement,
  PartitionListQuery,
  PartitionSortColumn,
} from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { toPartition } from './partitions.mapper.ts';
import { listPartitionElements, listPartitionPage } from './partitions.repo.ts';

/** A page of the public partitions database, as docs/product/data.md#partition-query answers it. */
export type PartitionPage = {
  data: Partition[];
  pages: { current: number; prev: number; hasPrev: boolean; next: number; hasNext: boolean; total: number };
  items: { begin: number; end: number; total: number };
};

/** Filters, sorts and pages the public partitions (anyone may read them). */
export async function listPartitions(db: Db, query: PartitionListQuery): Promise<PartitionPage> {
  const isDescending = query.sort.startsWith('-');
  const sortColumn = (isDescending ? query.sort.slice(1) : query.sort) as PartitionSortColumn;
  const offset = (query.page - 1) * query.limit;
  const { rows, total } = await listPartitionPage(db, {
    limit: query.limit,
    offset,
    sortColumn,
    isDescending,
    stcMin: query.stcMin,
    stcMax: query.stcMax,
    elementCodes: query.description,
  });
  const pageCount = Math.ceil(total / query.limit);
  return {
    data: rows.map(toPartition),
    pages: {
      current: query.page,
      prev: query.page - 1,
      hasPrev: query.page > 1,
      next: query.page + 1,
      hasNext: query.page < pageCount,
      total: pageCount,
    },
    items: {
      begin: rows.length > 0 ? offset + 1 : 0,
      end: rows.length > 0 ? offset + rows.length : 0,
      total,
    },
  };
}

/** Every element code and what it stands for. */
export function listElements(db: Db): Promise<PartitionElement[]> {
  return listPartitionElements(db);
}
