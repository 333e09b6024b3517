import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '../../src/contract/api/config';
import type { EnergyDetail } from '../../src/contract/api/energy';
import type { HistoryPoint, HistoryTotal } from '../../src/contract/api/history';
import type {
  BmsUsageZip,
  FeeDay,
  FeeProfitZip,
  GfQuantityDay,
  PcsQuantityDay,
  ProfitTop7Row,
  ProfitTotal,
  QuantityDay,
} from '../../src/contract/api/profit';
import { PRICE_PERIODS } from '../../src/contract/status';
import type { Page } from '../../src/contract/envelope';
import type { OperationLog } from '../../src/contract/api/oplog';
import { apiCall, apiData, loginToken } from './helpers/sim-api';
import { ISO_SH, sheetOf, sum, unzip, useReportsStation } from './helpers/reports-station';

/*
 * profitday (pages, exports, last seven days, recalculation), datapower/history (5-minute curve
 * vs energy rows, 60-day and monthly totals) and the site's time zone, on a station 61 days on
 * (energyday: reports-energy.test.ts).
 */

const { station, clock, get, daysAgo, refusal } = useReportsStation();

describe('profitday', () => {
  const q = () => ({ startTime: daysAgo(30), endTime: daysAgo(1) });
  it('pages whose rows add up to the total, profit = energy × price per tariff period', async () => {
    const total = await get<ProfitTotal>('profitday/quantity/total', q());
    const quantity = await get<Page<QuantityDay>>('profitday/quantity/page', { ...q(), size: 1000 });
    const fee = await get<Page<FeeDay>>('profitday/fee/page', { ...q(), size: 1000 });
    const gf = await get<Page<GfQuantityDay>>('profitday/gf/page', { ...q(), size: 1000 });
    expect(quantity.records).toHaveLength(30);
    expect(total.charge.total).toBe(sum(quantity.records.map((r) => r.charge.total)));
    expect(total.discharge.total).toBe(sum(quantity.records.map((r) => r.discharge.total)));
    expect(total.profit).toBe(sum(fee.records.map((r) => r.profit)));
    expect(total.generation.total).toBe(sum(gf.records.map((r) => r.generation.total)));
    expect(total.generationValue).toBe(sum(gf.records.map((r) => r.value)));
    const { template } = unzip<FeeProfitZip>(await get<string>('profitday/fee/profit/zip', q()));
    const byDate = new Map(quantity.records.map((r) => [r.date, r]));
    for (const f of fee.records) {
      const e = byDate.get(f.date)!;
      for (const p of PRICE_PERIODS) {
        expect(Math.abs(f.chargeFee[p] - e.charge[p] * template.prices[p].buy)).toBeLessThan(0.01);
        expect(Math.abs(f.dischargeFee[p] - e.discharge[p] * template.prices[p].buy)).toBeLessThan(0.01);
      }
      expect(f.profit).toBeCloseTo(f.dischargeFee.total - f.chargeFee.total, 2);
    }
    const pcs = await get<Page<PcsQuantityDay>>('profitday/pcs/page', { ...q(), size: 1000 });
    expect(pcs.records.length).toBeGreaterThanOrEqual(30);
  });

  it('exports the four reports as real .xlsx with one row per page row', async () => {
    for (const kind of ['quantity', 'fee', 'pcs', 'gf']) {
      const file = await apiCall<Buffer>(station.sim, `profitday/${kind}/export`, {
        token: station.admin,
        query: q(),
      });
      expect(file.body.subarray(0, 2).toString()).toBe('PK');
      const page = await get<Page<{ date: string }>>(`profitday/${kind}/page`, { ...q(), size: 1000 });
      const ws = await sheetOf(file.body);
      expect(ws.rowCount).toBe(page.total + 2);
      expect(ws.getRow(1).getCell(2).text).toMatch(ISO_SH);
      expect(ws.getRow(2).getCell(2).value).toBe('开始时间(ISO 8601)');
      expect(ws.getRow(3).getCell(1).value).toBe(page.records[0].date);
      expect(ws.getRow(3).getCell(2).value).toBe(`${page.records[0].date}T00:00:00+08:00`);
    }
  });

  it('answers the last seven days and the usage and profit zips', async () => {
    const top7 = await get<ProfitTop7Row[]>('profitday/selectTop7');
    expect(top7.map((r) => r.date)).toEqual(Array.from({ length: 7 }, (_, i) => daysAgo(6 - i)));
    const usage = unzip<BmsUsageZip>(await get<string>('profitday/bms/usage/zip', q()));
    expect(usage.days).toHaveLength(30);
    expect(usage.days.every((d) => d.soc !== null && d.soc >= 0 && d.soc <= 100)).toBe(true);
  });

  it('recalculates at most 16 days, for administrators only', async () => {
    const reset = await apiData<{ days: number }>(station.sim, 'profitday/reset', {
      token: station.admin,
      method: 'POST',
      query: { startTime: daysAgo(16), endTime: daysAgo(1) },
    });
    expect(reset.days).toBe(16);
    const log = await apiData<Page<OperationLog>>(station.sim, 'log/his/page', {
      token: station.admin,
      lang: 'en',
      query: { size: 50 },
    });
    const entry = log.records.find((l) => l.path === 'profitday/reset' && l.result === 'success');
    expect(entry?.summary).toContain('Recalculate earnings');
    expect(entry?.account).toBe('admin');
    const long = { startTime: daysAgo(17), endTime: daysAgo(1) };
    expect(await refusal('profitday/reset', long, 'en', 'POST')).toMatchObject({
      code: 400,
      msg: 'Earnings recalculation spans at most 16 days!',
    });
    const operator = await loginToken(station.sim, 'operator');
    const denied = await apiCall<{ code: number }>(station.sim, 'profitday/reset', {
      token: operator,
      method: 'POST',
      query: { startTime: daysAgo(2), endTime: daysAgo(1) },
    });
    expect(denied.body.code).toBe(403);
  });
});

