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

declare global {
  interface Window {
    /** For the browser walks: forget what no mounted page uses, so the next page fetches afresh. */
    __consoleQueries?: { dropInactive(): void };
  }
}

/**
 * Lets the 404 walk open page after page without reloading the console (issue 32: a reload per
 * call was most of the walk's time): it leaves the page, drops the queries nothing shows any more
 * and opens the next page, which then fetches every call of its own as a fresh page does.
 */
export function exposeQueryCache(client: QueryClient): void {
  window.__consoleQueries = { dropInactive: () => client.removeQueries({ type: 'inactive' }) };
}
