import type { Finish, FinishListResponse, FinishUnit, SupplierFinishKind } from '@roomtone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

type SponsorFinishesResponse = { finishes: Finish[] };

function sponsorQuery(kind: SupplierFinishKind | null): URLSearchParams {
  const query = new URLSearchParams({ unit: 'coefficient' });
  if (kind !== null) query.set('kind', kind);
  return query;
}

/** Finish lists the calculator's own pickers load (per-object search, organization and supplier finishes). */
export const finishPickerQueries = {
  all: ['calculator-finishes'] as const,
  /** A page of matches of one unit (the server fills the page with finishes of that unit). */
  search: (q: string, unit: FinishUnit) =>
    queryOptions({
      queryKey: [...finishPickerQueries.all, 'search', q, unit] as const,
      queryFn: async () =>
        (await api.get<FinishListResponse>(`/api/finishes/search?${new URLSearchParams({ q, unit })}`))
          .finishes,
      staleTime: 60_000,
    }),
  /**
   * The organization's finishes (`sponsorId` null) or one supplier's finishes, of one kind when
   * the supplier has separate ceiling and wall buttons; only area finishes (coefficients).
   */
  list: (sponsorId: string | null, kind: SupplierFinishKind | null = null) =>
    queryOptions({
      queryKey: [...finishPickerQueries.all, 'list', sponsorId ?? 'organization', kind ?? 'all'] as const,
      queryFn: async (): Promise<Finish[]> => {
        const finishes =
          sponsorId === null
            ? (await api.get<FinishListResponse>('/api/org/finishes')).finishes
            : (
                await api.get<SponsorFinishesResponse>(
                  `/api/finishes/browsers/sponsor/${encodeURIComponent(sponsorId)}?${sponsorQuery(kind)}`,
                )
              ).finishes;
        return finishes.filter((finish) => finish.unit === 'coefficient');
      },
      staleTime: 60_000,
    }),
};
