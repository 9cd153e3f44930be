import type { Envelope, IdentityBody, PasswordChangeBody, Profile, ProfileBody } from '@roomtone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionQueries } from '../../../lib/session.ts';
import { accountQueries } from './account-queries.ts';

type ProfileAnswer = Envelope & { profile: Profile; message: string };

/** Saves the profile or the e-mail and refreshes what depends on them. */
function useProfileMutation<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.put<ProfileAnswer>(path, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(accountQueries.profile().queryKey, answer.profile);
      await queryClient.invalidateQueries({ queryKey: sessionQueries.current().queryKey });
    },
  });
}

/** `PUT /api/account/settings`. */
export function useSaveProfile() {
  return useProfileMutation<ProfileBody>('/api/account/settings');
}

/** `PUT /api/account/settings/identity`. */
export function useChangeEmail() {
  return useProfileMutation<IdentityBody>('/api/account/settings/identity');
}

/** `PUT /api/account/settings/password`. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      api.put<Envelope & { message: string }>('/api/account/settings/password', body),
  });
}
