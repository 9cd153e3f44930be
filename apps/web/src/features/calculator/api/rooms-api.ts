import type {
  RevisionDetail,
  RevisionResponse,
  RevisionSavedResponse,
  RoomResponse,
  SaveRevisionBody,
} from '@roomtone/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query options of the calculator: the room with its project and phases, and one revision. */
export const calculatorQueries = {
  all: ['calculator'] as const,
  room: (roomId: string) =>
    queryOptions({
      queryKey: [...calculatorQueries.all, 'room', roomId] as const,
      queryFn: () => api.get<RoomResponse>(`/api/rooms/${encodeURIComponent(roomId)}`),
    }),
  revision: (roomId: string, revId: string) =>
    queryOptions({
      queryKey: [...calculatorQueries.all, 'room', roomId, 'revision', revId] as const,
      queryFn: async () =>
        (
          await api.get<RevisionResponse>(
            `/api/rooms/${encodeURIComponent(roomId)}/rev/${encodeURIComponent(revId)}`,
          )
        ).revision,
      // Revisions are append-only: a loaded one never changes.
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/**
 * Saves the calculation as a new revision. The saved revision is put in the cache with the calc
 * text just sent, so opening its edit URL needs no second request.
 */
export function useSaveRevision(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRevisionBody) =>
      api.post<RevisionSavedResponse>(`/api/rooms/${encodeURIComponent(roomId)}/rev`, body),
    onSuccess: (answer, body) => {
      const revision: RevisionDetail = { ...answer.revision, calc: body.calc };
      queryClient.setQueryData(calculatorQueries.revision(roomId, String(revision.id)).queryKey, revision);
      void queryClient.invalidateQueries({ queryKey: calculatorQueries.room(roomId).queryKey });
    },
  });
}
