import type { Envelope } from '@roomtone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { sessionQueries } from '../../../lib/session.ts';

/** Signs out, forgets every cached answer and goes home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<Envelope>('/api/logout'),
    // Home first: cleared while a signed-in screen is still mounted, its queries would refetch,
    // answer 401 and ask the user who just signed out to sign in again.
    onSettled: async () => {
      await navigate(paths.home);
      queryClient.clear();
      await queryClient.fetchQuery(sessionQueries.current());
    },
  });
}
