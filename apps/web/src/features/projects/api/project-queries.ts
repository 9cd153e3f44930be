import type {
  Client,
  ClientsResponse,
  ManagerSearchResponse,
  PhaseResponse,
  ProjectNotesResponse,
  ProjectPartitionsResponse,
  ProjectResponse,
  ProjectSort,
  ProjectsResponse,
  RoomsResponse,
  TimelineResponse,
} from '@roomtone/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/projects/{id}/report.pdf`: the project report, every room's active revision in one PDF. */
export function projectReportPdfUrl(projectId: string): string {
  return `/api/projects/${encodeURIComponent(projectId)}/report.pdf`;
}

/** The dashboard list's URL state. */
export type ProjectListParams = { q: string; sort: ProjectSort; filter: 'all' | 'mine'; page: number };

function listQueryOf(params: ProjectListParams): string {
  return new URLSearchParams({
    q: params.q,
    sort: params.sort,
    filter: params.filter,
    page: String(params.page),
  }).toString();
}

/** Query options of the projects feature. */
export const projectQueries = {
  all: ['projects'] as const,
  list: (params: ProjectListParams) =>
    queryOptions({
      queryKey: [...projectQueries.all, 'list', params] as const,
      queryFn: () => api.get<ProjectsResponse>(`/api/projects?${listQueryOf(params)}`),
      placeholderData: keepPreviousData,
    }),
  /** The Gantt chart of the list page `params` shows: it follows the search, filter, sort and page. */
  timeline: (params: ProjectListParams) =>
    queryOptions({
      queryKey: [...projectQueries.all, 'timeline', params] as const,
      queryFn: async () =>
        (await api.get<TimelineResponse>(`/api/projects/timeline?${listQueryOf(params)}`)).projects,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...projectQueries.all, 'detail', id] as const,
      queryFn: async () => (await api.get<ProjectResponse>(`/api/projects/${id}`)).project,
    }),
  phase: (projectId: string, phaseId: string) =>
    queryOptions({
      queryKey: [...projectQueries.all, 'detail', projectId, 'phase', phaseId] as const,
      queryFn: () => api.get<PhaseResponse>(`/api/projects/${projectId}/phase/${phaseId}`),
    }),
  rooms: (projectId: string) =>
    queryOptions({
      queryKey: [...projectQueries.all, 'detail', projectId, 'rooms'] as const,
      queryFn: async () => (await api.get<RoomsResponse>(`/api/rooms?projectId=${projectId}`)).rooms,
    }),
  notes: (projectId: string) =>
    queryOptions({
      queryKey: [...projectQueries.all, 'detail', projectId, 'notes'] as const,
      queryFn: async () => (await api.get<ProjectNotesResponse>(`/api/projects/${projectId}/notes`)).notes,
    }),
  partitions: (projectId: string) =>
    queryOptions({
      queryKey: [...projectQueries.all, 'detail', projectId, 'partitions'] as const,
      queryFn: async () =>
        (await api.get<ProjectPartitionsResponse>(`/api/projects/${projectId}/partitions`)).partitions,
    }),
  managers: (q: string) =>
    queryOptions({
      queryKey: [...projectQueries.all, 'managers', q] as const,
      queryFn: async () =>
        (await api.get<ManagerSearchResponse>(`/api/projects/managers?q=${encodeURIComponent(q)}`)).members,
      placeholderData: keepPreviousData,
    }),
  /** The caller's clients, to choose one for a project. */
  clientOptions: () =>
    queryOptions({
      queryKey: [...projectQueries.all, 'client-options'] as const,
      queryFn: async (): Promise<Client[]> =>
        (await api.get<ClientsResponse>('/api/clients?sort=name')).clients,
    }),
};
