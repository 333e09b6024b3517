import { describe, expect, it } from 'vitest';
import type { R, Page } from '@/contract/envelope';
import type { GeneratorData, PowerGridData } from '@/contract/api/devicegroup';
import type { OperationLog } from '@/contract/api/oplog';
import type { PvDetailsRow, PvDetailsShow, PvInverterState, PvManualState } from '@/contract/api/pv';
import type { MonthAvailability, ShutdownRecord } from '@/contract/api/shutdown';
import type { StationRealtime } from '@/contract/realtime-payloads';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation();

const get = <T>(path: string, query: Record<string, string | number> = {}, token = station.admin) =>
  apiData<T>(station.sim, path, { token, query });
const post = (
  path: string,
  body: unknown,
  query: Record<string, string> = {},
  token = station.admin,
  lang: 'zh' | 'en' = 'en',
) => apiCall<R<unknown>>(station.sim, path, { method: 'POST', token, query, body, lang });

/** Steps the model to local noon so PV produces, then by `seconds`. */
async function advance(seconds: number) {
  await simHook(station.sim, 'advance', { seconds });
}

describe('PV control', () => {
  it('lists five inverters per site with their controls', async () => {
    for (const site of ['WZ001', 'WZ002']) {
      const s = await get<PvManualState>('pvControl/manualState', { site });
      expect(s.inverters).toHaveLength(5);
      expect(s.inverters.every((i) => i.enable === 1 && i.run === 1)).toBe(true);
    }
  });

  it('answers each spec message and refuses operators', async () => {
    const bad = await post('pvControl/powerSet', { no: 1, power: 10_000 });
    expect(bad.body.msg).toBe('Please enter the correct power! (power)');
    const neg = await post('pvControl/powerSet', { no: 1, power: 'x' }, {}, station.admin, 'zh');
    expect(neg.body.msg).toBe('请输入正确的功率！（power）');
    expect((await post('pvControl/pvenableSet', { no: 2, enable: 0 })).body.code).toBe(200);
    const off = await post('pvControl/runSet', { no: 2, run: 1 });
    expect(off.body.msg).toBe('Please make sure the device is turned on!');
    const offPower = await post('pvControl/powerSet', { no: 2, power: 10 });
    expect(offPower.body.msg).toBe('Please make sure the device is turned on!');
    await simHook(station.sim, 'pv-refuse', { site: 'WZ001', on: true });
    const refused = await post('pvControl/runSet', { no: 1, run: 0 });
    expect(refused.body.msg).toBe('Command send failed!');
    await simHook(station.sim, 'pv-refuse', { site: 'WZ001', on: false });
    const op = await post('pvControl/runSet', { no: 1, run: 0 }, {}, station.operator);
    expect(op.body.code).toBe(403);
    const unknown = await post('pvControl/runSet', { no: 9, run: 0 });
    expect(unknown.body.msg).toBe('Please enter the correct parameter! (no)');
    expect((await post('pvControl/pvenableSet', { no: 2, enable: 1 })).body.code).toBe(200);
  });

  it('the model obeys: disabled and stopped give 0, a power set caps the output', async () => {
    // Go to the next local noon so the sun shines.
    const now = new Date((await get<PvManualState>('pvControl/manualState')).ts);
    const noon = new Date(now);
    noon.setHours(12, 0, 0, 0);
    if (noon.getTime() <= now.getTime()) noon.setDate(noon.getDate() + 1);
    await advance((noon.getTime() - now.getTime()) / 1000);
    const before = await get<PvManualState>('pvControl/manualState');
    expect(before.inverters.every((i) => i.powerKw > 5)).toBe(true);
    expect((await post('pvControl/pvenableSet', { no: 1, enable: 0 })).body.code).toBe(200);
    expect((await post('pvControl/runSet', { no: 2, run: 0 })).body.code).toBe(200);
    const limit = await post('pvControl/powerSet', { no: 3, power: 5 });
    expect((limit.body.data as PvInverterState).powerLimitKw).toBe(5);
    await advance(10);
    const after = await get<PvManualState>('pvControl/manualState');
    const by = (n: number) => after.inverters.find((i) => i.no === n)!;
    expect(by(1).powerKw).toBe(0);
    expect(by(1).status).toBe(4);
    expect(by(2).powerKw).toBe(0);
    expect(by(3).powerKw).toBeLessThanOrEqual(5);
    expect(by(3).powerKw).toBeGreaterThan(4);
    expect(by(4).powerKw).toBeGreaterThan(5);
    const show = await get<PvDetailsShow>('pvdetails/show');
    const total = after.inverters.reduce((a, i) => a + i.powerKw, 0);
    expect(show.powerKw).toBeCloseTo(total, 0);
    const station = await get<StationRealtime>('devicegroup/getRealPower');
    expect((station as unknown as { pvPowerKw: number }).pvPowerKw).toBeCloseTo(total, 0);
    const list = await get<Page<PvDetailsRow>>('pvdetails/list', { current: 1, size: 10 });
    expect(list.total).toBe(5);
    expect(list.records[0].strings).toHaveLength(2);
    expect(show.totalEnergyKwh).toBeGreaterThan(show.todayEnergyKwh);
    // Restore for the other tests.
    await post('pvControl/pvenableSet', { no: 1, enable: 1 });
    await post('pvControl/runSet', { no: 2, run: 1 });
    await post('pvControl/powerSet', { no: 3, power: 100 });
  });

  it('writes every command to the operation log', async () => {
    const log = await get<Page<OperationLog>>('log/his/page', { current: 1, size: 100 });
    const paths = log.records.map((r) => r.path);
    for (const p of ['pvControl/runSet', 'pvControl/pvenableSet', 'pvControl/powerSet'])
      expect(paths).toContain(p);
    expect(log.records.find((r) => r.path === 'pvControl/powerSet')?.summary).toMatch(
      /PV power set|光伏功率设置/,
    );
  });
});

