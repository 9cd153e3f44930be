import type { Envelope } from '@roomtone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, markSignedOutOnPurpose } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { sessionQueries } from '../../../lib/session.ts';
import { clearFinishesCache } from '../../finishes/index.ts';

/**
 * Signs out, forgets every cached answer and the finishes list kept in the browser, and opens
 * `destination` (home unless told otherwise; the login page to sign in as someone else).
 */
export function useLogout(destination: string = paths.home) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => {
      markSignedOutOnPurpose();
      return api.post<Envelope>('/api/logout');
    },
    onSettled: async () => {
      clearFinishesCache();
      // For the login page only, signed out before leaving, without a request: it lets only
      // signed-out visitors in. Home is left signed in until it is reached, so that the screen
      // being left never reacts to a session without a user.
      if (destination !== paths.home) {
        queryClient.setQueryData(sessionQueries.current().queryKey, (session) =>
          session ? { ...session, user: null, viewAs: null } : session,
        );
      }
      // Leave, then forget. The screen being left can still be drawn for a moment after the
      // navigation resolves, and its queries then refetch: answered 401, they do not ask the
      // user who just signed out to sign in again (markSignedOutOnPurpose).
      await navigate(destination);
      queryClient.clear();
      await queryClient.fetchQuery(sessionQueries.current());
    },
  });
}
