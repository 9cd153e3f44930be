import type {
  CreatePhaseBody,
  CreateProjectBody,
  CreateRoomBody,
  Envelope,
  PhaseResponse,
  ProjectNoteBody,
  ProjectNoteResponse,
  ProjectPartitionBody,
  ProjectPartitionResponse,
  ProjectResponse,
  RoomCreatedResponse,
  UpdatePhaseBody,
  UpdateProjectBody,
} from '@roomtone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { projectQueries } from './project-queries.ts';

/** Invalidates every projects query: lists, the timeline and each project's details and tabs. */
function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectQueries.all });
}

/** `POST /api/projects`. */
export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (body: CreateProjectBody) =>
      (await api.post<ProjectResponse>('/api/projects', body)).project,
    onSuccess: invalidate,
  });
}

/** `PUT /api/projects/{id}`. */
export function useSaveProject(id: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (body: UpdateProjectBody) =>
      (await api.put<ProjectResponse>(`/api/projects/${id}`, body)).project,
    onSuccess: invalidate,
  });
}

/** `DELETE /api/projects/{id}`. */
export function useDeleteProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Envelope>(`/api/projects/${id}`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: projectQueries.detail(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: [...projectQueries.all, 'list'] });
      await queryClient.invalidateQueries({ queryKey: [...projectQueries.all, 'timeline'] });
    },
  });
}

/** `POST /api/projects/{id}/phase`. */
export function useCreatePhase(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (body: CreatePhaseBody) => api.post<PhaseResponse>(`/api/projects/${projectId}/phase`, body),
    onSuccess: invalidate,
  });
}

/** `PUT /api/projects/{id}/phase/{phaseId}`. */
export function useSavePhase(projectId: string, phaseId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (body: UpdatePhaseBody) =>
      api.put<PhaseResponse>(`/api/projects/${projectId}/phase/${phaseId}`, body),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/projects/{id}/phase/{phaseId}`. */
export function useDeletePhase(projectId: string, phaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Envelope>(`/api/projects/${projectId}/phase/${phaseId}`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: projectQueries.phase(projectId, phaseId).queryKey });
      await queryClient.invalidateQueries({ queryKey: projectQueries.all });
    },
  });
}

/** `POST /api/rooms` (New Room dialog of the Rooms tab). */
export function useCreateRoom() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (body: CreateRoomBody) =>
      (await api.post<RoomCreatedResponse>('/api/rooms', body)).room,
    onSuccess: invalidate,
  });
}

/** `POST /api/projects/{id}/notes` or `PUT .../notes/{noteId}`. */
export function useSaveNote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ noteId, body }: { noteId?: string; body: ProjectNoteBody }) => {
      const path = `/api/projects/${projectId}/notes`;
      const answer = noteId
        ? await api.put<ProjectNoteResponse>(`${path}/${noteId}`, body)
        : await api.post<ProjectNoteResponse>(path, body);
      return answer.note;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueries.notes(projectId).queryKey }),
  });
}

/** `DELETE /api/projects/{id}/notes/{noteId}`. */
export function useDeleteNote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => api.delete<Envelope>(`/api/projects/${projectId}/notes/${noteId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueries.notes(projectId).queryKey }),
  });
}

/** `POST /api/projects/{id}/partitions[/{partitionId}]`. */
export function useSavePartition(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ partitionId, body }: { partitionId?: string; body: ProjectPartitionBody }) => {
      const path = `/api/projects/${projectId}/partitions${partitionId ? `/${partitionId}` : ''}`;
      return (await api.post<ProjectPartitionResponse>(path, body)).partition;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: projectQueries.partitions(projectId).queryKey }),
  });
}

/** `DELETE /api/projects/{id}/partitions/{partitionId}`. */
export function useDeletePartition(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partitionId: string) =>
      api.delete<Envelope>(`/api/projects/${projectId}/partitions/${partitionId}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: projectQueries.partitions(projectId).queryKey }),
  });
}

/** `DELETE /api/projects/{id}/room/{roomId}`: the room with its revisions. */
export function useDeleteRoom(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (roomId: string) => api.delete<Envelope>(`/api/projects/${projectId}/room/${roomId}`),
    onSuccess: invalidate,
  });
}
