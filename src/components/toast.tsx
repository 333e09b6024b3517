import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasterWanted, toasterWanted } from '@/lib/notify';
import { ErrorBoundary } from './error-boundary';
import type * as Outlet from './toast-outlet';

export { notify } from '@/lib/notify';

type OutletModule = typeof Outlet;
let outletModule: Promise<OutletModule> | null = null;

/** The outlet's code, fetched once; a failed fetch (the backend was down) is tried again later. */
function loadOutlet(): Promise<OutletModule> {
  outletModule ??= import('./toast-outlet').catch((e: unknown) => {
    outletModule = null;
    throw e;
  });
  return outletModule;
}

/**
 * Fetches the outlet's code ahead of the first message; the signed-in shell calls it. A first
 * message during a backend outage (a kiosk left running) then needs nothing from the server:
 * fetched only then, the chunk could not load and the message would take the page down with it.
 */
export function preloadToaster(): void {
  loadOutlet().catch(() => undefined);
}

const ToastOutlet = lazy(async () => ({ default: (await loadOutlet()).ToastOutlet }));

/**
 * The toast outlet; mounted once by the app providers. The library loads with the signed-in
 * shell or the first message (not with the login page: issue 34), which waits in notify until
 * the outlet listens. Should its code still fail to load, the page stays: no toasts, no crash.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, toasterWanted);
  if (!wanted) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ToastOutlet />
      </Suspense>
    </ErrorBoundary>
  );
}
