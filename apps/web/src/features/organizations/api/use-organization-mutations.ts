import type {
  Envelope,
  LogoResponse,
  MemberResponse,
  NewMemberBody,
  OrganizationResponse,
  PasswordChangeBody,
  UpdateOrganizationBody,
} from '@roomtone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionQueries } from '../../../lib/session.ts';
import { organizationQueries } from './organization-queries.ts';

type MessageAnswer = Envelope & { message: string };

/**
 * `PUT /api/account/organization` (one tab at a time). The signed-in user is refreshed too: the
 * header shows the organization name and Web Inquiries follows vendorRequests.
 */
export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganizationBody) =>
      api.put<OrganizationResponse>('/api/account/organization', body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(organizationQueries.detail().queryKey, answer.organization);
      await queryClient.invalidateQueries({ queryKey: sessionQueries.current().queryKey });
    },
  });
}

/** `PUT /api/account/organization/password`. */
export function useChangeOrganizationPassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      api.put<MessageAnswer>('/api/account/organization/password', body),
  });
}

/** `POST /api/account/organization/profilepic` with one image file. */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file, file.name);
      return api.post<LogoResponse>('/api/account/organization/profilepic', form);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: organizationQueries.detail().queryKey });
    },
  });
}

/** `POST /api/account/organization/member`. */
export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewMemberBody) => api.post<MemberResponse>('/api/account/organization/member', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: organizationQueries.members().queryKey });
    },
  });
}

/** `DELETE /api/account/organization/member/{id}`. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<MessageAnswer>(`/api/account/organization/member/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: organizationQueries.members().queryKey });
    },
  });
}
