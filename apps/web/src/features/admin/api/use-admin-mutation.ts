import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueries } from './admin-queries.ts';

/** A change in the admin area: on success every admin query is fetched again (lists, pages, dashboard). */
export function useAdminMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueries.all }),
  });
}
