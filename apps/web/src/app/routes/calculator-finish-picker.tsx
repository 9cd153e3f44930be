import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FinishPickerSlotProps } from '../../features/calculator/components/finish-picker-slot.ts';
import { FinishBrowsePicker } from '../../features/finishes/components/finish-browse-picker.tsx';
import { FinishSearchPicker } from '../../features/finishes/components/finish-search-picker.tsx';
import { api } from '../../lib/api-client.ts';
import { CalculatorFinishList } from './calculator-finish-list.tsx';
import { finishPickerQueries } from './calculator-finish-queries.ts';
import { PerObjectSearch } from './calculator-per-object-search.tsx';

/**
 * The calculator's finish pickers: the finishes feature's search and common-finishes browser, and,
 * over `GET /api/finishes/*` (packages/contracts/src/finishes.ts), the per-object search of sabin
 * surfaces and the organization and supplier browsers. The screens hand it to the calculator
 * through its picker slot.
 */
/** The picker for one surface, chosen by where its finish comes from. */
export function CalculatorFinishPicker({
  source,
  label,
  onSelect,
  isPublic,
}: FinishPickerSlotProps & { isPublic: boolean }) {
  switch (source.kind) {
    case 'search':
      return source.perObject ? (
        <PerObjectSearch label={label} onSelect={onSelect} />
      ) : (
        <FinishSearchPicker
          mode={isPublic ? 'public' : 'signed-in'}
          label={`${label}: search`}
          onSelect={onSelect}
        />
      );
    case 'common':
      return <FinishBrowsePicker mode={isPublic ? 'public' : 'signed-in'} onSelect={onSelect} />;
    case 'organization':
      return <CalculatorFinishList label={label} sponsorId={null} onSelect={onSelect} />;
    case 'sponsor':
      return <CalculatorFinishList label={label} sponsorId={source.sponsorId} onSelect={onSelect} />;
  }
}

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
