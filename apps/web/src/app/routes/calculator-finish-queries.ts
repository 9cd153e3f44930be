import type { Finish, FinishListResponse } from '@roomtone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

type SponsorFinishesResponse = { finishes: Finish[] };

/** Finish lists the calculator's own pickers load (per-object search, organization and supplier finishes). */
export const finishPickerQueries = {
  all: ['calculator-finishes'] as const,
  search: (q: string) =>
    queryOptions({
      queryKey: [...finishPickerQueries.all, 'search', q] as const,
      queryFn: async () =>
        (await api.get<FinishListResponse>(`/api/finishes/search?q=${encodeURIComponent(q)}`)).finishes,
      staleTime: 60_000,
    }),
  /** The organization's finishes (`sponsorId` null) or one supplier's finishes. */
  list: (sponsorId: string | null) =>
    queryOptions({
      queryKey: [...finishPickerQueries.all, 'list', sponsorId ?? 'organization'] as const,
      queryFn: async (): Promise<Finish[]> =>
        sponsorId === null
          ? (await api.get<FinishListResponse>('/api/org/finishes')).finishes
          : (
              await api.get<SponsorFinishesResponse>(
                `/api/finishes/browsers/sponsor/${encodeURIComponent(sponsorId)}`,
              )
            ).finishes,
      staleTime: 60_000,
    }),
};
