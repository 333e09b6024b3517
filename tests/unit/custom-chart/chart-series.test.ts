import { describe, expect, it } from 'vitest';
import {
  type ChartData,
  chartRangeLimit,
  customChartInputSchema,
  withGaps,
} from '@/contract/api/custom-chart';
import {
  chartCsv,
  drawnChart,
  drawnPoints,
  MAX_DRAWN_POINTS,
  seriesPoints,
  seriesViews,
  stableViews,
} from '@/features/custom-chart-sys/chart-series';

const MIN5 = 300_000;
const T0 = Date.UTC(2026, 10, 24, 16, 0); // 2026-11-25 00:00 in Asia/Shanghai

const data: ChartData = {
  id: '1',
  name: 'Test',
  startTime: '2026-11-25 00:00:00',
  endTime: '2026-11-25 23:59:59',
  rangeLimit: 'month',
  series: [
    {
      deviceId: 'station',
      tagNo: 'ST_SOC',
      deviceName: '储能系统',
      deviceNameEn: 'Storage system',
      name: '储能SOC',
      nameEn: 'Storage SOC',
      unit: '%',
      stepMs: MIN5,
      points: [
        [T0, 50],
        [T0 + MIN5, 51],
        [T0 + 4 * MIN5, 53],
      ],
    },
    {
      deviceId: 'grid',
      tagNo: 'GRID_P',
      deviceName: '电网',
      deviceNameEn: 'Grid',
      name: '电网功率',
      nameEn: 'Grid power',
      unit: 'kW',
      stepMs: MIN5,
      points: [[T0 + MIN5, -12.5]],
    },
    {
      deviceId: 'cluster-1',
      tagNo: 'CLU_SOC',
      deviceName: '1号电池簇',
      deviceNameEn: 'Cluster 1',
      name: '簇SOC',
      nameEn: 'Cluster SOC',
      unit: '%',
      stepMs: MIN5,
      points: [],
    },
  ],
};

describe('custom chart series', () => {
  it('breaks a line where samples are missing instead of drawing across the gap', () => {
    expect(withGaps(data.series[0].points, MIN5)).toEqual([
      { t: T0, v: 50 },
      { t: T0 + MIN5, v: 51 },
      { t: T0 + 2 * MIN5, v: null },
      { t: T0 + 4 * MIN5, v: 53 },
    ]);
    expect(seriesPoints(data)['grid|GRID_P']).toEqual([{ t: T0 + MIN5, v: -12.5 }]);
  });

  it('gives each unit its own pane (axis) in the order the units first appear', () => {
    const views = seriesViews(data, true);
    expect(views.map((v) => [v.id, v.pane, v.label])).toEqual([
      ['station|ST_SOC', 0, 'Storage system · Storage SOC'],
      ['grid|GRID_P', 1, 'Grid · Grid power'],
      ['cluster-1|CLU_SOC', 0, 'Cluster 1 · Cluster SOC'],
    ]);
    expect(seriesViews(data, false)[1].label).toBe('电网 · 电网功率');
    expect(new Set(views.map((v) => v.colorVar)).size).toBe(3);
  });

  it('exports the shown series in station time, empty where a series has no sample', () => {
    const views = seriesViews(data, true);
    const csv = chartCsv(data, views, new Set(['station|ST_SOC', 'grid|GRID_P']), 'Asia/Shanghai', 'Time');
    expect(csv.split('\n')).toEqual([
      'Time,Storage system · Storage SOC (%),Grid · Grid power (kW)',
      '2026-11-25 00:00:00,50,',
      '2026-11-25 00:05:00,51,-12.5',
      '2026-11-25 00:20:00,53,',
      '',
    ]);
  });

  it('limits charts with cell tags to a day; the schema refuses what the simulator refuses', () => {
    expect(chartRangeLimit(['station', 'rack-1-2'])).toBe('day');
    expect(chartRangeLimit(['station', 'cluster-1'])).toBe('month');
    const tag = { deviceId: 'grid', tagNo: 'GRID_P' };
    expect(customChartInputSchema.safeParse({ name: ' ', tags: [tag] }).error?.issues[0].message).toBe(
      'required',
    );
    expect(customChartInputSchema.safeParse({ name: 'a', tags: [tag, tag] }).success).toBe(false);
    const nine = Array.from({ length: 9 }, (_, i) => ({ deviceId: `cluster-${i + 1}`, tagNo: 'CLU_SOC' }));
    expect(customChartInputSchema.safeParse({ name: 'a', tags: nine }).success).toBe(false);
    expect(customChartInputSchema.safeParse({ name: 'a', tags: nine.slice(0, 8) }).success).toBe(true);
  });
});

