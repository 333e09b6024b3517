import { useCallback, useSyncExternalStore } from 'react';
import { fieldKey, realtimeStore, subscribeKey, type RealtimeState } from './realtime-store';

/**
 * One field of the realtime store, read through its key (issue 34): the caller is told only when a
 * write replaced that field, not by every batch.
 */
export function useRealtimeField<K extends keyof RealtimeState>(field: K): RealtimeState[K] {
  const subscribe = useCallback((listener: () => void) => subscribeKey(fieldKey(field), listener), [field]);
  const read = () => realtimeStore.getState()[field];
  return useSyncExternalStore(subscribe, read, read);
}
