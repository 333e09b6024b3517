import { useStore } from 'zustand';
import type { DevicesRealtime } from '@/contract/api/devices';
import { topics } from '@/contract/topics';
import { realtimeStore } from '@/realtime/realtime-store';
import { useTopicSubscription } from '@/realtime/use-topic';
import { clusterReporting, type ClusterReporting } from './cluster-reporting';

/**
 * The cluster's reporting state, live. Renders only when it changes (a reporting cluster: never
 * again after the first message; a silent one: once a second, as its error count grows).
 */
export function useClusterReporting(site: string, clusterNo: number): ClusterReporting {
  const topic = topics.devices(site);
  useTopicSubscription(topic);
  const key = useStore(realtimeStore, (s) =>
    JSON.stringify(clusterReporting(s.topics[topic]?.value as DevicesRealtime | undefined, clusterNo)),
  );
  return JSON.parse(key) as ClusterReporting;
}
