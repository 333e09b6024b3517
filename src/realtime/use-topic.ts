import { useEffect } from 'react';
import { useStore } from 'zustand';
import { realtimeClient } from './realtime-client';
import { realtimeStore } from './realtime-store';

/** Registers a topic while mounted and returns its latest value and worker receive time. */
export function useTopic<T>(topic: string | null): { value: T | undefined; receivedAt: number | null } {
  useEffect(() => {
    if (!topic) return;
    realtimeClient.subscribe(topic);
    return () => realtimeClient.unsubscribe(topic);
  }, [topic]);
  const entry = useStore(realtimeStore, (s) => (topic ? s.topics[topic] : undefined));
  return { value: entry?.value as T | undefined, receivedAt: entry?.receivedAt ?? null };
}
