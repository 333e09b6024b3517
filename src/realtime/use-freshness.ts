import { useCallback, useSyncExternalStore } from 'react';
import { getNow, subscribeNow } from './now-ticker';

/** Age of a value (from its receivedAt) and whether it is stale; re-evaluated each second. */
export function freshness(receivedAt: number | null, now: number, staleAfterMs = 5000) {
  if (receivedAt === null) return { ageMs: null, stale: true };
  const ageMs = Math.max(0, now - receivedAt);
  return { ageMs, stale: ageMs > staleAfterMs };
}

export function useFreshness(
  receivedAt: number | null,
  staleAfterMs = 5000,
): { ageMs: number | null; stale: boolean } {
  const now = useSyncExternalStore(subscribeNow, getNow, getNow);
  return freshness(receivedAt, Math.max(now, receivedAt ?? 0), staleAfterMs);
}

/**
 * Only whether a value is stale: the component re-renders when that flips, not with every tick
 * of the 1 s clock (for wrappers around many values, where a render per second adds up).
 */
export function useIsStale(receivedAt: number | null, staleAfterMs = 5000): boolean {
  const read = useCallback(
    () => freshness(receivedAt, Math.max(getNow(), receivedAt ?? 0), staleAfterMs).stale,
    [receivedAt, staleAfterMs],
  );
  return useSyncExternalStore(subscribeNow, read, read);
}
