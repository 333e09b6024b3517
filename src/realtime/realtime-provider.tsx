import { useEffect, type ReactNode } from 'react';
import { deliveryIntervalMs, usePreferences } from '@/stores/preferences';
import { exposeDiagnostics } from './diagnostics';
import { realtimeClient } from './realtime-client';
import { currentStartOptions } from './start-options';

/**
 * Wraps the logged-in shell: mounting means a session exists, so the worker connects on mount and
 * disconnects on unmount (logout). Passes page visibility and the low-power delivery interval.
 * What the worker needs from the backend (thresholds, topology) comes from widgets/realtime's
 * `<RealtimeSync>` among the children.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const lowPower = usePreferences((s) => s.lowPower);

  useEffect(() => {
    exposeDiagnostics();
    void realtimeClient.start(currentStartOptions());
    const onVisibility = () => void realtimeClient.setVisible(document.visibilityState !== 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      void realtimeClient.stop();
    };
  }, []);

  useEffect(() => {
    void realtimeClient.setDeliveryInterval(deliveryIntervalMs(lowPower));
  }, [lowPower]);

  return <>{children}</>;
}
