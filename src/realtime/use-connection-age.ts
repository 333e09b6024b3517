import { useSyncExternalStore } from 'react';
import type { ConnectionState } from '../contract/realtime-api';
import { getNow } from './now-ticker';
import { fieldKey, realtimeStore } from './realtime-store';
import { derived } from './derived';
import { freshness } from './use-freshness';

/** The connection state: one store listener for every reader, which renders when it changes. */
const connection = derived('connection', () => realtimeStore.getState().connection, [fieldKey('connection')]);
const CONNECTION_AND_DATA = [fieldKey('connection'), fieldKey('lastDataAt')];

/** The indicator's age (see useConnectionAge), shared by every reader of the same threshold. */
function connectionAge(staleAfterMs: number) {
  return derived(
    `connectionAge|${staleAfterMs}`,
    () => {
      const { connection, lastDataAt } = realtimeStore.getState();
      const { ageMs, stale } = freshness(lastDataAt, Math.max(getNow(), lastDataAt ?? 0), staleAfterMs);
      if (connection === 'connected' && !stale) return null;
      return ageMs === null ? -1 : Math.floor(ageMs / 1000);
    },
    CONNECTION_AND_DATA,
  );
}

/**
 * For the shell's connection indicator: `null` while connected with fresh data, otherwise the age
 * of the last data in whole seconds (-1: no data yet). The snapshot is a number, so the header
 * re-renders when what it shows changes, not with every batch and every clock tick.
 */
export function useConnectionAge(staleAfterMs = 5000): {
  state: ConnectionState;
  ageSeconds: number | null;
} {
  const state = useSyncExternalStore(connection.subscribe, connection.get, connection.get);
  const age = connectionAge(staleAfterMs);
  const ageSeconds = useSyncExternalStore(age.subscribe, age.get, age.get);
  return { state, ageSeconds };
}
