import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { HeldReason } from '../contract/realtime-api';
import { realtimeClient } from './realtime-client';
import { realtimeStore } from './realtime-store';

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
  const entry = useStore(realtimeStore, (s) => (topic ? s.topics[topic] : undefined));
  return { value: entry?.value as T | undefined, receivedAt: entry?.receivedAt ?? null, held: entry?.stale };
}
