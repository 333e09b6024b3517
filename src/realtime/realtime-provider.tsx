import { useEffect, type ReactNode } from 'react';
import { getStore, STORAGE_KEYS } from '@/lib/storage';
import { getRuntimeConfig } from '@/stores/runtime-config';
import { deliveryIntervalMs, usePreferences } from '@/stores/preferences';
import { makeClientId, resolveBrokerUrl } from './broker-url';
import { exposeDiagnostics } from './diagnostics';
import { realtimeClient } from './realtime-client';

const clientId = makeClientId();

/**
 * Wraps the logged-in shell: mounting means a session exists, so the worker connects on mount and
 * disconnects on unmount (logout). Passes page visibility and the low-power delivery interval.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const lowPower = usePreferences((s) => s.lowPower);

  useEffect(() => {
    exposeDiagnostics();
    const config = getRuntimeConfig();
    const systemSet = getStore<{ wsUrl?: string }>(STORAGE_KEYS.systemSet);
    void realtimeClient.start({
      brokerUrl: resolveBrokerUrl(systemSet?.wsUrl, config.brokerUrl, window.location),
      username: config.brokerUsername,
      password: config.brokerPassword,
      clientId,
      deliveryIntervalMs: deliveryIntervalMs(usePreferences.getState().lowPower),
    });
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
