import type {
  AdminCategoryListResponse,
  AdminDashboardResponse,
  AdminFinishListResponse,
  AdminGroupListResponse,
  AdministratorListResponse,
  AdminLogListResponse,
  AdminOrganizationListResponse,
  AdminOrganizationResponse,
  AdminSearchResponse,
  AdminStatusListResponse,
  AdminUserListResponse,
  AdminUserResponse,
} from '@roomtone/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A list's URL state: every key becomes a query parameter. */
export type ListParams = Record<string, string>;

function queryOf(params: ListParams): string {
  return new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
}

/** Query options of the admin area; every mutation invalidates `adminQueries.all`. */
export const adminQueries = {
  all: ['admin'] as const,
  dashboard: () =>
    queryOptions({
      queryKey: [...adminQueries.all, 'dashboard'] as const,
      queryFn: async () => (await api.get<AdminDashboardResponse>('/api/admin')).dashboard,
    }),
  search: (q: string) =>
    queryOptions({
      queryKey: [...adminQueries.all, 'search', q] as const,
      queryFn: () => api.get<AdminSearchResponse>(`/api/admin/search?${queryOf({ q })}`),
      placeholderData: keepPreviousData,
    }),
  users: (params: ListParams) =>
    queryOptions({
      queryKey: [...adminQueries.all, 'users', params] as const,
      queryFn: () => api.get<AdminUserListResponse>(`/api/admin/users?${queryOf(params)}`),
      placeholderData: keepPreviousData,
    }),
  user: (id: string) =>
    queryOptions({
      queryKey: [...adminQueries.all, 'user', id] as const,
      queryFn: async () => (await api.get<AdminUserResponse>(`/api/admin/users/${id}`)).user,
    }),
  organizations: (params: ListParams) =>
    queryOptions({
      queryKey: [...adminQueries.all, 'organizations', params] as const,
      queryFn: () => api.get<AdminOrganizationListResponse>(`/api/admin/organizations?${queryOf(params)}`),
      placeholderData: keepPreviousData,
    }),
  organization: (id: string) =>
    queryOptions({
      queryKey: [...adminQueries.all, 'organization', id] as const,
      queryFn: async () =>
        (await api.get<AdminOrganizationResponse>(`/api/admin/organizations/${id}`)).organization,
    }),
  logs: (params: ListParams) =>
    queryOptions({
      queryKey: [...adminQueries.all, 'logs', params] as const,
      queryFn: () => api.get<AdminLogListResponse>(`/api/admin/logs?${queryOf(params)}`),
      placeholderData: keepPreviousData,
    }),
  statuses: () =>
    queryOptions({
      queryKey: [...adminQueries.all, 'statuses'] as const,
      queryFn: async () => (await api.get<AdminStatusListResponse>('/api/admin/statuses')).statuses,
    }),
  categories: () =>
    queryOptions({
      queryKey: [...adminQueries.all, 'categories'] as const,
      queryFn: async () => (await api.get<AdminCategoryListResponse>('/api/admin/categories')).categories,
    }),
  finishes: (params: ListParams) =>
    queryOptions({
      queryKey: [...adminQueries.all, 'finishes', params] as const,
      queryFn: () => api.get<AdminFinishListResponse>(`/api/admin/finishes?${queryOf(params)}`),
      placeholderData: keepPreviousData,
    }),
  administrators: () =>
    queryOptions({
      queryKey: [...adminQueries.all, 'administrators'] as const,
      queryFn: async () =>
        (await api.get<AdministratorListResponse>('/api/admin/administrators')).administrators,
    }),
  groups: () =>
    queryOptions({
      queryKey: [...adminQueries.all, 'groups'] as const,
      queryFn: async () => (await api.get<AdminGroupListResponse>('/api/admin/admin-groups')).groups,
    }),
};

/** Downloads the audit log, with the list's filters, as a CSV file. */
export async function downloadAuditCsv(params: ListParams): Promise<void> {
  const { page: _page, ...filters } = params;
  const answer = await api.get<{ filename: string; csv: string }>(
    `/api/admin/logs/export?${queryOf(filters)}`,
  );
  const url = URL.createObjectURL(new Blob([answer.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.filename;
  link.click();
  URL.revokeObjectURL(url);
}
