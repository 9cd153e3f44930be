import type {
  AcousticModelsResponse,
  FinishListResponse,
  MembersResponse,
  OrganizationResponse,
} from '@roomtone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/account/organization/profilepic`, versioned by the logo's change time so a new logo shows at once. */
export function organizationLogoUrl(logoUpdatedOn: string): string {
  return `/api/account/organization/profilepic?v=${encodeURIComponent(logoUpdatedOn)}`;
}

/** Query options of the organizations feature. */
export const organizationQueries = {
  all: ['organizations'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...organizationQueries.all, 'detail'] as const,
      queryFn: async () => (await api.get<OrganizationResponse>('/api/account/organization')).organization,
    }),
  members: () =>
    queryOptions({
      queryKey: [...organizationQueries.all, 'members'] as const,
      queryFn: async () => {
        const { members, owner } = await api.get<MembersResponse>('/api/account/organization/members');
        return { members, owner };
      },
    }),
  finishes: () =>
    queryOptions({
      queryKey: [...organizationQueries.all, 'finishes'] as const,
      queryFn: async () => (await api.get<FinishListResponse>('/api/org/finishes')).finishes,
    }),
  models: () =>
    queryOptions({
      queryKey: [...organizationQueries.all, 'models'] as const,
      queryFn: async () => (await api.get<AcousticModelsResponse>('/api/model-library/list')).models,
    }),
};