describe('datapower/history', () => {
  it('keeps the day energy of the 5-minute curve within 0.5 % of the energy row', async () => {
    const day = daysAgo(1);
    const points = await get<HistoryPoint[]>('datapower/history/day', { startTime: day, endTime: day });
    expect(points.length).toBeGreaterThanOrEqual(287);
    const [row] = await get<HistoryTotal[]>('datapower/history/month', { startTime: day, endTime: day });
    const integral = (pick: (p: HistoryPoint) => number) =>
      points.reduce((s, p) => s + pick(p) * (5 / 60), 0);
    const close = (a: number, b: number) =>
      expect(Math.abs(a - b)).toBeLessThanOrEqual(Math.max(0.005 * b, 0.5));
    close(
      integral((p) => p.pvKw),
      row.pvKwh,
    );
    close(
      integral((p) => p.loadKw),
      row.loadKwh,
    );
    close(
      integral((p) => Math.max(0, p.storageKw)),
      row.dischargeKwh,
    );
    close(
      integral((p) => Math.max(0, -p.storageKw)),
      row.chargeKwh,
    );
    const energy = await get<EnergyDetail>('energyday/getBmsPvEnergyDetail', {
      startTime: day,
      endTime: day,
    });
    expect(row.pvKwh).toBe(energy.total.pv);
  });

  it('answers 60 days of daily totals and monthly totals, and refuses longer ranges', async () => {
    const month = await get<HistoryTotal[]>('datapower/history/month', {
      startTime: daysAgo(59),
      endTime: clock.today,
    });
    expect(month).toHaveLength(60);
    const year = await get<HistoryTotal[]>('datapower/history/year', {
      startTime: daysAgo(59).slice(0, 7),
      endTime: clock.today.slice(0, 7),
    });
    const thisMonth = month.filter((d) => d.date.startsWith(clock.today.slice(0, 7)));
    expect(year.at(-1)!.date).toBe(clock.today.slice(0, 7));
    expect(year.at(-1)!.pvKwh).toBe(sum(thisMonth.map((d) => d.pvKwh)));
    const long = { startTime: daysAgo(60), endTime: clock.today };
    expect(await refusal('datapower/history/day', long, 'en')).toMatchObject({
      code: 400,
      msg: 'The time range may not exceed 60 days!',
    });
    expect(await refusal('datapower/history/month', long, 'zh')).toMatchObject({
      code: 400,
      msg: '时间范围不能超过60天！',
    });
    expect(
      await refusal('datapower/history/year', { startTime: '2024-01', endTime: '2026-01' }, 'en'),
    ).toMatchObject({
      code: 400,
      msg: 'The time range may not exceed 24 months!',
    });
  });
});

describe('station time zone in the site config', () => {
  it('defaults to Asia/Shanghai, stores a valid zone and refuses an unknown one', async () => {
    expect((await get<SiteInfo>('config/system/detail')).timeZone).toBe('Asia/Shanghai');
    const bad = await apiCall<{ code: number; msg: string }>(station.sim, 'config/system/save', {
      token: station.admin,
      body: { timeZone: 'Mars/Olympus' },
      lang: 'en',
    });
    expect(bad.body).toMatchObject({ code: 400, msg: 'Unknown time zone (timeZone)' });
    const saved = await apiData<SiteInfo>(station.sim, 'config/system/save', {
      token: station.admin,
      body: { timeZone: 'Europe/Berlin' },
    });
    expect(saved.timeZone).toBe('Europe/Berlin');
    await apiData(station.sim, 'config/system/save', {
      token: station.admin,
      body: { timeZone: 'Asia/Shanghai' },
    });
  });
});
