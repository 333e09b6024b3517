import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { derived } from './derived';
import { getNow, subscribeNow } from './now-ticker';
import { realtimeStore, topicKey, type RealtimeState } from './realtime-store';

/** Age of a value (from its receivedAt) and whether it is stale; re-evaluated each second. */
export function freshness(receivedAt: number | null, now: number, staleAfterMs = 5000) {
  if (receivedAt === null) return { ageMs: null, stale: true };
  const ageMs = Math.max(0, now - receivedAt);
  return { ageMs, stale: ageMs > staleAfterMs };
}

/** Whole seconds since `at` by the shared clock; -1 when nothing arrived (a snapshot value). */
function ageSeconds(at: number | null): number {
  return at === null ? -1 : Math.floor(Math.max(0, getNow() - at) / 1000);
}

function fromSeconds(seconds: number, staleAfterMs: number): { ageMs: number | null; stale: boolean } {
  if (seconds < 0) return { ageMs: null, stale: true };
  return { ageMs: seconds * 1000, stale: seconds * 1000 > staleAfterMs };
}

/**
 * Age in whole seconds (as ms) and staleness, for an age shown to the user. The snapshot is the
 * whole-second age, so the component re-renders when the shown number changes: with 1 Hz data
 * that stays 0 and the clock causes no render at all.
 */
export function useFreshness(
  receivedAt: number | null,
  staleAfterMs = 5000,
): { ageMs: number | null; stale: boolean } {
  const read = useCallback(() => ageSeconds(receivedAt), [receivedAt]);
  return fromSeconds(useSyncExternalStore(subscribeNow, read, read), staleAfterMs);
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

/** useSyncExternalStore subscription to both the real-time store and the shared 1 s clock. */
export function subscribeStoreAndNow(listener: () => void): () => void {
  const a = subscribeNow(listener);
  const b = realtimeStore.subscribe(listener);
  return () => {
    a();
    b();
  };
}

/**
 * Whether a topic's last message is older than `staleAfterMs` (or none came), read from the
 * store: the caller renders when that flips, not with each message of the topic.
 */
export function useTopicStale(topic: string, staleAfterMs: number): boolean {
  // Shared by every reader of the topic and threshold (the header's alarm hosts: one listener).
  const stale = useMemo(
    () =>
      derived(
        `topicStale|${staleAfterMs}|${topic}`,
        () => {
          const at = realtimeStore.getState().topics[topic]?.receivedAt ?? null;
          return freshness(at, Math.max(getNow(), at ?? 0), staleAfterMs).stale;
        },
        [topicKey(topic)],
      ),
    [topic, staleAfterMs],
  );
  return useSyncExternalStore(stale.subscribe, stale.get, stale.get);
}

/**
 * Only whether the time `pick` reads from the store (keep it stable) is older than `staleAfterMs`
 * (or missing): the caller renders when that flips, not with each batch or clock tick.
 */
export function useStoreStale(pick: (s: RealtimeState) => number | null, staleAfterMs = 5000): boolean {
  const read = useCallback(() => {
    const at = pick(realtimeStore.getState());
    return freshness(at, Math.max(getNow(), at ?? 0), staleAfterMs).stale;
  }, [pick, staleAfterMs]);
  return useSyncExternalStore(subscribeStoreAndNow, read, read);
}

/**
 * Age (whole seconds, as ms) and staleness of a time read from the store by `pick` (keep it
 * stable). The snapshot is the whole-second age, so with 1 Hz data (age 0) neither new batches
 * nor the clock re-render the caller; `receivedAt` is read when it does render.
 */
export function useStoreAge(
  pick: (s: RealtimeState) => number | null,
  staleAfterMs = 5000,
): { ageMs: number | null; stale: boolean; receivedAt: number | null } {
  const read = useCallback(() => ageSeconds(pick(realtimeStore.getState())), [pick]);
  const seconds = useSyncExternalStore(subscribeStoreAndNow, read, read);
  return { ...fromSeconds(seconds, staleAfterMs), receivedAt: pick(realtimeStore.getState()) };
}
