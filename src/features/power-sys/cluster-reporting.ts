import type { DevicesRealtime } from '@/contract/api/devices';

/**
 * Whether a cluster's BMS reports, read from the devices topic (issue 27 gateway health): a
 * cluster whose BMS stopped reporting (or has none bound) is offline, and its page shows that
 * instead of the last numbers it received.
 */
export type ClusterReporting =
  /** No devices topic (yet, or a backend without it): the page shows what it has, as before. */
  | { state: 'unknown' }
  | { state: 'reporting' }
  /** No BMS is bound to the cluster. */
  | { state: 'unbound' }
  | {
      state: 'silent';
      /** The bound BMS (names joined) and their gateway. */
      bms: string;
      gateway: string;
      gatewayOnline: boolean;
      /** The latest report of any of them (station clock, ms), null if never. */
      lastSeen: number | null;
      commErrors: number;
    };

export function clusterReporting(live: DevicesRealtime | undefined, clusterNo: number): ClusterReporting {
  if (!live) return { state: 'unknown' };
  const bound = live.devices.filter((d) => d.type === 'bms' && d.groupNo === clusterNo);
  if (!bound.length) return { state: 'unbound' };
  if (bound.some((d) => d.online)) return { state: 'reporting' };
  const gateway = live.gateways.find((g) => g.id === bound[0].gatewayId);
  const seen = bound.map((d) => d.lastSeen).filter((t): t is number => t !== null);
  return {
    state: 'silent',
    bms: bound.map((d) => d.name).join(', '),
    gateway: gateway?.name ?? bound[0].gatewayId,
    gatewayOnline: gateway?.online ?? false,
    lastSeen: seen.length ? Math.max(...seen) : null,
    commErrors: bound.reduce((n, d) => n + d.commErrors, 0),
  };
}
