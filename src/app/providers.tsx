import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useConfirmQueue } from '@/components/confirm-store';
import { Toaster } from '@/components/toast';
import { i18n, loadAllNamespaces } from '@/lib/i18n';
import { usePreferences } from '@/stores/preferences';
import { useExports } from '@/stores/exports';
import { useSession } from '@/stores/session';

// The dialog library loads with the first confirmation, not with the login page (issue 34).
const ConfirmHost = lazy(async () => ({
  default: (await import('@/components/confirm-dialog')).ConfirmHost,
}));

// Its texts ('exports') are not the login page's: loaded with the other namespaces.
const ExportTray = lazy(async () => {
  const [m] = await Promise.all([import('@/components/export-tray'), loadAllNamespaces()]);
  return { default: m.ExportTray };
});

function ExportOutlet() {
  const any = useExports((s) => s.jobs.length > 0);
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <ExportTray />
    </Suspense>
  );
}

function ConfirmOutlet() {
  const asked = useConfirmQueue((s) => s.queue.length > 0);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmHost />
    </Suspense>
  );
}

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
        <ConfirmOutlet />
        <Toaster />
        <ExportOutlet />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
