import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { HeldReason } from '../contract/realtime-api';
import { realtimeClient } from './realtime-client';
import { realtimeStore, subscribeKey, topicKey } from './realtime-store';

/** Registers a topic with the pipeline while mounted (reference counted in the worker). */
export function useTopicSubscription(topic: string | null): void {
  useEffect(() => {
    if (!topic) return;
    realtimeClient.subscribe(topic);
    return () => realtimeClient.unsubscribe(topic);
  }, [topic]);
}

/**
 * Registers a topic while mounted and returns its latest value, its receive time and, while the
 * worker holds the last good value after a refused message, why (TopicValue.stale).
 */
export function useTopic<T>(topic: string | null): {
  value: T | undefined;
  receivedAt: number | null;
  held: HeldReason | undefined;
} {
  useTopicSubscription(topic);
  const read = () => (topic ? realtimeStore.getState().topics[topic] : undefined);
  const entry = useSyncExternalStore(useTopicKey(topic), read, read);
  return { value: entry?.value as T | undefined, receivedAt: entry?.receivedAt ?? null, held: entry?.stale };
}

const noop = () => {};

/**
 * A useSyncExternalStore subscription to one topic's entry: called only by a write that replaced
 * it, not by every batch (issue 34: a reader per live figure compared its slice on each batch).
 */
export function useTopicKey(topic: string | null): (listener: () => void) => () => void {
  return useCallback(
    (listener: () => void) => (topic ? subscribeKey(topicKey(topic), listener) : noop),
    [topic],
  );
}
