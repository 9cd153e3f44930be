import type {
  RaytraceResponse,
  RaytraceSavedResponse,
  RevisionResponse,
  RoomResponse,
  SaveRaytraceBody,
} from '@roomtone/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query options of the ray tracer: the room, the calculator revision it simulates, a saved simulation. */
export const raytracerQueries = {
  all: ['raytracer'] as const,
  room: (roomId: string) =>
    queryOptions({
      queryKey: [...raytracerQueries.all, 'room', roomId] as const,
      queryFn: () => api.get<RoomResponse>(`/api/rooms/${encodeURIComponent(roomId)}`),
    }),
  revision: (roomId: string, revisionNumber: number) =>
    queryOptions({
      queryKey: [...raytracerQueries.all, 'room', roomId, 'revision', revisionNumber] as const,
      queryFn: async () =>
        (await api.get<RevisionResponse>(`/api/rooms/${encodeURIComponent(roomId)}/rev/${revisionNumber}`))
          .revision,
      // Revisions are append-only: a loaded one never changes.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  raytrace: (id: string) =>
    queryOptions({
      queryKey: [...raytracerQueries.all, 'raytrace', id] as const,
      queryFn: async () =>
        (await api.get<RaytraceResponse>(`/api/raytraces/${encodeURIComponent(id)}`)).raytrace,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** Saves a simulation as a revision of its room; the room's lists are refreshed. */
export function useSaveRaytrace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRaytraceBody) => api.post<RaytraceSavedResponse>('/api/raytraces', body),
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
