import type { CurrentUserResponse } from '@roomtone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, markSignedIn } from './api-client.ts';

/**
 * Who is signed in: read by route guards, the shell and every feature that adapts to the
 * user's role, so it lives here rather than in one feature.
 */
export const sessionQueries = {
  current: () =>
    queryOptions({
      queryKey: ['session'] as const,
      queryFn: async () => {
        const session = await api.get<CurrentUserResponse>('/api/current-user');
        if (session.user) markSignedIn();
        return session;
      },
      staleTime: 60_000,
    }),
};

/** The signed-in user, or null. */
export function useCurrentUser() {
  return useQuery({ ...sessionQueries.current(), select: (session) => session.user });
}

/** The session answer: the user plus the server's verification and social sign-in settings. */
export function useSession() {
  return useQuery(sessionQueries.current());
}
