import { describe, expect, it } from 'vitest';
import type { Page, R } from '@/contract/envelope';
import type { DataDevice, DeviceDataRow } from '@/contract/api/data';
import type { HistoryPoint } from '@/contract/api/history';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

// Speed 0: the 1 Hz timer adds the same cell values again, so a minute's mean is what realData read.
const station = useTestStation({ speed: 0 });

type Q = Record<string, string | number>;
const get = <T>(path: string, query: Q = {}, token = station.admin) =>
  apiData<T>(station.sim, path, { token, query });
const raw = (path: string, query: Q, lang: 'zh' | 'en' = 'en') =>
  apiCall<R<unknown>>(station.sim, path, { token: station.admin, query, lang });

const pad = (n: number) => String(n).padStart(2, '0');
/** Station-local `yyyy-MM-dd HH:mm:ss` (the simulator runs in the station's zone). */
const local = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const simNow = async () =>
  ((await simHook(station.sim, 'advance', { seconds: 0.001 })) as { simTime: number }).simTime;

describe('devicedata (stored history of every point)', () => {
  it('lists the devices with their range limits: packs one day, the rest one month', async () => {
    const devices = await get<DataDevice[]>('devicedata/devices');
    const ids = devices.map((d) => d.id);
    expect(ids).toEqual(
      expect.arrayContaining(['station', 'grid', 'pv', 'cluster-1', 'cluster-2', 'rack-2-2']),
    );
    expect(ids).not.toContain('cluster-3');
    expect(devices.find((d) => d.id === 'rack-1-1')!.rangeLimit).toBe('day');
    expect(devices.find((d) => d.id === 'cluster-1')!.rangeLimit).toBe('month');
  });

  it('pages the seeded 5-minute points; station SOC equals the history day curve', async () => {
    const now = await simNow();
    const day = local(now - 86_400_000).slice(0, 10);
    const history = await get<HistoryPoint[]>('datapower/history/day', { startTime: day, endTime: day });
    const page = await get<Page<DeviceDataRow>>('devicedata/page', {
      deviceId: 'station',
      tagNos: 'ST_SOC,ST_P',
      startTime: `${day} 00:00:00`,
      endTime: `${day} 23:59:59`,
      size: 1000,
    });
    expect(page.total).toBe(288);
    expect(page.records).toHaveLength(288);
    for (const i of [0, 100, 287]) {
      const h = history.find((p) => p.ts === page.records[i].ts)!;
      expect(page.records[i].values.ST_SOC).toBeCloseTo(h.soc, 1);
      expect(page.records[i].values.ST_P).toBeCloseTo(h.storageKw, 1);
    }
    const second = await get<Page<DeviceDataRow>>('devicedata/page', {
      deviceId: 'cluster-2',
      startTime: `${day} 00:00:00`,
      endTime: `${day} 23:59:59`,
      current: 2,
      size: 10,
    });
    expect(second.records[0].ts).toBe(page.records[10].ts);
    expect(Object.keys(second.records[0].values)).toEqual(['CLU_SOC', 'CLU_P', 'CLU_T', 'CLU_SOH']);
    expect(second.records[0].values.CLU_SOC).toBeGreaterThan(0);
  });

  it('stores each cell per minute (min/mean/max) and realData reads the values now', async () => {
    await simHook(station.sim, 'advance', { seconds: 60 });
    const live = await get<DeviceDataRow>('devicedata/realData', {
      deviceId: 'rack-1-2',
      tagNos: 'CELL_V_03,CELL_T_03',
    });
    expect(live.values.CELL_V_03).toBeGreaterThan(2500);
    await simHook(station.sim, 'advance', { seconds: 60 });
    const minute = Math.floor(live.ts / 60_000) * 60_000;
    const page = await get<Page<DeviceDataRow>>('devicedata/page', {
      deviceId: 'rack-1-2',
      tagNos: 'CELL_V_03,CELL_T_03',
      startTime: local(minute),
      endTime: local(minute + 59_000),
    });
    expect(page.total).toBe(1);
    const row = page.records[0];
    expect(row.values.CELL_V_03).toBe(live.values.CELL_V_03);
    expect(row.values.CELL_T_03).toBeCloseTo(live.values.CELL_T_03!, 1);
    expect(row.min!.CELL_V_03).toBeLessThanOrEqual(row.values.CELL_V_03!);
    expect(row.max!.CELL_V_03).toBeGreaterThanOrEqual(row.values.CELL_V_03!);
  });

  it('answers the spec range messages word for word, in both languages', async () => {
    const now = await simNow();
    const twoDays = { startTime: local(now - 2 * 86_400_000), endTime: local(now) };
    const rack = await raw('devicedata/page', { deviceId: 'rack-1-1', ...twoDays });
    expect(rack.body.msg).toBe('This device does not support time ranges longer than one day!');
    const zh = await raw('devicedata/page', { deviceId: 'rack-1-1', ...twoDays }, 'zh');
    expect(zh.body.msg).toBe('该设备不支持超过一天的时间范围！');
    expect((await raw('devicedata/page', { deviceId: 'station', ...twoDays })).body.code).toBe(200);
    const long = { startTime: local(now - 40 * 86_400_000), endTime: local(now) };
    const month = await raw('devicedata/page', { deviceId: 'station', ...long });
    expect(month.body.msg).toBe('This device does not support time ranges longer than one month!');
    const reversed = await raw('devicedata/page', {
      deviceId: 'station',
      startTime: twoDays.endTime,
      endTime: twoDays.startTime,
    });
    expect(reversed.body.msg).toBe('Time choose error!');
    const unknown = await raw('devicedata/page', { deviceId: 'rack-9-1', ...twoDays });
    expect(unknown.body.msg).toBe('Please enter the correct parameter!');
    const wrongTag = await raw('devicedata/realData', { deviceId: 'station', tagNos: 'CELL_V_01' });
    expect(wrongTag.body.code).toBe(400);
  });

  it('lets operators read device data', async () => {
    const live = await get<DeviceDataRow>('devicedata/realData', { deviceId: 'grid' }, station.operator);
    expect(Object.keys(live.values)).toEqual(['GRID_P']);
  });
});
