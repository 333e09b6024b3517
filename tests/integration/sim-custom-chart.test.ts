import { describe, expect, it } from 'vitest';
import type { ChartData, CustomChart } from '@/contract/api/custom-chart';
import type { DeviceDataRow } from '@/contract/api/data';
import type { Page, R } from '@/contract/envelope';
import type { OperationLog } from '@/contract/api/oplog';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation({ speed: 0 });

type Q = Record<string, string | number>;
const get = <T>(path: string, query: Q = {}, token = station.admin) =>
  apiData<T>(station.sim, path, { token, query });
const call = (path: string, options: { query?: Q; body?: unknown; token?: string; lang?: 'zh' | 'en' }) =>
  apiCall<R<unknown>>(station.sim, path, {
    token: options.token ?? station.admin,
    query: options.query,
    body: options.body,
    method: path.startsWith('customchart/list') || path.startsWith('customchart/chart') ? 'GET' : 'POST',
    lang: options.lang ?? 'en',
  });
const save = async (body: unknown, token = station.admin) => {
  const res = await call('customchart/save', { body, token });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data as CustomChart;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** Station-local `yyyy-MM-dd HH:mm:ss` (the simulator runs in the station's zone). */
const local = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const simNow = async () =>
  ((await simHook(station.sim, 'advance', { seconds: 0.001 })) as { simTime: number }).simTime;

describe('customchart (spec §7 Data)', () => {
  it('saves, lists, edits and removes charts per user; each write is in the operation log', async () => {
    const tags = [
      { deviceId: 'station', tagNo: 'ST_SOC' },
      { deviceId: 'cluster-2', tagNo: 'CLU_T' },
    ];
    const made = await save({ name: 'SOC and heat', tags });
    expect(made).toMatchObject({ name: 'SOC and heat', tags });
    expect(await get<CustomChart[]>('customchart/list')).toEqual([made]);
    // Another user sees none of it and can neither change nor remove it.
    expect(await get<CustomChart[]>('customchart/list', {}, station.operator)).toEqual([]);
    const foreign = await call('customchart/save', {
      body: { id: made.id, name: 'x', tags },
      token: station.operator,
    });
    expect(foreign.body.code).toBe(400);
    expect(
      (await call('customchart/remove', { query: { ids: made.id }, token: station.operator })).body.code,
    ).toBe(400);
    const edited = await save({ id: made.id, name: 'Renamed', tags: tags.slice(0, 1) });
    expect(edited).toMatchObject({ id: made.id, name: 'Renamed', tags: tags.slice(0, 1) });
    const mine = await save({ name: 'Operator chart', tags }, station.operator);
    expect((await get<CustomChart[]>('customchart/list', {}, station.operator)).map((c) => c.id)).toEqual([
      mine.id,
    ]);
    expect((await call('customchart/remove', { query: { ids: made.id } })).body.code).toBe(200);
    expect(await get<CustomChart[]>('customchart/list')).toEqual([]);
    const log = await get<Page<OperationLog>>('log/his/page', { size: 50 });
    const paths = log.records.filter((r) => r.result === 'success').map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['customchart/save', 'customchart/remove']));
  });

  it('refuses what the contract schema refuses, in the request language', async () => {
    const tag = { deviceId: 'grid', tagNo: 'GRID_P' };
    const empty = await call('customchart/save', { body: { name: '  ', tags: [tag] }, lang: 'zh' });
    expect(empty.body).toMatchObject({ code: 400, msg: '图表名称不能为空' });
    const none = await call('customchart/save', { body: { name: 'a', tags: [] } });
    expect(none.body).toMatchObject({ code: 400, msg: 'Choose 1 to 8 different tags' });
    const twice = await call('customchart/save', { body: { name: 'a', tags: [tag, tag] } });
    expect(twice.body.code).toBe(400);
    // A tag the device does not have, and a device the site does not have.
    for (const bad of [
      { deviceId: 'grid', tagNo: 'ST_SOC' },
      { deviceId: 'cluster-99', tagNo: 'CLU_SOC' },
    ]) {
      expect((await call('customchart/save', { body: { name: 'a', tags: [bad] } })).body.code).toBe(400);
    }
  });

  it('draws exactly the stored 5-minute history, over a month at most', async () => {
    const chart = await save({
      name: 'Flows',
      tags: [
        { deviceId: 'station', tagNo: 'ST_SOC' },
        { deviceId: 'grid', tagNo: 'GRID_P' },
        { deviceId: 'cluster-1', tagNo: 'CLU_SOC' },
      ],
    });
    const now = await simNow();
    const day = local(now - 86_400_000).slice(0, 10);
    const range = { startTime: `${day} 00:00:00`, endTime: `${day} 23:59:59` };
    const data = await get<ChartData>('customchart/chart', { id: chart.id, ...range });
    expect(data.rangeLimit).toBe('month');
    expect(data.series.map((s) => [s.tagNo, s.unit, s.stepMs])).toEqual([
      ['ST_SOC', '%', 300_000],
      ['GRID_P', 'kW', 300_000],
      ['CLU_SOC', '%', 300_000],
    ]);
    const stored = await get<Page<DeviceDataRow>>('devicedata/page', {
      deviceId: 'cluster-1',
      tagNos: 'CLU_SOC',
      ...range,
      size: 1000,
    });
    expect(data.series[2].points).toHaveLength(stored.total);
    expect(data.series[2].points).toEqual(stored.records.map((r) => [r.ts, r.values.CLU_SOC]));
    const grid = await get<Page<DeviceDataRow>>('devicedata/page', {
      deviceId: 'grid',
      ...range,
      size: 1000,
    });
    expect(data.series[1].points).toEqual(grid.records.map((r) => [r.ts, r.values.GRID_P]));
    // (the three devices' points are read from the stored rows at once: each keeps its own)
    const site = await get<Page<DeviceDataRow>>('devicedata/page', {
      deviceId: 'station',
      tagNos: 'ST_SOC',
      ...range,
      size: 1000,
    });
    expect(data.series[0].points).toEqual(site.records.map((r) => [r.ts, r.values.ST_SOC]));

    const long = await call('customchart/chart', {
      query: { id: chart.id, startTime: local(now - 40 * 86_400_000), endTime: local(now) },
    });
    expect(long.body.msg).toBe('This device does not support time ranges longer than one month!');
  });

  it('maxPoints (extension) sends a long series as min/max buckets with every peak; without it every point', async () => {
    const chart = await save({
      name: 'Reduced',
      tags: [
        { deviceId: 'station', tagNo: 'ST_SOC' },
        { deviceId: 'grid', tagNo: 'GRID_P' },
      ],
    });
    const now = await simNow();
    const end = local(now - 86_400_000).slice(0, 10);
    const start = local(now - 30 * 86_400_000).slice(0, 10);
    const range = { id: chart.id, startTime: `${start} 00:00:00`, endTime: `${end} 23:59:59` };
    const all = await get<ChartData>('customchart/chart', range);
    expect(all.bucketMs).toBeUndefined();
    expect(all.series[1].points.length).toBeGreaterThan(8000);
    const drawn = await get<ChartData>('customchart/chart', { ...range, maxPoints: 600 });
    expect(drawn.bucketMs! % 300_000).toBe(0);
    drawn.series.forEach((s, i) => {
      const stored = all.series[i];
      expect(s.stepMs).toBe(stored.stepMs);
      expect(s.points.length).toBeLessThanOrEqual(602);
      // Shared times across series; every bucket's lowest and highest stored value survive.
      expect(s.points.map((p) => p[0])).toEqual(drawn.series[0].points.map((p) => p[0]));
      const values = (pts: Array<[number, number | null]>) =>
        pts.map((p) => p[1]).filter((v): v is number => v !== null);
      expect(Math.min(...values(s.points))).toBe(Math.min(...values(stored.points)));
      expect(Math.max(...values(s.points))).toBe(Math.max(...values(stored.points)));
      for (let b = 0; b < s.points.length; b += 2) {
        const t0 = s.points[b][0];
        const inside = values(stored.points.filter(([t]) => t >= t0 && t < t0 + drawn.bucketMs!));
        const pair = values([s.points[b], s.points[b + 1]]);
        if (inside.length === 0) expect(pair).toEqual([]);
        else
          expect([Math.min(...pair), Math.max(...pair)]).toEqual([Math.min(...inside), Math.max(...inside)]);
      }
    });
    // Series that fit come as stored, without bucketMs; a maxPoints that is not a whole number
    // in [2, 20 000] is refused.
    const fits = await get<ChartData>('customchart/chart', { ...range, maxPoints: 20_000 });
    expect(fits.bucketMs).toBeUndefined();
    expect(fits.series).toEqual(all.series);
    for (const maxPoints of ['1', '2.5', 'x', '20001'])
      expect((await call('customchart/chart', { query: { ...range, maxPoints } })).body.code).toBe(400);
  });

  it('draws a cell per minute over a day at most; another user cannot read the chart', async () => {
    // Speed 0: each advance stores the minute it closes (one sample per step).
    for (let i = 0; i < 3; i++) await simHook(station.sim, 'advance', { seconds: 60 });
    // A rack's cell beside a 5-minute point: two reads, each series its own values.
    const chart = await save({
      name: 'Cell',
      tags: [
        { deviceId: 'rack-1-1', tagNo: 'CELL_V_01' },
        { deviceId: 'grid', tagNo: 'GRID_P' },
      ],
    });
    const now = await simNow();
    const range = { startTime: local(now - 3_600_000), endTime: local(now) };
    const data = await get<ChartData>('customchart/chart', { id: chart.id, ...range });
    expect(data.rangeLimit).toBe('day');
    expect(data.series[0].stepMs).toBe(60_000);
    const stored = await get<Page<DeviceDataRow>>('devicedata/page', {
      deviceId: 'rack-1-1',
      tagNos: 'CELL_V_01',
      ...range,
      size: 1000,
    });
    expect(stored.total).toBeGreaterThanOrEqual(2);
    expect(data.series[0].points).toEqual(stored.records.map((r) => [r.ts, r.values.CELL_V_01]));
    const grid = await get<Page<DeviceDataRow>>('devicedata/page', {
      deviceId: 'grid',
      ...range,
      size: 1000,
    });
    expect(grid.total).toBeGreaterThan(0);
    expect(data.series[1].stepMs).toBe(300_000);
    expect(data.series[1].points).toEqual(grid.records.map((r) => [r.ts, r.values.GRID_P]));
    const long = await call('customchart/chart', {
      query: { id: chart.id, startTime: local(now - 2 * 86_400_000), endTime: local(now) },
      lang: 'zh',
    });
    expect(long.body.msg).toBe('该设备不支持超过一天的时间范围！');
    const foreign = await call('customchart/chart', {
      query: { id: chart.id, ...range },
      token: station.operator,
    });
    expect(foreign.body.code).toBe(400);
  });
});
