import type { PartitionElementsResponse, PartitionListResponse, PartitionSort } from '@roomtone/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What the partitions page asks for: the URL's view (docs/product/data.md#partition-query). */
export type PartitionView = {
  page: number;
  limit: number;
  sort: PartitionSort;
  stcMin: number;
  stcMax: number;
  elements: string[];
};

/** The query string of a view, as `GET /api/partitions` reads it. */
export function partitionQueryString(view: PartitionView): string {
  const params = new URLSearchParams({
    page: String(view.page),
    limit: String(view.limit),
    sort: view.sort,
    stcMin: String(view.stcMin),
    stcMax: String(view.stcMax),
  });
  if (view.elements.length > 0) params.set('description', view.elements.join(','));
  return params.toString();
}

/** Query options of the partitions feature. */
export const partitionQueries = {
  all: ['partitions'] as const,
  elements: () =>
    queryOptions({
      queryKey: [...partitionQueries.all, 'elements'] as const,
      queryFn: async () =>
        (await api.get<PartitionElementsResponse>('/api/partitions/elements')).partitionElements,
      staleTime: 10 * 60_000,
    }),
  list: (view: PartitionView) =>
    queryOptions({
      queryKey: [...partitionQueries.all, 'list', view] as const,
      queryFn: async () =>
        (await api.get<PartitionListResponse>(`/api/partitions?${partitionQueryString(view)}`)).result,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
};
