import type { ClientBody, ClientResponse, Envelope } from '@roomtone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { clientQueries } from './client-queries.ts';

/** `POST /api/clients`. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClientBody) => (await api.post<ClientResponse>('/api/clients', body)).client,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueries.all }),
  });
}

/** `PUT /api/clients/{id}`. */
export function useSaveClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClientBody) =>
      (await api.put<ClientResponse>(`/api/clients/${id}`, body)).client,
    onSuccess: async (client) => {
      queryClient.setQueryData(clientQueries.detail(id).queryKey, client);
      await queryClient.invalidateQueries({ queryKey: [...clientQueries.all, 'list'] });
    },
  });
}

/** `DELETE /api/clients/{id}`. Projects show client names, so their lists refresh too. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope>(`/api/clients/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clientQueries.all });
      await queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
