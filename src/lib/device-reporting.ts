import type { DeviceLive, DevicesRealtime, DeviceType } from '../contract/api/devices';
import { WORST_KINDS, type WorstCells } from '../contract/realtime-api';
import { gatewayCards, gatewaySeen } from './gateway-cards';

/**
 * Whether a device reports, read from the devices topic (issue 27 gateway health): the one
 * definition of "offline" for a device. A cluster whose BMS stopped reporting (or has none bound),
 * a PCS, PV inverter or meter that stopped reporting, is offline, and its page shows that instead
 * of the last numbers it received (never frozen figures).
 */
export type DeviceReporting =
  /** No devices topic (yet, or a backend without it): the page shows what it has, as before. */
  | { state: 'unknown' }
  | { state: 'reporting' }
  /** No device of the kind is configured (for a cluster: no BMS bound to it). */
  | { state: 'unbound' }
  | {
      state: 'silent';
      /** The silent devices (names joined) and their gateway. */
      names: string;
      /** How many they are (the sentence's plural). */
      count: number;
      gateway: string;
      gatewayOnline: boolean;
      /** The latest report of any of them (station clock, ms), null if never. */
      lastSeen: number | null;
      commErrors: number;
    };

/** The state of the devices `match` picks: reporting while any of them reports. */
function devicesReporting(
  live: DevicesRealtime | undefined,
  match: (d: DeviceLive) => boolean,
): DeviceReporting {
  if (!live) return { state: 'unknown' };
  const bound = live.devices.filter(match);
  if (!bound.length) return { state: 'unbound' };
  if (bound.some((d) => d.online)) return { state: 'reporting' };
  const gateway = live.gateways.find((g) => g.id === bound[0].gatewayId);
  const seen = bound.map((d) => d.lastSeen).filter((t): t is number => t !== null);
  return {
    state: 'silent',
    names: bound.map((d) => d.name).join(', '),
    count: bound.length,
    gateway: gateway?.name ?? bound[0].gatewayId,
    gatewayOnline: gateway?.online ?? false,
    lastSeen: seen.length ? Math.max(...seen) : null,
    commErrors: bound.reduce((n, d) => n + d.commErrors, 0),
  };
}

/** A cluster reports while a BMS bound to it does. */
export function clusterReporting(live: DevicesRealtime | undefined, clusterNo: number): DeviceReporting {
  return devicesReporting(live, (d) => d.type === 'bms' && d.groupNo === clusterNo);
}

/** A page of one device type (PCS, PV, meter) reports while one of its devices does. */
export function typeReporting(live: DevicesRealtime | undefined, type: DeviceType): DeviceReporting {
  return devicesReporting(live, (d) => d.type === type);
}

/** One configured device (an environment card's device) reports. */
export function deviceReporting(live: DevicesRealtime | undefined, id: string): DeviceReporting {
  return devicesReporting(live, (d) => d.id === id);
}

/**
 * A charging pile reports: the device of type chargingPile whose name ends with its number
 * (PILE-3 is pile 3), as the piles topic numbers them.
 */
export function pileReporting(live: DevicesRealtime | undefined, no: number): DeviceReporting {
  return devicesReporting(
    live,
    (d) => d.type === 'chargingPile' && Number(/(\d+)$/.exec(d.name)?.[1] ?? NaN) === no,
  );
}

/**
 * Whether the battery stack has no data: every cluster with a bound BMS is silent (the stack's
 * figures would be the clusters' last reports), with the latest of their last reports.
 */
export function stackSilence(
  live: DevicesRealtime | undefined,
): { silent: false } | { silent: true; lastSeen: number | null } {
  if (!live) return { silent: false };
  const bms = live.devices.filter((d) => d.type === 'bms' && d.groupNo !== null);
  if (!bms.length || bms.some((d) => d.online)) return { silent: false };
  const seen = bms.map((d) => d.lastSeen).filter((t): t is number => t !== null);
  return { silent: true, lastSeen: seen.length ? Math.max(...seen) : null };
}

/** What a station-wide figure may miss: a device type whose every device is silent, or the stack. */
export type OfflinePart = 'pcs' | 'pv' | 'meter' | 'generator' | 'chargingPile' | 'stack';

/** The parts of the station with no data now (the overview's branches say offline for them). */
export function offlineParts(live: DevicesRealtime | undefined): OfflinePart[] {
  if (!live) return [];
  const types = (['pcs', 'pv', 'meter', 'generator', 'chargingPile'] as const).filter(
    (type) => typeReporting(live, type).state === 'silent',
  );
  return stackSilence(live).silent ? [...types, 'stack'] : types;
}

