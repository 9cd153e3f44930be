import type { RaytraceResponse, RaytraceSavedResponse, SaveRaytraceBody } from '@roomtone/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query options of the ray tracer: a saved simulation (the room and its revisions are `roomQueries`). */
export const raytracerQueries = {
  all: ['raytracer'] as const,
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
