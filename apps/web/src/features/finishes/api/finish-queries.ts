import type { Finish, FinishesVersionResponse, FinishListResponse, FinishUnit } from '@roomtone/contracts';
import { FINISH_LIMITS } from '@roomtone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { readCachedFinishes, writeCachedFinishes } from './finishes-cache.ts';

/**
 * The whole visible finishes list, from the browser cache when `/api/configuration/finishes/ver`
 * still answers the version it was loaded at, otherwise from `/api/finishes` (docs/product/api.md#finishes).
 */
export async function loadFinishes(viewerKey: string): Promise<Finish[]> {
  const { configuration } = await api.get<FinishesVersionResponse>('/api/configuration/finishes/ver');
  const cached = readCachedFinishes(viewerKey);
  if (cached && cached.version === configuration.value) return cached.finishes;
  const { finishes } = await api.get<FinishListResponse>('/api/finishes');
  writeCachedFinishes(viewerKey, { version: configuration.value, finishes });
  return finishes;
}

/** Query options of the finishes feature. */
export const finishQueries = {
  all: ['finishes'] as const,
  /** `viewerKey`: whose list it is, from `finishesViewerKey` (the list depends on who asks). */
  list: (viewerKey: string) =>
    queryOptions({
      queryKey: [...finishQueries.all, 'list', viewerKey] as const,
      queryFn: () => loadFinishes(viewerKey),
      staleTime: 60_000,
    }),
  /** A page of matches; with `unit`, only finishes of that unit (the server fills the page with them). */
  search: (query: string, unit?: FinishUnit) =>
    queryOptions({
      queryKey: [...finishQueries.all, 'search', query, unit ?? 'any'] as const,
      queryFn: async () => {
        const params = new URLSearchParams({ q: query, limit: String(FINISH_LIMITS.searchDefaultLimit) });
        if (unit !== undefined) params.set('unit', unit);
        return (await api.get<FinishListResponse>(`/api/finishes/search?${params}`)).finishes;
      },
      staleTime: 60_000,
    }),
};
