import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUMMARY_COL, SUMMARY_STRIDE, type TrendSeries } from '@/contract/realtime-api';
import { withPoints } from '@/realtime/use-trend';
import { TrendBuffers, TrendRing } from '../../../workers/realtime/trend-ring';
import { startClusterService } from './fakes';

const times = (r: TrendRing, windowMs?: number) => Array.from(r.window(windowMs).t);

function source(clusterNo: number, t: number, volts: number[], soc = 50) {
  const summary = new Float64Array(SUMMARY_STRIDE);
  summary[SUMMARY_COL.updatedAt] = t;
  summary[SUMMARY_COL.soc] = soc;
  summary[SUMMARY_COL.power] = -20;
  summary[SUMMARY_COL.maxCellMv] = Math.max(...volts);
  summary[SUMMARY_COL.minCellMv] = Math.min(...volts);
  return {
    site: 'WZ001',
    clusterNo,
    summary,
    volts: Float32Array.from(volts),
    temps: Float32Array.from(volts.map((_, i) => 250 + i)),
  };
}

describe('TrendRing', () => {
  it('keeps the newest points oldest first and overwrites the oldest when full (no growth)', () => {
    const r = new TrendRing(4, 2);
    for (let i = 1; i <= 10; i++) r.push(i * 1000, [i, i * 10]);
    expect(r.size).toBe(4);
    const w = r.window();
    expect(Array.from(w.t)).toEqual([7000, 8000, 9000, 10000]);
    expect(Array.from(w.values[0])).toEqual([7, 8, 9, 10]);
    expect(Array.from(w.values[1])).toEqual([70, 80, 90, 100]);
  });

  it('replaces a point at the same time and ignores an older one', () => {
    const r = new TrendRing(3, 1);
    r.push(1000, [1]);
    r.push(2000, [2]);
    r.push(2000, [5]);
    r.push(1500, [9]);
    expect(times(r)).toEqual([1000, 2000]);
    expect(Array.from(r.window().values[0])).toEqual([1, 5]);
  });

  it('returns only the window before the newest point', () => {
    const r = new TrendRing(10, 1);
    for (let i = 0; i < 10; i++) r.push(i * 600_000, [i]); // every 10 minutes
    expect(times(r, 3_600_000)).toEqual([3, 4, 5, 6, 7, 8, 9].map((i) => i * 600_000));
  });
});

describe('TrendBuffers', () => {
  it('appends cell voltage and temperature of a held cell, and a cluster its SOC, power and extremes', () => {
    const b = new TrendBuffers(2, 100);
    b.hold({ site: 'WZ001', clusterNo: 1, cell: 2 });
    b.hold({ site: 'WZ001', clusterNo: 1 });
    b.append(source(2, 1000, [3300, 3310, 3320])); // another cluster: nothing
    const points = b.append(source(1, 1000, [3300, 3310, 3420]));
    expect(points).toEqual([
      { key: 'WZ001|1|2', t: 1000, values: [3420, 252] },
      { key: 'WZ001|1', t: 1000, values: [50, -20, 3420, 3300] },
    ]);
    expect(b.series({ site: 'WZ001', clusterNo: 1, cell: 2 })?.t.length).toBe(1);
  });

  it('keeps the last few released entities and drops the oldest beyond the cap; held ones never go', () => {
    const b = new TrendBuffers(2, 10);
    const cell = (n: number) => ({ site: 'WZ001', clusterNo: 1, cell: n });
    b.hold(cell(0)); // held the whole time
    for (let n = 1; n <= 5; n++) {
      b.hold(cell(n));
      b.append(source(1, n * 1000, [3300, 3301, 3302, 3303, 3304, 3305]));
      b.release(cell(n));
    }
    expect(b.size).toBe(3);
    expect(b.has(cell(0))).toBe(true);
    expect([1, 2, 3].map((n) => b.has(cell(n)))).toEqual([false, false, false]);
    expect(b.has(cell(4)) && b.has(cell(5))).toBe(true);
    // Going back to a kept cell shows its history at once, and it keeps growing while kept.
    b.hold(cell(4));
    expect(Array.from(b.series(cell(4))!.t)).toEqual([4000, 5000]);
    expect(b.series(cell(0))!.t.length).toBe(5);
  });

  it('sends points only for held entities; released ones keep recording', () => {
    const b = new TrendBuffers(2, 10);
    const key = { site: 'WZ001', clusterNo: 1 };
    b.hold(key);
    b.release(key);
    expect(b.append(source(1, 1000, [3300]))).toEqual([]);
    expect(b.series(key)!.t.length).toBe(1);
  });

  it('drains the newest unsent point per held entity once; a release or reset drops it', () => {
    const b = new TrendBuffers(2, 10);
    const cluster = { site: 'WZ001', clusterNo: 1 };
    const cell = { site: 'WZ001', clusterNo: 1, cell: 0 };
    b.hold(cluster);
    b.hold(cell);
    b.append(source(1, 1000, [3300]));
    b.append(source(1, 2000, [3310]));
    expect(b.unsentCount).toBe(2);
    const drained = b.drain();
    // The cluster's four values and the cell's two, each only at its newest time.
    expect(drained.map((p) => [p.values.length, p.t])).toEqual([
      [4, 2000],
      [2, 2000],
    ]);
    expect(b.drain()).toEqual([]);
    b.append(source(1, 3000, [3320]));
    b.release(cell);
    expect(b.drain().map((p) => p.values.length)).toEqual([4]);
    b.append(source(1, 4000, [3330]));
    b.reset();
    expect(b.unsentCount).toBe(0);
  });
});

describe('withPoints', () => {
  it('appends only points newer than the window', () => {
    const s: TrendSeries = { key: 'k', t: Float64Array.from([1, 2]), values: [Float32Array.from([10, 20])] };
    const out = withPoints(s, [
      { key: 'k', t: 2, values: [99] },
      { key: 'k', t: 3, values: [30] },
    ]);
    expect(Array.from(out.t)).toEqual([1, 2, 3]);
    expect(Array.from(out.values[0])).toEqual([10, 20, 30]);
  });
});

describe('RealtimeService trends', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('records a held cell from the cluster snapshots it ingests and delivers each new point in a batch', async () => {
    const { service, batches, send } = await startClusterService();
    await service.holdTrend({ site: 'WZ001', clusterNo: 1, cell: 5 });
    for (let s = 0; s < 3; s++) await send(1_700_000_000_000 + s * 1000, (i) => (i === 5 ? 3400 + s : 3300));
    const sent = batches.flatMap((b) => b.trends ?? []);
    expect(sent.map((p) => p.values[0])).toEqual([3400, 3401, 3402]);
    const series = await service.trend({ site: 'WZ001', clusterNo: 1, cell: 5 });
    expect(Array.from(series!.values[0])).toEqual([3400, 3401, 3402]);
    await service.releaseTrend({ site: 'WZ001', clusterNo: 1, cell: 5 });
    expect(await service.trend({ site: 'WZ001', clusterNo: 2 })).toBeNull();
    service.dispose();
  });
});