describe('a long series is drawn bucketed', () => {
  const month = (stepMs: number, value: (i: number) => number | null, n = 8640) => ({
    ...data.series[0],
    stepMs,
    points: Array.from({ length: n }, (_, i) => [T0 + i * stepMs, value(i)] as [number, number | null]),
  });
  it('draws each shared bucket as its lowest and highest value, in time order, and an empty bucket as a gap', () => {
    const a = month(MIN5, (i) => (i >= 3000 && i < 3100 ? null : Math.sin(i / 50)));
    const b = { ...month(MIN5, (i) => i), deviceId: 'grid', tagNo: 'GRID_P' };
    const drawn = seriesPoints({ ...data, series: [a, b] }, 1000);
    const [da, db] = Object.values(drawn);
    expect(da.length).toBeLessThanOrEqual(1002);
    // Every series on the same times (lightweight-charts merges times: shared ones cost nothing).
    expect(da.map((p) => p.t)).toEqual(db.map((p) => p.t));
    // The extremes are kept: the whole range of values is drawn.
    const values = (d: typeof da) => d.map((p) => p.v).filter((v): v is number => v !== null);
    expect(Math.min(...values(da))).toBeCloseTo(-1, 3);
    expect(Math.max(...values(da))).toBeCloseTo(1, 3);
    expect(Math.min(...values(db))).toBe(0);
    expect(Math.max(...values(db))).toBe(8639);
    // A rising series: low then high in each bucket.
    expect(db[0].v).toBeLessThan(db[1].v!);
    // The 100 missing samples (over 8 hours) break the line.
    const gapAt = T0 + 3050 * MIN5;
    expect(da.some((p) => p.v === null && Math.abs(p.t - gapAt) < 3 * 3_600_000)).toBe(true);
  });
  it('draws an answer the simulator reduced (bucketMs) as it came, nulls of empty buckets kept', () => {
    const reduced = {
      ...data.series[0],
      points: [
        [T0, 1],
        [T0 + 6 * MIN5, 9],
        [T0 + 12 * MIN5, null],
        [T0 + 18 * MIN5, null],
      ] as Array<[number, number | null]>,
    };
    // Also when it holds more than maxPoints: reduced once, never again.
    expect(Object.values(seriesPoints({ ...data, bucketMs: 12 * MIN5, series: [reduced] }, 2))[0]).toEqual([
      { t: T0, v: 1 },
      { t: T0 + 6 * MIN5, v: 9 },
      { t: T0 + 12 * MIN5, v: null },
      { t: T0 + 18 * MIN5, v: null },
    ]);
  });
  it('leaves a short series as stored', () => {
    const short = month(MIN5, (i) => i, 288);
    expect(Object.values(seriesPoints({ ...data, series: [short] }, 1000))[0]).toHaveLength(288);
  });
});

describe('drawnPoints (the maxPoints a chart box asks with)', () => {
  it('asks a point per 2 px of the plot, in steps of 100, between 200 and MAX_DRAWN_POINTS', () => {
    expect(drawnPoints(0)).toBeNull();
    // 1280 screen: a ~700 px box, 640 px of plot: 320 -> 400 points.
    expect(drawnPoints(700)).toBe(400);
    expect(drawnPoints(701)).toBe(400);
    // 1920 screen: a ~1 350 px box.
    expect(drawnPoints(1350)).toBe(700);
    expect(drawnPoints(200)).toBe(200);
    expect(drawnPoints(4000)).toBe(MAX_DRAWN_POINTS);
  });
});

describe('a range change keeps what did not change (issue 28: render only the chart)', () => {
  it('keeps the last views when the next answer names the same series the same way', () => {
    const before = seriesViews(data, true);
    const moved = {
      ...data,
      startTime: '2026-11-24 00:00:00',
      series: data.series.map((s) => ({ ...s, points: [] })),
    };
    // The same tags, labels and units over another range: the legend's props keep their identity.
    expect(stableViews(before, seriesViews(moved, true))).toBe(before);
    // Another language, unit or set of series: the new views.
    const zh = seriesViews(data, false);
    expect(stableViews(before, zh)).toBe(zh);
    const kw = seriesViews(
      { ...data, series: data.series.map((s, i) => (i === 0 ? { ...s, unit: 'kW' } : s)) },
      true,
    );
    expect(stableViews(before, kw)).toBe(kw);
    const fewer = seriesViews({ ...data, series: data.series.slice(1) }, true);
    expect(stableViews(before, fewer)).toBe(fewer);
    expect(stableViews(null, before)).toBe(before);
  });
  it('makes the drawn points with the answer (once, in the request), a null answer staying null', () => {
    const drawn = drawnChart(data);
    expect(drawn?.data).toBe(data);
    expect(drawn?.points).toEqual(seriesPoints(data));
    expect(drawnChart(null)).toBeNull();
  });
});
