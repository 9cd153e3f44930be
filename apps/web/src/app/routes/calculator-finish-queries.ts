import type {
  Finish,
  FinishListResponse,
  SponsorFinishesResponse,
  SupplierFinishKind,
} from '@roomtone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

function sponsorQuery(kind: SupplierFinishKind | null): URLSearchParams {
  const query = new URLSearchParams({ unit: 'coefficient' });
  if (kind !== null) query.set('kind', kind);
  return query;
}

/** Finish lists the calculator's own pickers load (organization and supplier finishes). */
export const finishPickerQueries = {
  all: ['calculator-finishes'] as const,
  /**
   * The organization's finishes (`sponsorId` null) or one supplier's finishes, of one kind when
   * the supplier has separate ceiling and wall buttons; only area finishes (coefficients).
   */
  list: (sponsorId: string | null, kind: SupplierFinishKind | null = null) =>
    queryOptions({
      queryKey: [...finishPickerQueries.all, 'list', sponsorId ?? 'organization', kind ?? 'all'] as const,
      queryFn: async (): Promise<Finish[]> => {
        if (sponsorId !== null) {
          // The server answers only that unit (and kind) for a supplier.
          const url = `/api/finishes/browsers/sponsor/${encodeURIComponent(sponsorId)}?${sponsorQuery(kind)}`;
          return (await api.get<SponsorFinishesResponse>(url)).finishes;
        }
        const own = (await api.get<FinishListResponse>('/api/org/finishes')).finishes;
        return own.filter((finish) => finish.unit === 'coefficient');
      },
      staleTime: 60_000,
    }),
};