/** Whether the state means the figures must not be shown. */
export const isOffline = (
  r: DeviceReporting,
): r is Extract<DeviceReporting, { state: 'silent' | 'unbound' }> =>
  r.state === 'silent' || r.state === 'unbound';

export interface SilentCluster {
  clusterNo: number;
  lastSeen: number | null;
}

/** The clusters whose every bound BMS is silent, by number (the station view and the header). */
export function silentClusters(live: DevicesRealtime | undefined): SilentCluster[] {
  if (!live) return [];
  // One pass over the devices (not one per cluster: a station has hundreds of BMS).
  const groups = new Map<number, DeviceLive[]>();
  for (const d of live.devices)
    if (d.type === 'bms' && d.groupNo !== null) {
      const bound = groups.get(d.groupNo);
      if (bound) bound.push(d);
      else groups.set(d.groupNo, [d]);
    }
  const out: SilentCluster[] = [];
  for (const clusterNo of [...groups.keys()].sort((a, b) => a - b)) {
    const bound = groups.get(clusterNo)!;
    if (bound.some((d) => d.online)) continue;
    const seen = bound.map((d) => d.lastSeen).filter((t): t is number => t !== null);
    out.push({ clusterNo, lastSeen: seen.length ? Math.max(...seen) : null });
  }
  return out;
}

/**
 * What the header's live indicator says of the station's silent devices: their names (clusters by
 * number) and the earliest of their last reports, or null while everything reports.
 */
export interface StationSilence {
  clusters: number[];
  /** Silent devices other than BMS (PCS, PV, meters, ...). */
  devices: string[];
  /** The earliest last report among them (station clock, ms), null if one never reported. */
  since: number | null;
}

export function stationSilence(live: DevicesRealtime | undefined): StationSilence | null {
  if (!live) return null;
  const clusters = silentClusters(live);
  // A BMS counts through its cluster (one of two BMS silent leaves the cluster reporting).
  const others = live.devices.filter((d) => !d.online && d.type !== 'bms');
  if (!clusters.length && !others.length) return null;
  const seen = [...clusters.map((c) => c.lastSeen), ...others.map((d) => d.lastSeen)];
  return {
    clusters: clusters.map((c) => c.clusterNo),
    devices: others.map((d) => d.name),
    since: seen.some((t) => t === null) ? null : Math.min(...(seen as number[])),
  };
}

/**
 * The worst-cells ranking without the cells of silent clusters: the worker keeps a cluster's last
 * frame, and a cluster that stopped reporting must not stay in the ranking with frozen values.
 */
export function withoutClusters(
  worst: WorstCells | null,
  silent: readonly SilentCluster[],
): WorstCells | null {
  if (!worst || !silent.length) return worst;
  const off = new Set(silent.map((c) => c.clusterNo));
  const out = { ...worst };
  for (const kind of WORST_KINDS) out[kind] = worst[kind].filter((c) => !off.has(c.clusterNo));
  return out;
}

/**
 * The reader a reading's name stands for (`station`, `silent`, `stack`, `parts`, `cluster:<no>`,
 * `type:<type>`, `device:<id>`, `pile:<no>`, the gateway cards `gateways` and their
 * last-seen times `gatewaySeen`), or null for an unknown name. The worker reduces the
 * devices topic to the readings mounted views hold by these names (issue 34: the whole topic, every
 * device with its readings, crossed to the page each second for a few booleans).
 */
export function devicesReader(name: string): ((live: DevicesRealtime | undefined) => unknown) | null {
  const colon = name.indexOf(':');
  const kind = colon < 0 ? name : name.slice(0, colon);
  const arg = colon < 0 ? '' : name.slice(colon + 1);
  switch (kind) {
    case 'station':
      return stationSilence;
    case 'silent':
      return silentClusters;
    case 'stack':
      return stackSilence;
    case 'parts':
      return offlineParts;
    case 'cluster':
      return (live) => clusterReporting(live, Number(arg));
    case 'type':
      return (live) => typeReporting(live, arg as DeviceType);
    case 'device':
      return (live) => deviceReporting(live, arg);
    case 'pile':
      return (live) => pileReporting(live, Number(arg));
    case 'gateways':
      return gatewayCards;
    case 'gatewaySeen':
      return gatewaySeen;
    default:
      return null;
  }
}
