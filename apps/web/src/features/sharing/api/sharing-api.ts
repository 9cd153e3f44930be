import type {
  SavedShareResponse,
  SharedCalculationResponse,
  UpdateShareBody,
  ValidateShareBody,
  ValidateShareResponse,
} from '@roomtone/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query options of the sharing feature. */
export const sharingQueries = {
  all: ['sharing'] as const,
  detail: (link: string, version: number | undefined) =>
    queryOptions({
      queryKey: [...sharingQueries.all, link, version ?? 'latest'] as const,
      queryFn: async () =>
        (
          await api.get<SharedCalculationResponse>(
            version === undefined
              ? `/api/wavelets/s/${encodeURIComponent(link)}`
              : `/api/wavelets/s/${encodeURIComponent(link)}/${version}`,
          )
        ).wavelet,
      retry: false,
    }),
};

/** `POST /api/wavelets/validate`: Share's check before the payment dialog opens. */
export function useValidateShare() {
  return useMutation({
    mutationFn: async (body: ValidateShareBody) =>
      (await api.post<ValidateShareResponse>('/api/wavelets/validate', body)).price,
  });
}

/** `POST /api/wavelets` with a paid order: the new link. */
export function useCreateShare() {
  return useMutation({
    mutationFn: async (paymentId: string) =>
      (await api.post<SavedShareResponse>('/api/wavelets', { paymentId })).wavelet,
  });
}

/** `POST /api/wavelets` with a link: a new version (free for the owner). */
export function useUpdateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateShareBody) =>
      (await api.post<SavedShareResponse>('/api/wavelets', body)).wavelet,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: [...sharingQueries.all, saved.link] });
    },
  });
}
