import type { RealtimeStartOptions } from '../contract/realtime-api';
import { getStore, STORAGE_KEYS } from '@/lib/storage';
import { getRuntimeConfig } from '@/stores/runtime-config';
import { deliveryIntervalMs, usePreferences } from '@/stores/preferences';
import { makeClientId, resolveBrokerUrl } from './broker-url';
import { realtimeClient } from './realtime-client';

const clientId = makeClientId();

/** Broker address, built-in credentials, this tab's client id and the delivery interval now. */
export function currentStartOptions(): RealtimeStartOptions {
  const config = getRuntimeConfig();
  const systemSet = getStore<{ wsUrl?: string }>(STORAGE_KEYS.systemSet);
  return {
    brokerUrl: resolveBrokerUrl(systemSet?.wsUrl, config.brokerUrl, window.location),
    username: config.brokerUsername,
    password: config.brokerPassword,
    clientId,
    deliveryIntervalMs: deliveryIntervalMs(usePreferences.getState().lowPower),
  };
}

/** After `systemSet.wsUrl` changes (settings), reconnects to the new address if running. */
export function restartRealtime(): Promise<void> {
  return realtimeClient.isRunning ? realtimeClient.start(currentStartOptions()) : Promise.resolve();
}
