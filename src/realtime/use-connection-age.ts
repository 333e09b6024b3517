import { useSyncExternalStore } from 'react';
import type { ConnectionState } from '../contract/realtime-api';
import { getNow } from './now-ticker';
import { realtimeStore } from './realtime-store';
import { freshness, subscribeStoreAndNow } from './use-freshness';

/**
 * For the shell's connection indicator: `null` while connected with fresh data, otherwise the age
 * of the last data in whole seconds (-1: no data yet). The snapshot is a number, so the header
 * re-renders when what it shows changes, not with every batch and every clock tick.
 */
export function useConnectionAge(staleAfterMs = 5000): {
  state: ConnectionState;
  ageSeconds: number | null;
} {
  const read = () => {
    const { connection, lastDataAt } = realtimeStore.getState();
    const { ageMs, stale } = freshness(lastDataAt, Math.max(getNow(), lastDataAt ?? 0), staleAfterMs);
    if (connection === 'connected' && !stale) return null;
    return ageMs === null ? -1 : Math.floor(ageMs / 1000);
  };
  const state = useSyncExternalStore(
    subscribeStoreAndNow,
    () => realtimeStore.getState().connection,
    () => realtimeStore.getState().connection,
  );
  const ageSeconds = useSyncExternalStore(subscribeStoreAndNow, read, read);
  return { state, ageSeconds };
}
