import type { VendorEmbedSettings } from '@roomtone/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The organization's embedding settings, as `GET, PUT /api/account/organization/embed` answer them. */
export type EmbedSettings = VendorEmbedSettings & { vendorName: string | null };

/** Query of the embedding settings. */
export const embedQueries = {
  all: ['vendor-embed'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...embedQueries.all, 'detail'] as const,
      queryFn: async () => (await api.get<{ embed: EmbedSettings }>('/api/account/organization/embed')).embed,
    }),
};

/** Saves the origins allowed to frame the calculator and the Experimental switch. */
export function useSaveEmbedSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VendorEmbedSettings) =>
      (await api.put<{ embed: EmbedSettings }>('/api/account/organization/embed', body)).embed,
    onSuccess: (embed) => queryClient.setQueryData(embedQueries.detail().queryKey, embed),
  });
}
