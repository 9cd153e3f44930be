import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** The one query client; route guards read the current user from it too. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    },
  },
});
