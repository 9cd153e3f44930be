import type { Envelope, ForgotBody, LoginBody, ResetBody, SignupBody } from '@roomtone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionQueries } from '../../../lib/session.ts';

type MessageAnswer = Envelope & { message: string };

/** Refreshes everything the server knows about the caller after signing in or up. */
function useRefreshSession() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries();
    await queryClient.fetchQuery(sessionQueries.current());
  };
}

/**
 * `POST /api/login`. `onAccepted` runs as soon as the server has signed the user in, before the
 * session's queries are refreshed: the 401 sign-in queue releases its calls there, since the
 * refresh waits for every active query, queued ones included.
 */
export function useLogin(options: { onAccepted?: () => void } = {}) {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<MessageAnswer>('/api/login', body),
    onSuccess: async () => {
      options.onAccepted?.();
      await refresh();
    },
  });
}

/** `POST /api/signup`. */
export function useSignup() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (body: SignupBody) => api.post<MessageAnswer>('/api/signup', body),
    onSuccess: refresh,
  });
}

/** `POST /api/login/forgot`. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotBody) => api.post<MessageAnswer>('/api/login/forgot', body),
  });
}

/** `PUT /api/login/reset/{token}/{email}`. */
export function useResetPassword(email: string, token: string) {
  return useMutation({
    mutationFn: (body: ResetBody) =>
      api.put<MessageAnswer>(
        `/api/login/reset/${encodeURIComponent(token)}/${encodeURIComponent(email)}`,
        body,
      ),
  });
}

/** `POST /api/account/verification`: re-send the verification mail. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => api.post<MessageAnswer>('/api/account/verification', { email }),
  });
}

/** `GET /api/account/verification/{token}`. */
export function useVerifyAccount() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (token: string) =>
      api.get<MessageAnswer>(`/api/account/verification/${encodeURIComponent(token)}`),
    onSuccess: refresh,
  });
}
