import { useQuery } from '@tanstack/react-query';
import { getDeviceData } from '@/api/data';
import type { DeviceDataRow } from '@/contract/api/data';
import type { TrendSeries } from '@/contract/realtime-api';
import { formatZoned } from '@/lib/station-time';

/*
 * The stored history behind a cell's trend (issue 28): the station keeps each cell's minute mean
 * (devicedata/page of its pack, `rack-<cluster>-<pack>`, tags CELL_V_kk / CELL_T_kk), read here and
 * joined with the worker's live ring buffer so the line runs from 24 hours ago up to now.
 */

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Pack device and tag numbers of a cell by its rack-major index in the cluster (0-based). */
export function cellTags(clusterNo: number, index: number, cellsPerRack: number) {
  const rack = Math.floor(index / cellsPerRack) + 1;
  const cell = (index % cellsPerRack) + 1;
  return {
    deviceId: `rack-${clusterNo}-${rack}`,
    voltage: `CELL_V_${pad2(cell)}`,
    temp: `CELL_T_${pad2(cell)}`,
  };
}

/** Stored rows as a cell trend (mV, tenths of °C: CELL_TREND_FIELDS); rows without values are skipped. */
export function storedCellSeries(
  key: string,
  rows: DeviceDataRow[],
  voltage: string,
  temp: string,
): TrendSeries {
  const kept = rows.filter((r) => r.values[voltage] != null || r.values[temp] != null);
  const num = (v: number | null | undefined, scale: number) => (v == null ? NaN : v * scale);
  return {
    key,
    t: Float64Array.from(kept, (r) => r.ts),
    values: [
      Float32Array.from(kept, (r) => num(r.values[voltage], 1)),
      Float32Array.from(kept, (r) => Math.round(num(r.values[temp], 10))),
    ],
  };
}

/**
 * The stored points older than the live buffer's first one, then the live buffer: one series
 * without overlap (the live points win where both have the time), fields in the same order.
 */
export function joinTrend(stored: TrendSeries, live: TrendSeries | null): TrendSeries {
  if (!live || live.t.length === 0) return stored;
  const first = live.t[0];
  let n = 0;
  while (n < stored.t.length && stored.t[n] < first) n++;
  const t = new Float64Array(n + live.t.length);
  t.set(stored.t.subarray(0, n));
  t.set(live.t, n);
  const values = live.values.map((col, f) => {
    const out = new Float32Array(n + col.length);
    out.set((stored.values[f] ?? new Float32Array(n).fill(NaN)).subarray(0, n));
    out.set(col, n);
    return out;
  });
  return { key: live.key, t, values };
}

const PAGE = 1000;
const CLOCK_MARGIN_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/** The trend ranges offered: the live hour, and stored 24 hours and 7 days (hours). */
export const TREND_HOURS = [1, 24, 168] as const;

/**
 * `[from, to]` cut into windows a device of `limitMs` accepts (spec §5: a pack's cells at most one
 * day per query), each ending a second before the next starts; oldest first.
 */
export function rangeWindows(fromMs: number, toMs: number, limitMs: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let s = fromMs; s <= toMs; s += limitMs) out.push([s, Math.min(toMs, s + limitMs - 1000)]);
  return out;
}

/**
 * Every stored row of a device over the last `hours` (one query per window the device accepts,
 * paged by 1000); null when the station answers code 404 (no stored history: the live hour stays).
 */
async function readStored(
  site: string,
  deviceId: string,
  tagNos: string[],
  o: { hours: number; timeZone: string; limitMs: number },
): Promise<DeviceDataRow[] | null> {
  // A few minutes past the browser's clock: the station's may run ahead of it.
  const end = Date.now() + CLOCK_MARGIN_MS;
  const rows: DeviceDataRow[] = [];
  for (const [from, to] of rangeWindows(end - o.hours * 3_600_000, end, o.limitMs)) {
    const q = {
      deviceId,
      tagNos,
      startTime: formatZoned(from, o.timeZone),
      endTime: formatZoned(to, o.timeZone),
    };
    let read = 0;
    for (let current = 1; current <= 20; current++) {
      const page = await getDeviceData(site, q, { current, size: PAGE });
      if (!page) return null;
      rows.push(...page.records);
      read += page.records.length;
      if (read >= page.total || page.records.length < PAGE) break;
    }
  }
  return rows;
}

/** The cell's stored last `hours` (null while 1: the live hour needs none). */
export function useStoredCellTrend(
  site: string,
  clusterNo: number,
  index: number,
  cellsPerRack: number,
  hours: number,
  timeZone: string,
) {
  return useQuery({
    queryKey: ['power', 'stored-cell-trend', site, clusterNo, index, cellsPerRack, hours],
    enabled: hours > 1 && cellsPerRack > 0,
    staleTime: 60_000,
    queryFn: async (): Promise<TrendSeries | null> => {
      const tags = cellTags(clusterNo, index, cellsPerRack);
      const rows = await readStored(site, tags.deviceId, [tags.voltage, tags.temp], {
        hours,
        timeZone,
        limitMs: DAY_MS,
      });
      return rows && storedCellSeries(`${site}|${clusterNo}|${index}`, rows, tags.voltage, tags.temp);
    },
  });
}

/**
 * Stored 5-minute rows of a cluster as its trend (CLUSTER_TREND_FIELDS: soc, power, max and min
 * cell mV). The station stores no per-5-minute cell extremes of a cluster, so those two fields
 * are NaN (a gap) before the live buffer; rows without SOC and power are skipped.
 */
export function storedClusterSeries(key: string, rows: DeviceDataRow[]): TrendSeries {
  const kept = rows.filter((r) => r.values.CLU_SOC != null || r.values.CLU_P != null);
  const num = (v: number | null | undefined) => (v == null ? NaN : v);
  return {
    key,
    t: Float64Array.from(kept, (r) => r.ts),
    values: [
      Float32Array.from(kept, (r) => num(r.values.CLU_SOC)),
      Float32Array.from(kept, (r) => num(r.values.CLU_P)),
      new Float32Array(kept.length).fill(NaN),
      new Float32Array(kept.length).fill(NaN),
    ],
  };
}

/** The cluster's stored last `hours` (`cluster-<n>`: CLU_SOC, CLU_P; a month per query at most). */
export function useStoredClusterTrend(site: string, clusterNo: number, hours: number, timeZone: string) {
  return useQuery({
    queryKey: ['power', 'stored-cluster-trend', site, clusterNo, hours],
    enabled: hours > 1,
    staleTime: 60_000,
    queryFn: async (): Promise<TrendSeries | null> => {
      const rows = await readStored(site, `cluster-${clusterNo}`, ['CLU_SOC', 'CLU_P'], {
        hours,
        timeZone,
        limitMs: 31 * DAY_MS,
      });
      return rows && storedClusterSeries(`${site}|${clusterNo}`, rows);
    },
  });
}
