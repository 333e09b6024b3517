import type {
  ClusterDetailUip,
  ClusterUip,
  DeviceGroup,
  RackBalanceZip,
  RackMaxMinInfo,
  RealPower,
  StackModel,
} from '@/contract/api/devicegroup';
import { get } from './http';

/*
 * Device-group and dashboard calls (spec §7). Every call may name a site; the simulator and a
 * real station default to WZ001.
 */

interface SiteQuery {
  site?: string;
}

/**
 * `data` of the `* /zip` calls: base64 text of zlib-deflated JSON, inflated with the browser's
 * own DecompressionStream (no library in the page bundle).
 */
export async function unzipData<T>(data: unknown): Promise<T> {
  if (typeof data !== 'string') return data as T;
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  return JSON.parse(await new Response(stream).text()) as T;
}

export function getDeviceGroups(q: SiteQuery = {}): Promise<DeviceGroup[]> {
  return get('devicegroup/selectSys', q);
}

export function getRealPower(q: SiteQuery = {}): Promise<RealPower> {
  return get('devicegroup/getRealPower', q);
}

export async function getRackBalance(q: SiteQuery = {}): Promise<RackBalanceZip> {
  return unzipData<RackBalanceZip>(await get<string>('devicegroup/rackBalance/zip', q));
}

/** A code-404 answer (spec §8: normal, data null) reads as no clusters. */
export async function getClusterUips(q: SiteQuery = {}): Promise<ClusterUip[]> {
  return (await get<ClusterUip[] | null>('devicegroup/initUIP', q)) ?? [];
}

/** Null on a code-404 answer (spec §8). */
export function getStackModel(q: SiteQuery = {}): Promise<StackModel | null> {
  return get('devicegroup/getDuiModel', q);
}

/** One cluster with its racks; `clusterNo` is 1-based. */
export function getClusterDetail(clusterNo: number, q: SiteQuery = {}): Promise<ClusterDetailUip> {
  return get('devicegroup/initDetailUIP', { ...q, no: clusterNo });
}

/** Voltage and temperature extremes with 1-based positions, for one cluster or all. */
export async function getRackMaxMin(clusterNo?: number, q: SiteQuery = {}): Promise<RackMaxMinInfo[]> {
  return (await get<RackMaxMinInfo[] | null>('devicegroup/rackMaxMinInfo', { ...q, no: clusterNo })) ?? [];
}
