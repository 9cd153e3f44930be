import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api-client.ts';
import { finishPickerQueries } from './calculator-finish-queries.ts';

type SponsorsResponse = { sponsors: { id: string; name: string }[] };

/** The suppliers whose finishes get their own add-surface button (signed-in mode only, SPEC section 6). */
export function useSponsorButtons(isEnabled: boolean) {
  const sponsors = useQuery({
    queryKey: [...finishPickerQueries.all, 'sponsors'] as const,
    queryFn: async () => (await api.get<SponsorsResponse>('/api/finishes/browsers/sponsors')).sponsors,
    staleTime: 300_000,
    enabled: isEnabled,
  });
  return useMemo(
    () => (sponsors.data ?? []).map((sponsor) => ({ id: sponsor.id, name: sponsor.name })),
    [sponsors.data],
  );
}
