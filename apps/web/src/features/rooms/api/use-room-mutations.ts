import type { Envelope, RoomResponse, UpdateRoomBody } from '@roomtone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { roomQueries } from '../../../lib/room-queries.ts';

/** The project pages list rooms with their active revision: their queries start with this key. */
const PROJECTS_KEY = ['projects'] as const;

/** `PUT /api/rooms/{roomId}` (Room Settings). */
export function useSaveRoom(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRoomBody) => api.put<RoomResponse>(`/api/rooms/${roomId}`, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(roomQueries.detail(roomId).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: [...roomQueries.all, roomId] });
      await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
  });
}

/** `DELETE /api/rooms/{roomId}/rev/{revId}`. */
export function useDeleteRevision(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionNumber: number) =>
      api.delete<Envelope>(`/api/rooms/${roomId}/rev/${revisionNumber}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...roomQueries.all, roomId] });
      await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
  });
}
