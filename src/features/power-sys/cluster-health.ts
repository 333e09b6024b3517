import type { AlarmRecord } from '@/contract/alarm';
import { combinedHealth, type Health } from '@/contract/limits';
import type { ClusterRow } from './summary-rows';

/** Cluster number of a BMS alarm's device ("BMS-3"), or null for another device. */
export function clusterOfDevice(deviceName: string): number | null {
  const m = /^BMS-(\d+)$/.exec(deviceName);
  return m ? Number(m[1]) : null;
}

/** Most severe (lowest-numbered) active alarm level per cluster. */
export function alarmLevelsByCluster(alarms: readonly AlarmRecord[] | undefined): Map<number, number> {
  const out = new Map<number, number>();
  for (const a of alarms ?? []) {
    if (a.status === 'cleared' || a.status === 'recovered') continue;
    const no = clusterOfDevice(a.deviceName);
    if (no === null) continue;
    const prev = out.get(no);
    if (prev === undefined || a.level < prev) out.set(no, a.level);
  }
  return out;
}

/**
 * Rows with the status to show: what the values say (worker-computed), combined with the running
 * status and the cluster's active alarms. An alarm can only raise it, never lower it.
 */
export function withHealth(rows: ClusterRow[], levels: Map<number, number>): ClusterRow[] {
  return rows.map((r) => {
    const health: Health = combinedHealth(
      (Number.isFinite(r.measured) ? r.measured : 0) as Health,
      levels.get(r.clusterNo),
      r.status,
    );
    return health === r.health ? r : { ...r, health };
  });
}
