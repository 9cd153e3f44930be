import type { Client, ClientResponse, ClientSort, ClientsResponse } from '@roomtone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query options of the clients feature. */
export const clientQueries = {
  all: ['clients'] as const,
  list: (q: string, sort: ClientSort) =>
    queryOptions({
      queryKey: [...clientQueries.all, 'list', { q, sort }] as const,
      queryFn: async (): Promise<Client[]> => {
        const query = new URLSearchParams({ q, sort });
        return (await api.get<ClientsResponse>(`/api/clients?${query.toString()}`)).clients;
      },
      placeholderData: (previous) => previous,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...clientQueries.all, 'detail', id] as const,
      queryFn: async () => (await api.get<ClientResponse>(`/api/clients/${id}`)).client,
    }),
};
