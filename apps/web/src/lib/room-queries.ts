import type { RevisionPageResponse, RevisionResponse, RoomResponse } from '@roomtone/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

const roomPath = (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}`;

/**
 * A room and its revisions, read by the room page, the calculator and the ray tracer alike: one
 * key per answer, so a change saved on one screen is seen by the others. Everything of one room
 * sits under `[...roomQueries.all, roomId]`, which a save invalidates.
 */
export const roomQueries = {
  all: ['rooms'] as const,
  detail: (roomId: string) =>
    queryOptions({
      queryKey: [...roomQueries.all, roomId] as const,
      queryFn: () => api.get<RoomResponse>(roomPath(roomId)),
    }),
  revisions: (roomId: string, page: number) =>
    queryOptions({
      queryKey: [...roomQueries.all, roomId, 'revisions', page] as const,
      queryFn: () => api.get<RevisionPageResponse>(`${roomPath(roomId)}/rev?page=${page}`),
      placeholderData: keepPreviousData,
    }),
  /** One revision (`revId` its number); revisions are append-only, so a loaded one never changes. */
  revision: (roomId: string, revId: string) =>
    queryOptions({
      queryKey: [...roomQueries.all, roomId, 'revision', revId] as const,
      queryFn: async () =>
        (await api.get<RevisionResponse>(`${roomPath(roomId)}/rev/${encodeURIComponent(revId)}`)).revision,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