describe('grid and generator', () => {
  it('powerGrid/data carries reactive power and today load; the generator starts on an outage', async () => {
    const grid = await get<PowerGridData>('powerGrid/data', { no: 'WZ001-GRID' });
    expect(grid.gridState).toBe('connected');
    expect(grid.reactivePowerKvar).toBeGreaterThanOrEqual(0);
    expect(grid.todayLoadKwh).toBeGreaterThan(0);
    const before = await get<GeneratorData>('fdj/getFdjData', { fdjId: 'WZ001-FDJ-01' });
    expect(before.status).toBe(1);
    await simHook(station.sim, 'outage', { site: 'WZ001', on: true });
    await advance(30);
    const during = await get<GeneratorData>('fdj/getFdjData', { fdjId: 'WZ001-FDJ-01' });
    expect(during.status).toBe(3);
    const off = await get<PowerGridData>('powerGrid/data', { no: 'WZ001-GRID' });
    expect(off.gridState).toBe('offGrid');
    expect(off.gridPowerKw).toBe(0);
    await simHook(station.sim, 'outage', { site: 'WZ001', on: false });
    // Islanded until the 30 s resynchronisation closes the breaker (grid-link.ts).
    await advance(35);
    expect((await get<GeneratorData>('fdj/getFdjData', { fdjId: 'WZ001-FDJ-01' })).status).toBe(1);
    const gens = await get<Array<{ fdjId: string }>>('device/group/fdj', {
      groupNo: 'WZ002-FDJ',
      site: 'WZ002',
    });
    expect(gens.map((g) => g.fdjId)).toEqual(['WZ002-FDJ-01']);
  });
});

