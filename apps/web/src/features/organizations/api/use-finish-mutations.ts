import type { Finish, FinishBody, FinishResponse } from '@roomtone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { organizationQueries } from './organization-queries.ts';

/** `PUT /api/org/finishes/{id}`: the saved finish replaces its row in the list. */
export function useSaveOrganizationFinish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FinishBody }) =>
      api.put<FinishResponse>(`/api/org/finishes/${encodeURIComponent(id)}`, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(organizationQueries.finishes().queryKey, (list: Finish[] | undefined) =>
        list?.map((finish) => (finish.id === answer.finish.id ? answer.finish : finish)),
      );
    },
  });
}

/** `POST /api/org/finishes`: the new finish is added at the end of the list. */
export function useAddOrganizationFinish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FinishBody) => api.post<FinishResponse>('/api/org/finishes', body),
    onSuccess: (answer) => {
      queryClient.setQueryData(organizationQueries.finishes().queryKey, (list: Finish[] | undefined) =>
        list ? [...list, answer.finish] : [answer.finish],
      );
    },
  });
}
