import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClusterDetailUip,
  ClusterUip,
  PowerGridData,
  StackModel,
  TotalSocAndStatus,
} from '@/contract/api/devicegroup';
import type { DeviceRecord } from '@/contract/api/devices';
import type { DeviceDataRow } from '@/contract/api/data';
import type { Page } from '@/contract/envelope';
import type { HistoryPoint } from '@/contract/api/history';
import type { PvDetailsRow, PvDetailsShow } from '@/contract/api/pv';
import type { RunningSimulator } from '../../simulator/server';
import { forceStorage, moveBattery } from './helpers/battery';
import { apiData, loginToken, simHook, startTestSimulator } from './helpers/sim-api';

/*
 * A silent device leaves a gap (issue 27): while the PV inverters, the grid meter and cluster 1's
 * BMS do not report, the simulated clock moves on and the station stores no history of what they
 * measure (the day curves' pvKw and gridKw are null, the tag history has no PV_P / GRID_P value
 * and no cell minutes of cluster 1), and their REST reads answer their last report with its time,
 * never figures of now. Once they report again history resumes. Speed 0: only `advance` moves
 * the clock.
 */

const station = { sim: undefined as unknown as RunningSimulator, admin: '' };
beforeAll(async () => {
  station.sim = await startTestSimulator({ speed: 0, clusters: 2 });
  station.admin = await loginToken(station.sim, 'admin');
});
afterAll(() => station.sim?.close());

type Q = Record<string, string | number>;
const get = <T>(path: string, query: Q = {}) =>
  apiData<T>(station.sim, path, { token: station.admin, query });
const advance = async (seconds: number) =>
  ((await simHook(station.sim, 'advance', { seconds })) as { simTime: number }).simTime;

const pad = (n: number) => String(n).padStart(2, '0');
/** Station-local `yyyy-MM-dd HH:mm:ss` (the simulator runs in the station's zone). */
const local = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

const devicesOf = (type: string) =>
  get<Page<DeviceRecord>>('deviceManagement/list', { site: 'WZ001', type, size: 100 }).then((p) => p.records);

const dayPoints = (fromMs: number, toMs: number) =>
  get<HistoryPoint<null>[]>('datapower/history/day', {
    startTime: local(fromMs).slice(0, 10),
    endTime: local(toMs).slice(0, 10),
  }).then((ps) => ps.filter((p) => p.ts >= fromMs && p.ts < toMs));

const tagRows = (deviceId: string, tagNos: string, fromMs: number, toMs: number) =>
  get<Page<DeviceDataRow>>('devicedata/page', {
    deviceId,
    tagNos,
    startTime: local(fromMs),
    endTime: local(toMs),
    size: 1000,
  }).then((p) => p.records);

const reads = async () => ({
  show: await get<PvDetailsShow>('pvdetails/show', { site: 'WZ001' }),
  list: await get<Page<PvDetailsRow>>('pvdetails/list', { site: 'WZ001', size: 100 }),
  grid: await get<PowerGridData>('powerGrid/data', { site: 'WZ001', no: 'WZ001-GRID' }),
  pv: await get<DeviceDataRow>('devicedata/realData', { deviceId: 'pv', tagNos: 'PV_P' }),
  meter: await get<DeviceDataRow>('devicedata/realData', { deviceId: 'grid', tagNos: 'GRID_P' }),
  load: await get<DeviceDataRow>('devicedata/realData', { deviceId: 'load', tagNos: 'LOAD_P' }),
  rack: await get<DeviceDataRow>('devicedata/realData', { deviceId: 'rack-1-1', tagNos: 'CELL_V_01' }),
  clusters: await get<ClusterUip[]>('devicegroup/initUIP', { site: 'WZ001' }),
  detail: await get<ClusterDetailUip>('devicegroup/initDetailUIP', { site: 'WZ001', no: 1 }),
});

