import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';
import { createQueryClient, exposeQueryCache } from './query-client';

/*
 * The console's one query client, made when the first page that fetches loads (the shell, the
 * guest page, the forced password change, the kiosk's signed-out screen). The login page keeps no
 * server state, so TanStack Query is not part of its JS (issue 34: login page JS < 150 KB gzip).
 */
const client = createQueryClient();
exposeQueryCache(client);

// Server data is per user and per language: dropped on logout, fetched again on a language change.
useSession.subscribe((now, before) => {
  if (before.accessToken && !now.accessToken) client.clear();
});
usePreferences.subscribe((now, before) => {
  if (now.language !== before.language) void client.invalidateQueries();
});

/** `Page` inside the query client's provider. */
export function withQueries<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function WithQueries(props: P) {
    return (
      <QueryClientProvider client={client}>
        <Page {...props} />
      </QueryClientProvider>
    );
  };
}
