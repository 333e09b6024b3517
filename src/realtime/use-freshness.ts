import { useSyncExternalStore } from 'react';
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
