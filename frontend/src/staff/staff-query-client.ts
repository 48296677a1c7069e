import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/**
 * The staff screens' one cache of server state. Pushed socket events write into it; a refused
 * request (4xx) is not retried, since asking again gets the same answer; a network error or a
 * 5xx is, a few times.
 */
export function createStaffQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