describe('shutdown records', () => {
  it('adds, edits, lists, computes availability and deletes, with validation', async () => {
    const reversed = await post('shutdown/save', {
      reason: 'overhaul',
      startTime: '2026-03-02 10:00:00',
      endTime: '2026-03-01 10:00:00',
      remark: '',
    });
    expect(reversed.body.msg).toBe('Time choose error! (endTime)');
    const badReason = await post('shutdown/save', {
      reason: 'nap',
      startTime: '2026-03-01 10:00:00',
      endTime: '2026-03-02 10:00:00',
    });
    expect(badReason.body.msg).toBe('Please enter the correct parameter! (reason)');
    const op = await post(
      'shutdown/save',
      { reason: 'holiday', startTime: '2026-03-01 00:00:00', endTime: '2026-03-02 00:00:00' },
      {},
      station.operator,
    );
    expect(op.body.code).toBe(403);
    const a = await post('shutdown/save', {
      reason: 'overhaul',
      startTime: '2026-03-01 00:00:00',
      endTime: '2026-03-02 00:00:00',
      remark: 'A',
    });
    expect(a.body.code).toBe(200);
    // Overlapping the first by 12 h: counted once.
    const b = await post('shutdown/save', {
      reason: 'breakdown',
      startTime: '2026-03-01 12:00:00',
      endTime: '2026-03-02 12:00:00',
      remark: '',
    });
    const rec = b.body.data as ShutdownRecord;
    expect(rec.hours).toBe(24);
    let avail = await get<MonthAvailability[]>('shutdown/availability', { year: 2026 });
    const march = avail.find((m) => m.month === '2026-03')!;
    expect(march.shutdownHours).toBe(36);
    expect(march.availability).toBeCloseTo(((march.hours - 36) / march.hours) * 100, 2);
    expect(avail.find((m) => m.month === '2026-04')!.availability).toBe(100);
    const edited = await post('shutdown/save', { ...rec, endTime: '2026-03-03 00:00:00', remark: 'longer' });
    expect((edited.body.data as ShutdownRecord).hours).toBe(36);
    avail = await get<MonthAvailability[]>('shutdown/availability', { year: 2026 });
    expect(avail.find((m) => m.month === '2026-03')!.shutdownHours).toBe(48);
    const list = await get<Page<ShutdownRecord>>('shutdown/list', {
      current: 1,
      size: 10,
      reason: 'breakdown',
    });
    expect(list.records.map((r) => r.remark)).toEqual(['longer']);
    const removed = await post('shutdown/remove', undefined, { ids: rec.id });
    expect(removed.body.data).toEqual({ removed: 1 });
    expect((await get<Page<ShutdownRecord>>('shutdown/list', { current: 1, size: 10 })).total).toBe(1);
    expect((await get<Page<ShutdownRecord>>('shutdown/list', { site: 'WZ002' })).total).toBe(0);
  });
});

describe('device models (node config)', () => {
  it('gets and sets the model per device type; bad input and operators are refused', async () => {
    expect(await get<Record<string, string>>('nodeConfig/get')).toEqual({
      bms: 'stack-a',
      pv: 'inverter-a',
      fdj: 'diesel-a',
      grid: 'meter-a',
    });
    expect((await post('nodeConfig/set', { type: 'pv', model: 'nope' })).body.msg).toBe(
      'Please enter the correct parameter! (model)',
    );
    expect(
      (await post('nodeConfig/set', { type: 'pv', model: 'inverter-b' }, {}, station.operator)).body.code,
    ).toBe(403);
    expect((await post('nodeConfig/set', { type: 'pv', model: 'inverter-b' })).body.data).toEqual({
      bms: 'stack-a',
      pv: 'inverter-b',
      fdj: 'diesel-a',
      grid: 'meter-a',
    });
    expect(await get<Record<string, string>>('nodeConfig/get', { site: 'WZ002' })).toEqual({
      bms: 'stack-a',
      pv: 'inverter-a',
      fdj: 'diesel-a',
      grid: 'meter-a',
    });
    expect(await get<{ clusters: number }>('devicegroup/getDuiModel')).toMatchObject({ clusters: 2 });
  });
});
