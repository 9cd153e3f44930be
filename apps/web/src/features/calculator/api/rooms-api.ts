import type { RevisionDetail, RevisionSavedResponse, SaveRevisionBody } from '@roomtone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { roomQueries } from '../../../lib/room-queries.ts';

/** The calculator's own cached answers (the room and its revisions are `roomQueries`). */
export const calculatorQueries = {
  all: ['calculator'] as const,
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
      queryClient.setQueryData(roomQueries.revision(roomId, String(revision.id)).queryKey, revision);
      // The room (its active revision, its list of revisions) on every screen that shows it; the
      // revisions already loaded never change.
      void queryClient.invalidateQueries({
        queryKey: roomQueries.detail(roomId).queryKey,
        predicate: (query) => query.queryKey[2] !== 'revision',
      });
    },
  });
}
