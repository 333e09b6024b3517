import type { DeviceDetection, DetectionRun } from '../../src/contract/api/data-detection';
import type { DataDevice } from '../../src/contract/api/data';
import { formatDateTime } from '../model/clock';
import type { DeviceRef } from './tag-catalog';
import type { TagHistory } from './tag-history';
import { type DayWindow, stepOf, type TagQuality } from './tag-quality';
import { detectRuns, type Run, unionOf } from './tag-runs';

/*
 * dataDetection (issue 28): per device or battery module, one day: the expected and received
 * points are tagintegrity's (quality.integrity, summed over the device's tags) and the runs are
 * tagexceptiondata/query's (detectRuns over the same stored rows), so the three calls agree.
 */

/** A device to check: its catalogue entry, parsed id and the tags it stores. */
export interface CheckedDevice {
  device: DataDevice;
  ref: DeviceRef;
  tagNos: string[];
}

const toRun = (r: Run & { tagNo: string }, step: number): DetectionRun => ({
  tagNo: r.tagNo,
  startTime: formatDateTime(r.start),
  endTime: formatDateTime(r.end),
  points: Math.round((r.end - r.start) / step),
  value: r.value,
});

/**
 * Checks each device's day; `o.flatMinutes` is the station's rule. The event loop gets a turn
 * between devices (a full station's pack is ~0.1 s of work, its 12 packs or 106 devices ~1 s).
 */
export async function detectDevices(
  quality: TagQuality,
  history: TagHistory,
  site: string,
  devices: CheckedDevice[],
  day: DayWindow,
  o: { nowMs: number; cellsPerRack: number; flatMinutes: number },
): Promise<DeviceDetection[]> {
  const out: DeviceDetection[] = [];
  for (const checked of devices) {
    if (out.length > 0) await new Promise((resolve) => setImmediate(resolve));
    out.push(detectOne(quality, history, site, checked, day, o));
  }
  return out;
}

function detectOne(
  quality: TagQuality,
  history: TagHistory,
  site: string,
  { device, ref, tagNos }: CheckedDevice,
  day: DayWindow,
  o: { nowMs: number; cellsPerRack: number; flatMinutes: number },
): DeviceDetection {
  const counts = quality.integrity(site, ref, tagNos, [day], o.nowMs);
  const expected = counts.reduce((n, t) => n + t[0].expected, 0);
  const received = counts.reduce((n, t) => n + t[0].received, 0);
  const step = stepOf(ref);
  const w = quality.window(site, ref, day, o.nowMs);
  const runs: Array<Run & { tagNo: string }> = [];
  if (w) {
    const rows = history.rows(site, ref, tagNos, {
      fromMs: w.from,
      toMs: w.to - 1,
      offset: 0,
      limit: 2000,
      cellsPerRack: o.cellsPerRack,
    });
    const byTs = new Map(rows.map((r) => [r.ts, r]));
    tagNos.forEach((tagNo, k) => {
      const found = detectRuns(
        tagNo,
        { from: w.from, to: w.to, step },
        (ts) => {
          const r = byTs.get(ts);
          return r && { v: r.values[k], lo: r.min?.[k], hi: r.max?.[k] };
        },
        o.flatMinutes,
      );
      for (const r of found) runs.push({ ...r, tagNo });
    });
  }
  const gaps = unionOf(runs.filter((r) => r.kind === 'gap'));
  const longest = gaps.reduce<(typeof gaps)[number] | null>(
    (best, g) => (!best || g.end - g.start > best.end - best.start ? g : best),
    null,
  );
  return {
    deviceId: device.id,
    name: device.name,
    nameEn: device.nameEn,
    tags: tagNos.length,
    expected,
    received,
    gaps: gaps.length,
    longestGap: longest && toRun(longest, step),
    outOfRange: runs.filter((r) => r.kind === 'outOfRange').length,
    flat: runs
      .filter((r) => r.kind === 'flat')
      .sort((a, b) => a.start - b.start)
      .map((r) => ({ ...toRun(r, step), points: r.points })),
  };
}
