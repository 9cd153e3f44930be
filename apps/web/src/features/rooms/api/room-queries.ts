import type { RevisionPageResponse, RoomResponse } from '@roomtone/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query options of the rooms feature. */
export const roomQueries = {
  all: ['rooms'] as const,
  detail: (roomId: string) =>
    queryOptions({
      queryKey: [...roomQueries.all, roomId] as const,
      queryFn: () => api.get<RoomResponse>(`/api/rooms/${roomId}`),
    }),
  revisions: (roomId: string, page: number) =>
    queryOptions({
      queryKey: [...roomQueries.all, roomId, 'revisions', page] as const,
      queryFn: () => api.get<RevisionPageResponse>(`/api/rooms/${roomId}/rev?page=${page}`),
      placeholderData: keepPreviousData,
    }),
};
