import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/http';

/**
 * The API client already toasts every failure, so queries do not retry answers (each retry
 * would toast again); only a dropped connection is retried once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 1 && isApiError(error) && error.kind === 'network',
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
