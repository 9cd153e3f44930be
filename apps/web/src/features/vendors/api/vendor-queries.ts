import type {
  InquiryBody,
  SponsorFinishesResponse,
  SupplierFinishKind,
  VendorProfile,
} from '@roomtone/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const vendorPath = (vendorName: string) => `/api/vendors/${encodeURIComponent(vendorName)}`;

/** Queries of a vendor calculator: the vendor's branding and its own finishes. */
export const vendorQueries = {
  all: ['vendors'] as const,
  profile: (vendorName: string) =>
    queryOptions({
      queryKey: [...vendorQueries.all, vendorName, 'profile'] as const,
      queryFn: async (): Promise<VendorProfile> =>
        (await api.get<{ vendor: VendorProfile }>(vendorPath(vendorName))).vendor,
      staleTime: 60_000,
      retry: false,
    }),
  /** The vendor's area finishes (coefficients), of one kind for its ceiling or wall button. */
  finishes: (vendorName: string, kind: SupplierFinishKind | null = null) =>
    queryOptions({
      queryKey: [...vendorQueries.all, vendorName, 'finishes', kind ?? 'all'] as const,
      queryFn: async (): Promise<SponsorFinishesResponse> => {
        const query = new URLSearchParams({ unit: 'coefficient' });
        if (kind !== null) query.set('kind', kind);
        return api.get<SponsorFinishesResponse>(`${vendorPath(vendorName)}/finishes?${query}`);
      },
      staleTime: 60_000,
    }),
};

/** Sends the room contact panel with the calculation (`POST /api/inquiries`). */
export function useSendInquiry() {
  return useMutation({
    mutationFn: (body: InquiryBody) => api.post<{ message: string }>('/api/inquiries', body),
  });
}
