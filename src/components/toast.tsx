import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasterWanted, toasterWanted } from '@/lib/notify';

export { notify } from '@/lib/notify';

const ToastOutlet = lazy(async () => ({ default: (await import('./toast-outlet')).ToastOutlet }));

/**
 * The toast outlet; mounted once by the app providers. The library loads with the first message
 * (not with the login page: issue 34), which waits in notify until the outlet listens.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
