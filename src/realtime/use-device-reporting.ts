import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { DevicesRealtime, DeviceType } from '../contract/api/devices';
import { topics } from '../contract/topics';
import {
  clusterReporting,
  deviceReporting,
  offlineParts,
  pileReporting,
  silentClusters,
  stackSilence,
  stationSilence,
  typeReporting,
  type DeviceReporting,
  type OfflinePart,
  type SilentCluster,
  type StationSilence,
} from './device-reporting';
import { realtimeStore, type RealtimeState } from './realtime-store';
import { useTopicSubscription } from './use-topic';

/**
 * Readings of each devices message, by reader name, as JSON: the store calls every selector with
 * every batch (cluster frames, other topics), and a reading walks every device of the station, so
 * each is made once per devices message, not once per batch and reader (issue 34: the station's
 * silent-cluster list cost ~2 ms per batch on mainSys, ~30 ms at the panel-PC speed).
 */
const readings = new WeakMap<DevicesRealtime, Map<string, string>>();

/** `read(live)` as JSON, made once per devices message and `name` (the reader and its arguments). */
export function readingOf<T>(
  live: DevicesRealtime | undefined,
  name: string,
  read: (live: DevicesRealtime | undefined) => T,
): string {
  if (!live) return JSON.stringify(read(undefined));
  let byName = readings.get(live);
  if (!byName) readings.set(live, (byName = new Map<string, string>()));
  let json = byName.get(name);
  if (json === undefined) byName.set(name, (json = JSON.stringify(read(live))));
  return json;
}

/**
 * A reading of the site's devices topic, live. Renders only when it changes (the selection is
 * compared as JSON: a reporting device never again after the first message; a silent one once a
 * second, as its error count grows). `name` names the reading (reader and arguments).
 */
function useDevicesSelect<T>(site: string, name: string, read: (live: DevicesRealtime | undefined) => T): T {
  const topic = topics.devices(site);
  useTopicSubscription(topic);
  const key = useStore(realtimeStore, (s: RealtimeState) =>
    readingOf(s.topics[topic]?.value as DevicesRealtime | undefined, name, read),
  );
  // One object per change: memoised children see the same value between changes.
  return useMemo(() => JSON.parse(key) as T, [key]);
}

/** The cluster's reporting state (its bound BMS). */
export function useClusterReporting(site: string, clusterNo: number): DeviceReporting {
  return useDevicesSelect(site, `cluster:${clusterNo}`, (live) => clusterReporting(live, clusterNo));
}

/** The reporting state of a page's devices of one type (PCS, PV, meter). */
export function useTypeReporting(site: string, type: DeviceType): DeviceReporting {
  return useDevicesSelect(site, `type:${type}`, (live) => typeReporting(live, type));
}

/** The clusters whose BMS are silent, with their last-seen times. */
export function useSilentClusters(site: string): SilentCluster[] {
  return useDevicesSelect(site, 'silent', silentClusters);
}

/** What part of the station is silent, for the header's live indicator; null while all report. */
export function useStationSilence(site: string): StationSilence | null {
  return useDevicesSelect(site, 'station', stationSilence);
}

/** One configured device's reporting state (an environment card's device). */
export function useDeviceReporting(site: string, id: string): DeviceReporting {
  return useDevicesSelect(site, `device:${id}`, (live) => deviceReporting(live, id));
}

/** A charging pile's reporting state, by the number the piles topic gives it. */
export function usePileReporting(site: string, no: number): DeviceReporting {
  return useDevicesSelect(site, `pile:${no}`, (live) => pileReporting(live, no));
}

/** Whether every cluster's BMS is silent (the stack has no data), with their latest last report. */
export function useStackSilence(site: string): ReturnType<typeof stackSilence> {
  return useDevicesSelect(site, 'stack', stackSilence);
}

/** The parts of the station with no data now (device types whose every device is silent, the stack). */
export function useOfflineParts(site: string): OfflinePart[] {
  return useDevicesSelect(site, 'parts', offlineParts);
}
