import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConfirmHost } from '@/components/confirm-dialog';
import { ExportTray } from '@/components/export-tray';
import { Toaster } from '@/components/toast';
import { i18n } from '@/lib/i18n';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';

/** Server data is per user and per language: drop it on logout, refetch on a language change. */
function useQueryCacheLifecycle(client: QueryClient) {
  const token = useSession((s) => s.accessToken);
  const language = usePreferences((s) => s.language);
  useEffect(() => {
    if (!token) client.clear();
  }, [client, token]);
  useEffect(() => {
    void client.invalidateQueries();
  }, [client, language]);
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  useQueryCacheLifecycle(client);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {children}
        <ConfirmHost />
        <Toaster />
        <ExportTray />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
