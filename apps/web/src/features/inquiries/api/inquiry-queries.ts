import type {
  CopyInquiryBody,
  InquiryDetail,
  InquiryListResponse,
  ProjectResponse,
  ProjectsResponse,
  RoomsResponse,
} from '@roomtone/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The list's URL state. */
export type InquiryListParams = {
  q: string;
  sort: 'date' | 'name';
  read: 'all' | 'unread' | 'read';
  page: number;
};

function filterQuery(params: Omit<InquiryListParams, 'page'>): URLSearchParams {
  return new URLSearchParams({ q: params.q, sort: params.sort, read: params.read });
}

/** Query options of the inquiries feature. */
export const inquiryQueries = {
  all: ['inquiries'] as const,
  list: (params: InquiryListParams) =>
    queryOptions({
      queryKey: [...inquiryQueries.all, 'list', params] as const,
      queryFn: () => {
        const query = filterQuery(params);
        query.set('page', String(params.page));
        return api.get<InquiryListResponse>(`/api/inquiries?${query}`);
      },
      placeholderData: keepPreviousData,
    }),
  /** How many inquiries are unread, for the header's link (under 'list', so every change refreshes it). */
  unreadCount: () =>
    queryOptions({
      queryKey: [...inquiryQueries.all, 'list', 'unread-count'] as const,
      queryFn: async () => {
        const query = filterQuery({ q: '', sort: 'date', read: 'unread' });
        query.set('page', '1');
        return (await api.get<InquiryListResponse>(`/api/inquiries?${query}`)).unread;
      },
      staleTime: 60_000,
      refetchInterval: 120_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...inquiryQueries.all, 'detail', id] as const,
      queryFn: async () => (await api.get<{ inquiry: InquiryDetail }>(`/api/inquiries/${id}`)).inquiry,
    }),
  /** The vendor's projects to copy an inquiry into (first page, by search). */
  projects: (q: string) =>
    queryOptions({
      queryKey: [...inquiryQueries.all, 'copy-targets', 'projects', q] as const,
      queryFn: async () =>
        (await api.get<ProjectsResponse>(`/api/projects?${new URLSearchParams({ q, page: '1' })}`)).projects,
      placeholderData: keepPreviousData,
    }),
  project: (projectId: string) =>
    queryOptions({
      queryKey: [...inquiryQueries.all, 'copy-targets', 'project', projectId] as const,
      queryFn: async () => {
        const [project, rooms] = await Promise.all([
          api.get<ProjectResponse>(`/api/projects/${projectId}`),
          api.get<RoomsResponse>(`/api/rooms?${new URLSearchParams({ projectId })}`),
        ]);
        return { phases: project.project.phases, rooms: rooms.rooms };
      },
    }),
};

/** Downloads the list (with its search and read filter) as a CSV file. */
export async function downloadInquiriesCsv(params: Omit<InquiryListParams, 'page'>): Promise<void> {
  const answer = await api.get<{ filename: string; csv: string }>(
    `/api/inquiries/export?${filterQuery(params)}`,
  );
  const url = URL.createObjectURL(new Blob([answer.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** Marks an inquiry read or unread. */
export function useMarkInquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isRead: boolean) =>
      (await api.put<{ inquiry: InquiryDetail }>(`/api/inquiries/${id}`, { isRead })).inquiry,
    onSuccess: (inquiry) => {
      queryClient.setQueryData(inquiryQueries.detail(id).queryKey, inquiry);
      void queryClient.invalidateQueries({ queryKey: [...inquiryQueries.all, 'list'] });
    },
  });
}

/** Deletes an inquiry (organization accounts). */
export function useDeleteInquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(`/api/inquiries/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: inquiryQueries.detail(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...inquiryQueries.all, 'list'] });
    },
  });
}

/** Copies the inquiry's calculation into a room as a new revision. */
export function useCopyInquiry(id: string) {
  return useMutation({
    mutationFn: (body: CopyInquiryBody) =>
      api.post<{ roomId: string; revisionNumber: number }>(`/api/inquiries/${id}/copy`, body),
  });
}
