import { describe, expect, it } from 'vitest';
import type { DeviceDataRow } from '@/contract/api/data';
import type { IntegrityRule, MinMaxVoltage, TagException, TagIntegrity } from '@/contract/api/data-quality';
import type { Page, R } from '@/contract/envelope';
import type { OperationLog } from '@/contract/api/oplog';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation({ speed: 0 });

type Q = Record<string, string | number>;
const get = <T>(path: string, query: Q = {}, token = station.admin) =>
  apiData<T>(station.sim, path, { token, query });
const raw = (
  path: string,
  o: { query?: Q; body?: unknown; token?: string; method?: 'GET' | 'POST'; lang?: 'zh' | 'en' },
) =>
  apiCall<R<unknown>>(station.sim, path, {
    token: o.token ?? station.admin,
    query: o.query,
    body: o.body,
    method: o.method ?? 'GET',
    lang: o.lang ?? 'en',
  });

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const simNow = async () =>
  ((await simHook(station.sim, 'advance', { seconds: 0.001 })) as { simTime: number }).simTime;
const row = (r: TagIntegrity, tagNo: string) => r.tags.find((t) => t.tagNo === tagNo)!;

describe('data quality (spec §7 Data: tagintegrity, tagexceptiondata, minmaxvoltage)', () => {
  it('counts every stored 5-minute point per tag per day, and a lost hour is a gap of that tag only', async () => {
    const now = await simNow();
    const yesterday = localDay(now - 86_400_000);
    const q = { deviceId: 'grid', startDate: localDay(now - 3 * 86_400_000), endDate: yesterday };
    const before = await get<TagIntegrity>('tagintegrity', q);
    expect(before.days).toHaveLength(3);
    expect(before.stepMs).toBe(300_000);
    expect(before.tags.map((t) => t.tagNo)).toEqual(['GRID_P']);
    expect(row(before, 'GRID_P').days).toEqual(Array(3).fill({ expected: 288, received: 288 }));
    expect(
      await get<TagException[]>('tagexceptiondata/query', {
        deviceId: 'grid',
        tagNo: 'GRID_P',
        date: yesterday,
      }),
    ).toEqual([]);

    await simHook(station.sim, 'history-gap', {
      deviceId: 'grid',
      startTime: `${yesterday} 10:00:00`,
      minutes: 60,
    });
    const after = await get<TagIntegrity>('tagintegrity', q);
    expect(row(after, 'GRID_P').days[2]).toEqual({ expected: 288, received: 276 });
    // The station's tags share the stored rows but lost nothing.
    const stationTags = await get<TagIntegrity>('tagintegrity', { ...q, deviceId: 'station' });
    expect(stationTags.tags.every((t) => t.days[2].received === 288)).toBe(true);
    const gaps = await get<TagException[]>('tagexceptiondata/query', {
      deviceId: 'grid',
      tagNo: 'GRID_P',
      date: yesterday,
    });
    expect(gaps).toEqual([
      {
        kind: 'gap',
        startTime: `${yesterday} 10:00:00`,
        endTime: `${yesterday} 11:00:00`,
        points: 12,
        value: null,
      },
    ]);
    // devicedata/page reads the lost points as not recorded.
    const stored = await get<Page<DeviceDataRow>>('devicedata/page', {
      deviceId: 'grid',
      startTime: `${yesterday} 10:00:00`,
      endTime: `${yesterday} 10:59:59`,
      size: 100,
    });
    expect(stored.records.map((r) => r.values.GRID_P)).toEqual(Array(12).fill(null));
  });

  it('expects a cell minute from the first stored one until the last closed minute', async () => {
    for (let i = 0; i < 4; i++) await simHook(station.sim, 'advance', { seconds: 60 });
    const now = await simNow();
    const today = localDay(now);
    const q = { deviceId: 'rack-1-1', startDate: today, endDate: today };
    const r = await get<TagIntegrity>('tagintegrity', q);
    expect(r.stepMs).toBe(60_000);
    const v1 = row(r, 'CELL_V_01').days[0];
    expect(v1.expected).toBeGreaterThanOrEqual(3);
    expect(v1.received).toBe(v1.expected);
    expect(row(r, 'CELL_T_01').days[0]).toEqual(v1);
    // The stored minutes (devicedata/page) are exactly those received.
    const stored = await get<Page<DeviceDataRow>>('devicedata/page', {
      deviceId: 'rack-1-1',
      tagNos: 'CELL_V_01',
      startTime: `${today} 00:00:00`,
      endTime: `${today} 23:59:59`,
    });
    expect(stored.total).toBe(v1.received);
    const lostAt = stored.records[1].time;
    await simHook(station.sim, 'history-gap', { deviceId: 'rack-1-1', startTime: lostAt, minutes: 1 });
    const after = row(await get<TagIntegrity>('tagintegrity', q), 'CELL_V_01').days[0];
    expect(after).toEqual({ expected: v1.expected, received: v1.expected - 1 });
    const gaps = await get<TagException[]>('tagexceptiondata/query', {
      deviceId: 'rack-1-1',
      tagNo: 'CELL_V_01',
      date: today,
    });
    expect(gaps.filter((g) => g.kind === 'gap')).toEqual([
      { kind: 'gap', startTime: lostAt, endTime: stored.records[2].time, points: 1, value: null },
    ]);
  });

  it('gives each cluster its lowest and highest stored cell voltage of the day, and where', async () => {
    const now = await simNow();
    const today = localDay(now);
    const list = await get<MinMaxVoltage[]>('minmaxvoltage/list', { date: today });
    expect(list.length).toBeGreaterThan(0);
    const first = list[0];
    expect(first.cluster).toBe(1);
    expect(first.min.mv).toBeLessThanOrEqual(first.max.mv);
    // The extreme is the stored minute's minimum of that cell.
    const stored = await get<Page<DeviceDataRow>>('devicedata/page', {
      deviceId: `rack-1-${first.min.rack}`,
      tagNos: `CELL_V_${pad(first.min.cell)}`,
      startTime: first.min.time,
      endTime: first.min.time,
    });
    expect(stored.records[0].min?.[`CELL_V_${pad(first.min.cell)}`]).toBe(first.min.mv);
    // A day without stored cell minutes lists nothing.
    expect(
      await get<MinMaxVoltage[]>('minmaxvoltage/list', { date: localDay(now - 40 * 86_400_000) }),
    ).toEqual([]);
  });

  it('saves the rule for administrators only, checked by the contract schema; each save is logged', async () => {
    const refused = await raw('tagintegrity', {
      method: 'POST',
      body: { threshold: 90, flatMinutes: 60 },
      token: station.operator,
    });
    expect(refused.body.code).toBe(403);
    const bad = await raw('tagintegrity', {
      method: 'POST',
      body: { threshold: 101, flatMinutes: 60 },
      lang: 'zh',
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '完整率阈值须为 50 到 100 的整数（threshold）' });
    const ok = await raw('tagintegrity', { method: 'POST', body: { threshold: 90, flatMinutes: 60 } });
    expect(ok.body).toMatchObject({ code: 200, data: { threshold: 90, flatMinutes: 60 } });
    const r = await get<TagIntegrity>('tagintegrity', { deviceId: 'grid' }, station.operator);
    expect(r.rule).toEqual<IntegrityRule>({ threshold: 90, flatMinutes: 60 });
    expect(r.days).toHaveLength(7);
    const log = await get<Page<OperationLog>>('log/his/page', { size: 50 });
    expect(log.records.some((x) => x.path === 'tagintegrity' && x.result === 'success')).toBe(true);
  });

  it('refuses unknown devices, tags and days, and ranges over 31 days', async () => {
    const now = await simNow();
    const cases: Array<[string, Q]> = [
      ['tagintegrity', { deviceId: 'rack-99-1' }],
      ['tagintegrity', { deviceId: 'grid', startDate: localDay(now), endDate: localDay(now - 86_400_000) }],
      [
        'tagintegrity',
        { deviceId: 'grid', startDate: localDay(now - 40 * 86_400_000), endDate: localDay(now) },
      ],
      ['tagintegrity', { deviceId: 'grid', startDate: '2026-02-30' }],
      ['tagexceptiondata/query', { deviceId: 'grid', tagNo: 'ST_SOC', date: localDay(now) }],
      ['tagexceptiondata/query', { deviceId: 'grid', tagNo: 'GRID_P' }],
      ['minmaxvoltage/list', { date: 'yesterday' }],
    ];
    for (const [path, query] of cases) expect((await raw(path, { query })).body.code, path).toBe(400);
  });
});
