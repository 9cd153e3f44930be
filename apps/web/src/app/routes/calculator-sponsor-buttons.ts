import type { SponsorListResponse } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api-client.ts';
import { finishPickerQueries } from './calculator-finish-queries.ts';

/**
 * The suppliers whose finishes get their own add-surface buttons (signed-in mode only,
 * docs/product/permissions.md#visitors): one button, or one per kind for a supplier with separate ceiling and
 * wall buttons.
 */
export function useSponsorButtons(isEnabled: boolean) {
  const sponsors = useQuery({
    queryKey: [...finishPickerQueries.all, 'sponsors'] as const,
    queryFn: async () => (await api.get<SponsorListResponse>('/api/finishes/browsers/sponsors')).sponsors,
    staleTime: 300_000,
    enabled: isEnabled,
  });
  return useMemo(
    () =>
      (sponsors.data ?? []).map((sponsor) => ({ id: sponsor.id, name: sponsor.name, kinds: sponsor.kinds })),
    [sponsors.data],
  );
}
