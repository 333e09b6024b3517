import { useCallback, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { DevicesRealtime, DeviceType } from '../contract/api/devices';
import { viewId } from '../contract/realtime-api';
import { topics } from '../contract/topics';
import {
  devicesReader,
  type DeviceReporting,
  type OfflinePart,
  type SilentCluster,
  type stackSilence,
  type StationSilence,
} from './device-reporting';
import type { GatewayCard, GatewaySeen } from '../lib/gateway-cards';
import { realtimeStore, subscribeKeys, topicKey, viewKey } from './realtime-store';
import { useTopicSubscription } from './use-topic';

/**
 * Readings of a devices message held whole (a component that holds the topic itself, or a test's
 * batch), by reader name, as JSON: made once per message and name.
 */
const readings = new WeakMap<DevicesRealtime, Map<string, string>>();

/** The reading `name` of a whole devices message, as JSON, made once per message and name. */
export function readingOf(live: DevicesRealtime, name: string): string | undefined {
  let byName = readings.get(live);
  if (!byName) readings.set(live, (byName = new Map<string, string>()));
  let json = byName.get(name);
  if (json === undefined) {
    const read = devicesReader(name);
    if (!read) return undefined;
    byName.set(name, (json = JSON.stringify(read(live))));
  }
  return json;
}

/** A reading's JSON now: the worker's view, or read from a whole message held; undefined before one. */
function readingJson(topic: string, name: string): string | undefined {
  const s = realtimeStore.getState();
  const whole = s.topics[topic]?.value as DevicesRealtime | undefined;
  return s.views[viewId(topic, name)] ?? (whole ? readingOf(whole, name) : undefined);
}

/**
 * A reading of the site's devices topic, live, computed in the worker (issue 34: the topic, every
 * device with its readings, crossed to the page each second and every reader walked it per batch):
 * the worker sends the reading's JSON when it changes, and the caller renders only then. `name`
 * names the reading (devicesReader), which also gives it before the first message.
 */
function useDevicesSelect<T>(site: string, name: string): T {
  const topic = topics.devices(site);
  const id = viewId(topic, name);
  useTopicSubscription(id);
  // Called only when the reading or the whole topic was replaced, not by every batch.
  const subscribe = useCallback(
    (listener: () => void) => subscribeKeys([viewKey(id), topicKey(topic)], listener),
    [id, topic],
  );
  const read = () => readingJson(topic, name);
  const json = useSyncExternalStore(subscribe, read, read);
  // One object per change: memoised children see the same value between changes.
  return useMemo(
    () => (json === undefined ? devicesReader(name)?.(undefined) : JSON.parse(json)) as T,
    [json, name],
  );
}

/** The cluster's reporting state (its bound BMS). */
export function useClusterReporting(site: string, clusterNo: number): DeviceReporting {
  return useDevicesSelect(site, `cluster:${clusterNo}`);
}

/** The reporting state of a page's devices of one type (PCS, PV, meter). */
export function useTypeReporting(site: string, type: DeviceType): DeviceReporting {
  return useDevicesSelect(site, `type:${type}`);
}

/** The clusters whose BMS are silent, with their last-seen times. */
export function useSilentClusters(site: string): SilentCluster[] {
  return useDevicesSelect(site, 'silent');
}

/** What part of the station is silent, for the header's live indicator; null while all report. */
export function useStationSilence(site: string): StationSilence | null {
  return useDevicesSelect(site, 'station');
}

/** One configured device's reporting state (an environment card's device). */
export function useDeviceReporting(site: string, id: string): DeviceReporting {
  return useDevicesSelect(site, `device:${id}`);
}

/** A charging pile's reporting state, by the number the piles topic gives it. */
export function usePileReporting(site: string, no: number): DeviceReporting {
  return useDevicesSelect(site, `pile:${no}`);
}

/** Whether every cluster's BMS is silent (the stack has no data), with their latest last report. */
export function useStackSilence(site: string): ReturnType<typeof stackSilence> {
  return useDevicesSelect(site, 'stack');
}

/** The parts of the station with no data now (device types whose every device is silent, the stack). */
export function useOfflineParts(site: string): OfflinePart[] {
  return useDevicesSelect(site, 'parts');
}

/** The gateways' cards (settings/devices' gateway health); null before the first message. */
export function useGatewayCards(site: string): GatewayCard[] | null {
  return useDevicesSelect(site, 'gateways');
}

/**
 * Paints the gateways' last-seen times into the DOM without rendering (they tick with every
 * message, issue 34): `paint` runs in a layout effect when mounted, when `shape` (what the painted
 * elements are rendered from) or `paint` changes (keep it stable), and whenever the shown seconds
 * change.
 */
export function useGatewaySeenPainter(
  site: string,
  shape: unknown,
  paint: (seen: GatewaySeen) => void,
): void {
  const topic = topics.devices(site);
  const id = viewId(topic, 'gatewaySeen');
  useTopicSubscription(id);
  useLayoutEffect(() => {
    let shown: string | undefined;
    const run = () => {
      const json = readingJson(topic, 'gatewaySeen');
      if (json === undefined || json === shown) return;
      shown = json;
      paint(JSON.parse(json) as GatewaySeen);
    };
    run();
    return subscribeKeys([viewKey(id), topicKey(topic)], run);
  }, [topic, id, shape, paint]);
}
