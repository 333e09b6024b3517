import type { AlarmRecord } from '@/contract/alarm';
import type { AlarmLevel } from '@/contract/status';
import { bySeverityThenNewest } from '@/lib/alarm-rules';

/*
 * Pure rules of the alarm banner and of the popup's cards. One cell fault raises several alarms
 * on one device (over-voltage L2, over-temperature L2, then L1): they are shown as one group per
 * device, the most severe and newest first, so the operator reads one fault, not three.
 */

/** The alarms of one device, most severe first and newest first within a level. */
export interface DeviceGroup<T> {
  /** The device name ('' when the station sent none). */
  device: string;
  items: T[];
  /** Level of the most severe alarm in the group. */
  level: AlarmLevel;
  /** Newest occurrence time in the group (`yyyy-MM-dd HH:mm:ss`). */
  newest: string;
}

/**
 * Groups items per device; groups come most severe first, then the newest first. `alarmOf` reads
 * the alarm of an item (the popup's items carry a repeat count beside it).
 */
export function groupByDevice<T>(items: readonly T[], alarmOf: (item: T) => AlarmRecord): DeviceGroup<T>[] {
  const byDevice = new Map<string, T[]>();
  for (const item of items) {
    const a = alarmOf(item);
    // Without a device name an alarm cannot be matched to others: it stands alone.
    const key = a.deviceName ? `d:${a.deviceName}` : `id:${a.id}`;
    const list = byDevice.get(key);
    if (list) list.push(item);
    else byDevice.set(key, [item]);
  }
  const groups = [...byDevice.values()].map((list): DeviceGroup<T> => {
    const sorted = [...list].sort((x, y) => bySeverityThenNewest(alarmOf(x), alarmOf(y)));
    const first = alarmOf(sorted[0]);
    const newest = sorted.reduce((m, i) => (alarmOf(i).occurredTime > m ? alarmOf(i).occurredTime : m), '');
    return { device: first.deviceName, items: sorted, level: first.level, newest };
  });
  return groups.sort((a, b) =>
    a.level !== b.level ? a.level - b.level : a.newest === b.newest ? 0 : a.newest < b.newest ? 1 : -1,
  );
}

/** What the banner shows: devices with an unacknowledged L1 alarm, and the calmer L2 count. */
export interface BannerContent {
  /** One group per device with a new L1 alarm: all its unacknowledged alarms, L1 first. */
  critical: DeviceGroup<AlarmRecord>[];
  /** Unacknowledged L2 alarms of devices that have no new L1 alarm, newest first. */
  warnings: AlarmRecord[];
}

/**
 * The banner's content from the active alarms. It shows only what still needs an operator:
 * an acknowledged alarm leaves the banner (it stays in the alarm list until cleared).
 */
export function bannerContent(active: readonly AlarmRecord[] | undefined): BannerContent {
  const fresh = (active ?? []).filter((a) => a.status === 'new');
  const criticalDevices = new Set(fresh.filter((a) => a.level === 1).map((a) => a.deviceName || a.id));
  const inCritical = (a: AlarmRecord) => criticalDevices.has(a.deviceName || a.id);
  return {
    critical: groupByDevice(fresh.filter(inCritical), (a) => a),
    warnings: fresh.filter((a) => a.level === 2 && !inCritical(a)).sort(bySeverityThenNewest),
  };
}

/** Ids of unacknowledged L1 alarms in `next` that were not in `seen`: each one chimes once. */
export function newCriticalIds(seen: ReadonlySet<string>, next: BannerContent): string[] {
  const ids: string[] = [];
  for (const g of next.critical)
    for (const a of g.items) if (a.level === 1 && !seen.has(a.id)) ids.push(a.id);
  return ids;
}
