import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { R, Page } from '@/contract/envelope';
import type {
  ChargeData,
  ChargeDataLog,
  ChargeDataLogDetail,
  ChargeTotals,
  ChargingPilesNow,
} from '@/contract/api/charging';
import type { OperationLog } from '@/contract/api/oplog';
import type { StationRealtime } from '@/contract/realtime-payloads';
import { apiCall, apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

const station = useTestStation();

const get = <T>(path: string, query: Record<string, string | number> = {}) =>
  apiData<T>(station.sim, path, { token: station.admin, query });
const post = (path: string, body: unknown, query: Record<string, string> = {}, token = station.admin) =>
  apiCall<R<unknown>>(station.sim, path, { method: 'POST', token, query, body, lang: 'en' });

describe('charging sessions', () => {
  it('accumulate at both sites as the clock advances, and the piles are part of the load', async () => {
    const before = {
      WZ001: await get<ChargeTotals>('emsChargeData/total', { site: 'WZ001' }),
      WZ002: await get<ChargeTotals>('emsChargeData/total', { site: 'WZ002' }),
    };
    expect(before.WZ001.count).toBeGreaterThan(100); // 60 seeded days
    await simHook(station.sim, 'advance', { seconds: 6 * 3600 });
    for (const site of ['WZ001', 'WZ002'] as const) {
      const after = await get<ChargeTotals>('emsChargeData/total', { site });
      expect(after.count, site).toBeGreaterThan(before[site].count);
      expect(after.energyKwh, site).toBeGreaterThan(before[site].energyKwh);
      const now = await get<ChargingPilesNow>('chargingPile/realData', { site });
      expect(now.piles.length).toBe(site === 'WZ001' ? 6 : 2);
      const station = await get<StationRealtime>('devicegroup/getRealPower', { site });
      const pileKw = now.piles.reduce((a, p) => a + p.powerKw, 0);
      expect((station as unknown as { chargingPowerKw: number }).chargingPowerKw).toBeCloseTo(pileKw, 0);
    }
    // Every booked session: amount = energy × rate, energy = forward meter steps ≥ 0.
    const page = await get<Page<ChargeData>>('emsChargeData/select', { site: 'WZ002', size: 500 });
    for (const r of page.records) {
      expect(r.energyKwh).toBeGreaterThanOrEqual(0);
      expect(r.amount).toBeCloseTo(r.energyKwh * r.rate, 1);
    }
  });

  it('counts a session interrupted by an outage once, and never books a backwards meter', async () => {
    // Wait for a pile at WZ001 charging a vehicle well below its target (≥ 80 %): one near it could
    // finish its session during the outage's 70 s and have nothing left to resume (a flaky run).
    const early = (p: ChargingPilesNow['piles'][number]) =>
      p.state === 'charging' && p.vehicleSoc !== null && p.vehicleSoc <= 75;
    let now = await get<ChargingPilesNow>('chargingPile/realData');
    for (let i = 0; i < 80 && !now.piles.some(early); i++) {
      await simHook(station.sim, 'advance', { seconds: 120 });
      now = await get<ChargingPilesNow>('chargingPile/realData');
    }
    const pile = now.piles.find(early)!;
    expect(pile).toBeDefined();
    const start = pile.sessionStartMs!;
    await simHook(station.sim, 'outage', { site: 'WZ001', on: true });
    await simHook(station.sim, 'advance', { seconds: 60 });
    expect((await get<ChargingPilesNow>('chargingPile/realData')).piles[pile.no - 1].state).toBe('offline');
    await simHook(station.sim, 'outage', { site: 'WZ001', on: false });
    // Back on the grid after the 30 s resynchronisation (grid-link.ts).
    await simHook(station.sim, 'advance', { seconds: 40 });
    const resumed = (await get<ChargingPilesNow>('chargingPile/realData')).piles[pile.no - 1];
    expect(resumed.sessionStartMs).toBe(start);
    // A meter jump backwards during the session.
    await simHook(station.sim, 'pile-meter', { site: 'WZ001', no: pile.no, kwh: resumed.meterKwh - 500 });
    for (let i = 0; i < 60; i++) {
      const p = (await get<ChargingPilesNow>('chargingPile/realData')).piles[pile.no - 1];
      if (p.sessionStartMs !== start) break;
      await simHook(station.sim, 'advance', { seconds: 300 });
    }
    const day = new Date(start);
    const d = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    const rows = (
      await get<Page<ChargeData>>('emsChargeData/select', {
        pileNo: pile.no,
        startTime: d,
        endTime: d,
        size: 500,
      })
    ).records;
    const sessions = rows.filter((r) => r.id === `WZ001-${pile.no}-${start}`);
    expect(sessions).toHaveLength(1);
    expect(sessions[0].interrupted).toBe(1);
    expect(sessions[0].meterFlag).toBe(1);
    expect(sessions[0].energyKwh).toBeGreaterThan(0);
  });

  it('changeRate and changeEnergy recalculate the amount and are logged with old and new values', async () => {
    const id = (await get<Page<ChargeData>>('emsChargeData/select', { size: 1 })).records[0].id;
    const bad = await post('emsChargeData/changeRate', { id, rate: -1 });
    expect(bad.body.msg).toBe('Please enter the correct parameter! (rate)');
    expect((await post('emsChargeData/changeEnergy', { id, energy: 'abc' })).body.msg).toBe(
      'Please enter the correct parameter! (energy)',
    );
    expect((await post('emsChargeData/changeRate', { id, rate: 2 }, {}, station.operator)).body.code).toBe(
      403,
    );
    const rated = (await post('emsChargeData/changeRate', { id, rate: 2 })).body.data as ChargeData;
    expect(rated.rate).toBe(2);
    expect(rated.amount).toBeCloseTo(rated.energyKwh * 2, 2);
    const energized = (await post('emsChargeData/changeEnergy', { id, energy: 12.5 })).body
      .data as ChargeData;
    expect(energized.energyKwh).toBe(12.5);
    expect(energized.amount).toBe(25);
    expect(energized.meterStop).toBeCloseTo(energized.meterStart + 12.5, 3);
    const logs = await get<Page<ChargeDataLog>>('emsChargeDataLog/abstractPage', { dataId: id });
    expect(logs.records.map((l) => l.action)).toEqual(['changeEnergy', 'changeRate']);
    expect(logs.records.every((l) => l.account === 'admin')).toBe(true);
    const detail = await get<ChargeDataLogDetail>('emsChargeDataLog/selectLogDetail', {
      id: logs.records[1].id,
    });
    expect(detail.changes.find((c) => c.field === 'rate')?.newValue).toBe(2);
    expect(detail.changes.find((c) => c.field === 'amount')).toBeDefined();
    const ops = await get<Page<OperationLog>>('log/his/page', { size: 50 });
    expect(ops.records.map((r) => r.path)).toEqual(
      expect.arrayContaining(['emsChargeData/changeRate', 'emsChargeData/changeEnergy']),
    );
  });

  it('adds, updates and deletes manual records; the export equals the rows and totals', async () => {
    const bad = await post('emsChargeData/add', {
      pileNo: 1,
      startTime: '2026-01-01 10:00:00',
      endTime: '2026-01-01 11:00:00',
      meterStart: 10,
      meterStop: 5,
      rate: 1,
    });
    expect(bad.body.msg).toBe('Please enter the correct parameter! (meterStop)');
    const added = (
      await post('emsChargeData/add', {
        pileNo: 2,
        startTime: '2026-01-01 10:00:00',
        endTime: '2026-01-01 11:00:00',
        meterStart: 10,
        meterStop: 30,
        rate: 1.5,
      })
    ).body.data as ChargeData;
    expect(added.energyKwh).toBe(20);
    expect(added.amount).toBe(30);
    const updated = (await post('emsChargeData/update', { ...added, rate: 1 })).body.data as ChargeData;
    expect(updated.amount).toBe(20);
    const filter = { startTime: '2026-01-01', endTime: '2026-01-01', pileNo: 2 };
    const totals = await get<ChargeTotals>('emsChargeData/total', filter);
    const rows = (await get<Page<ChargeData>>('emsChargeData/select', { ...filter, size: 1000 })).records;
    expect(totals.count).toBe(rows.length);
    expect(totals.amount).toBeCloseTo(
      rows.reduce((a, r) => a + r.amount, 0),
      2,
    );
    const file = await apiCall<Buffer>(station.sim, 'emsChargeData/export', {
      token: station.admin,
      query: filter,
      lang: 'en',
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.rowCount).toBe(rows.length + 2);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    expect(Number(last.getCell(8).value)).toBeCloseTo(totals.amount, 2);
    expect((await post('emsChargeData/delete', undefined, { ids: added.id })).body.data).toEqual({
      removed: 1,
    });
    expect(
      (await get<Page<ChargeDataLog>>('emsChargeDataLog/abstractPage', { dataId: added.id })).records.map(
        (l) => l.action,
      ),
    ).toEqual(['delete', 'update', 'add']);
  });
});