describe('a silent device', () => {
  it('records no history and answers no fresh figures; it resumes when it reports again', async () => {
    const silent = [
      ...(await devicesOf('pv')),
      ...(await devicesOf('meter')),
      ...(await devicesOf('bms')).filter((d) => d.groupNo === 1),
    ];
    expect(silent.length).toBeGreaterThan(2);
    // Noon: the PV produces, so a frozen figure cannot pass for a zero.
    const start = await advance(0.001);
    const noon = new Date(start).setHours(12, 0, 0, 0);
    const before = await advance(((noon > start ? noon : noon + 86_400_000) - start) / 1000 + 600);
    const fresh = await reads();
    expect(fresh.show.powerKw).toBeGreaterThan(0);
    expect(fresh.rack.values.CELL_V_01).not.toBeNull();
    // The battery moves (forced): left to its strategy it was full and idle at noon on some days
    // (SOC 95, power 0), so cluster 2 read the same before and after (a clean-clone run failed).
    await moveBattery(station.sim, station.admin);
    await advance(60);

    for (const d of silent) await simHook(station.sim, 'device-offline', { id: d.id, offline: true });
    const last = await reads();
    const silentFrom = await advance(0.001);
    const now = await advance(1800);
    const kept = await reads();
    // The REST reads: the last report with its own time, never the model's figures of now.
    expect(kept.show).toEqual(last.show);
    expect(kept.show.ts).toBeLessThan(now - 1_700_000);
    expect(kept.list).toEqual(last.list);
    expect(kept.grid).toEqual(last.grid);
    expect(kept.grid.ts).toBeLessThan(now - 1_700_000);
    expect(kept.pv.values.PV_P).toBeNull();
    expect(kept.meter.values.GRID_P).toBeNull();
    expect(kept.load.values.LOAD_P).toEqual(expect.any(Number));
    expect(kept.rack.values.CELL_V_01).toBeNull();
    // Cluster 1's reads: its last report; cluster 2 reports.
    expect(kept.clusters[0]).toEqual(last.clusters[0]);
    expect(kept.detail).toEqual(last.detail);
    expect(kept.clusters[1]).not.toEqual(last.clusters[1]);
    // The battery stack's figures are the reporting clusters' (cluster 2 alone here).
    const stack = await get<StackModel>('devicegroup/getDuiModel', { site: 'WZ001' });
    const totals = await get<TotalSocAndStatus>('devicegroup/getTotalSOCAndStatus', { site: 'WZ001' });
    expect(stack.soc).toBeCloseTo(totals.clusters[1].soc, 1);
    expect(totals.clusters[0].soc).toBe(last.clusters[0].soc);
    expect(before).toBeLessThan(silentFrom);

    // The stored history: a gap where they measure, the rest recorded.
    const gap = await dayPoints(silentFrom + 300_000, now - 300_000);
    expect(gap.length).toBeGreaterThanOrEqual(4);
    for (const p of gap) {
      expect(p).toMatchObject({ pvKw: null, gridKw: null });
      expect(p.loadKw).toEqual(expect.any(Number));
      expect(p.storageKw).toEqual(expect.any(Number));
    }
    const window = [silentFrom + 300_000, now - 300_000] as const;
    const pvRows = await tagRows('pv', 'PV_P', ...window);
    expect(pvRows.length).toBeGreaterThanOrEqual(gap.length);
    for (const r of pvRows) expect(r.values.PV_P).toBeNull();
    for (const r of await tagRows('grid', 'GRID_P', ...window)) expect(r.values.GRID_P).toBeNull();
    for (const r of await tagRows('load', 'LOAD_P', ...window))
      expect(r.values.LOAD_P).toEqual(expect.any(Number));
    // A cell minute is stored when the next one starts.
    const later = await advance(60);
    expect(await tagRows('rack-1-1', 'CELL_V_01', silentFrom + 60_000, later)).toEqual([]);
    expect((await tagRows('rack-2-1', 'CELL_V_01', silentFrom + 60_000, later)).length).toBeGreaterThan(0);
    const cluster1 = await tagRows('cluster-1', 'CLU_SOC', silentFrom + 300_000, now - 300_000);
    for (const r of cluster1) expect(r.values.CLU_SOC).toBeNull();
    const cluster2 = await tagRows('cluster-2', 'CLU_SOC', silentFrom + 300_000, now - 300_000);
    for (const r of cluster2) expect(r.values.CLU_SOC).toEqual(expect.any(Number));

    // They report again: fresh figures, and history resumes.
    for (const d of silent) await simHook(station.sim, 'device-offline', { id: d.id, offline: false });
    const back = await advance(1800);
    const again = await reads();
    expect(again.show.ts).toBe(back);
    expect(again.grid.ts).toBe(back);
    expect(again.pv.values.PV_P).toEqual(expect.any(Number));
    expect(again.meter.values.GRID_P).toEqual(expect.any(Number));
    expect(again.rack.values.CELL_V_01).toEqual(expect.any(Number));
    const resumed = await dayPoints(later + 300_000, back - 300_000);
    expect(resumed.length).toBeGreaterThanOrEqual(4);
    for (const p of resumed) {
      expect(p.pvKw).toEqual(expect.any(Number));
      expect(p.gridKw).toEqual(expect.any(Number));
    }
    await advance(60);
    expect((await tagRows('rack-1-1', 'CELL_V_01', later + 1000, back + 60_000)).length).toBeGreaterThan(0);
    await forceStorage(station.sim, null);
  });

  it('a silent generator (and set of piles): null kW in the day curves, not 0, numbers around it', async () => {
    const silent = [...(await devicesOf('generator')), ...(await devicesOf('chargingPile'))];
    expect(silent.length).toBeGreaterThan(1);
    const from = await advance(600);
    for (const d of silent) await simHook(station.sim, 'device-offline', { id: d.id, offline: true });
    const silentFrom = await advance(0.001);
    const now = await advance(1800);
    for (const d of silent) await simHook(station.sim, 'device-offline', { id: d.id, offline: false });
    const back = await advance(900);
    const day = await dayPoints(from - 3_600_000, back - 300_000);
    const inGap = (p: HistoryPoint<null>) => p.ts >= silentFrom + 300_000 && p.ts < now - 300_000;
    const gap = day.filter(inGap);
    expect(gap.length).toBeGreaterThanOrEqual(4);
    for (const p of gap) expect(p, p.time).toMatchObject({ generatorKw: null, chargingPileKw: null });
    const around = day.filter((p) => p.ts < silentFrom - 300_000 || p.ts >= now + 300_000);
    expect(around.length).toBeGreaterThanOrEqual(4);
    for (const p of around) {
      expect(p.generatorKw, p.time).toEqual(expect.any(Number));
      expect(p.chargingPileKw, p.time).toEqual(expect.any(Number));
    }
  });
});
