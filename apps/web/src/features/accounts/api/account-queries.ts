import type { Profile } from '@roomtone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query options of the accounts feature. */
export const accountQueries = {
  profile: () =>
    queryOptions({
      queryKey: ['accounts', 'profile'] as const,
      queryFn: async () => (await api.get<{ profile: Profile }>('/api/account/settings')).profile,
    }),
};
