import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { DevicesRealtime, DeviceType } from '../contract/api/devices';
import { topics } from '../contract/topics';
import {
  clusterReporting,
  silentClusters,
  stationSilence,
  typeReporting,
  type DeviceReporting,
  type SilentCluster,
  type StationSilence,
} from './device-reporting';
import { realtimeStore, type RealtimeState } from './realtime-store';
import { useTopicSubscription } from './use-topic';

/**
 * A reading of the site's devices topic, live. Renders only when it changes (the selection is
 * compared as JSON: a reporting device never again after the first message; a silent one once a
 * second, as its error count grows).
 */
function useDevicesSelect<T>(site: string, read: (live: DevicesRealtime | undefined) => T): T {
  const topic = topics.devices(site);
  useTopicSubscription(topic);
  const key = useStore(realtimeStore, (s: RealtimeState) =>
    JSON.stringify(read(s.topics[topic]?.value as DevicesRealtime | undefined)),
  );
  // One object per change: memoised children see the same value between changes.
  return useMemo(() => JSON.parse(key) as T, [key]);
}

/** The cluster's reporting state (its bound BMS). */
export function useClusterReporting(site: string, clusterNo: number): DeviceReporting {
  return useDevicesSelect(site, (live) => clusterReporting(live, clusterNo));
}

/** The reporting state of a page's devices of one type (PCS, PV, meter). */
export function useTypeReporting(site: string, type: DeviceType): DeviceReporting {
  return useDevicesSelect(site, (live) => typeReporting(live, type));
}

/** The clusters whose BMS are silent, with their last-seen times. */
export function useSilentClusters(site: string): SilentCluster[] {
  return useDevicesSelect(site, silentClusters);
}

/** What part of the station is silent, for the header's live indicator; null while all report. */
export function useStationSilence(site: string): StationSilence | null {
  return useDevicesSelect(site, stationSilence);
}
