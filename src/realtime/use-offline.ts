import { useCallback, useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { getNow } from './now-ticker';
import { realtimeStore, type RealtimeState } from './realtime-store';
import { subscribeStoreAndNow } from './use-freshness';

/**
 * Live data older than this is offline, whatever the connection says: the station publishes at
 * 1 Hz, so 10 s is ten missed updates (and a broker that accepts but stays silent is caught too).
 */
export const OFFLINE_AFTER_MS = 10_000;

/** Offline: the broker is not connected (after a first connection) or the data is too old. */
export function isOffline(s: Pick<RealtimeState, 'connection' | 'lastDataAt'>, now: number): boolean {
  if (s.connection === 'reconnecting' || s.connection === 'offline') return true;
  return s.lastDataAt !== null && now - s.lastDataAt > OFFLINE_AFTER_MS;
}

/**
 * Whether the console is offline, and the time of the last data: renders only when it flips (the
 * snapshot is a boolean), so every page and the banner can read it for free.
 */
export function useOffline(): { offline: boolean; lastDataAt: number | null } {
  const read = useCallback(() => isOffline(realtimeStore.getState(), Math.max(getNow(), Date.now())), []);
  const offline = useSyncExternalStore(subscribeStoreAndNow, read, read);
  return { offline, lastDataAt: realtimeStore.getState().lastDataAt };
}

/** Bumped each time live data comes back after being offline: failed panels retry on it. */
export const recoveryStore = createStore<{ recoveries: number }>(() => ({ recoveries: 0 }));

export function signalRecovery(): void {
  recoveryStore.setState((s) => ({ recoveries: s.recoveries + 1 }));
}

export function useRecoveries(): number {
  return useStore(recoveryStore, (s) => s.recoveries);
}
