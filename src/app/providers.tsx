import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useConfirmQueue } from '@/components/confirm-store';
import { Toaster } from '@/components/toast';
import { i18n, loadAllNamespaces } from '@/lib/i18n';
import { useExports } from '@/stores/exports';

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

/** i18n, toasts, confirmations and the export tray; the query client comes with the pages that fetch (query-layer.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {children}
      <ConfirmOutlet />
      <Toaster />
      <ExportOutlet />
    </I18nextProvider>
  );
}
