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
    onSettled: async () => {
      queryClient.clear();
      await queryClient.fetchQuery(sessionQueries.current());
      await navigate(paths.home);
    },
  });
}
