import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteInfo } from '../../src/contract/api/config';
import type { DeviceGroup } from '../../src/contract/api/devicegroup';
import type {
  EnergyCurrent,
  EnergyDetail,
  EnergyExtendRow,
  GroupEnergyZip,
} from '../../src/contract/api/energy';
import { ENERGY_GROUPS, type EnergyGroup } from '../../src/contract/api/energy';
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
import { dayKey } from '../../simulator/model/clock';
import { apiCall, apiData, loginToken, simHook } from './helpers/sim-api';
import { inflateSync } from 'node:zlib';
import { useTestStation } from './helpers/test-station';

let today: string;
const DAY = 86_400_000;
let simNow: number;

const r3 = (v: number) => Math.round(v * 1000) / 1000;
/** ISO 8601 with the station's offset (Asia/Shanghai has no DST). */
const ISO_SH = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/;
const sum = (xs: number[]) => r3(xs.reduce((a, b) => a + b, 0));
const daysAgo = (n: number) => dayKey(simNow - n * DAY);
const get = <T>(path: string, query: Record<string, string | number> = {}) =>
  apiData<T>(station.sim, path, { token: station.admin, query });
const unzip = <T>(data: string): T =>
  JSON.parse(inflateSync(Buffer.from(data, 'base64')).toString('utf8')) as T;
async function refusal(
  path: string,
  query: Record<string, string>,
  lang: 'zh' | 'en',
  method: 'GET' | 'POST' = 'GET',
) {
  const a = await apiCall<{ code: number; msg: string }>(station.sim, path, {
    token: station.admin,
    query,
    lang,
    method,
  });
  return { status: a.status, code: a.body.code, msg: a.body.msg };
}
async function sheetOf(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

const station = useTestStation({ login: ['admin'] });
beforeAll(async () => {
  // 61 simulated days, so that 60 full days of history exist before today.
  simNow = ((await simHook(station.sim, 'advance', { seconds: 61 * 86_400 })) as { simTime: number }).simTime;
  today = dayKey(simNow);
}, 120_000);

describe('energyday over 30 days of an advanced clock', () => {
  it('answers detail rows whose sum is the total, and an .xlsx with the same rows and total', async () => {
    const q = { startTime: daysAgo(30), endTime: daysAgo(1) };
    for (const group of Object.keys(ENERGY_GROUPS) as EnergyGroup[]) {
      const detail = await get<EnergyDetail>(`energyday/get${group}EnergyDetail`, q);
      expect(detail.rows).toHaveLength(30);
      for (const f of ENERGY_GROUPS[group])
        expect(detail.total[f]).toBe(sum(detail.rows.map((r) => r.values[f]!)));
      const extend = await get<EnergyExtendRow[]>(`energyday/get${group}EnergyDetail/extend`, q);
      extend.forEach((row, i) => {
        for (const f of ENERGY_GROUPS[group]) {
          const split = row.values[f]!;
          expect(split.total).toBeCloseTo(detail.rows[i].values[f]!, 3);
          expect(sum(PRICE_PERIODS.map((p) => split[p]))).toBeCloseTo(split.total, 3);
        }
      });
      const file = await apiCall<Buffer>(station.sim, `energyday/get${group}EnergyDetail/export`, {
        token: station.admin,
        query: q,
        lang: 'en',
      });
      expect(file.status).toBe(200);
      expect(file.body.subarray(0, 2).toString()).toBe('PK');
      const ws = await sheetOf(file.body);
      // Row 1: export time and zone; row 2: headers; 30 days; the total.
      expect(ws.rowCount).toBe(2 + 30 + 1);
      expect(ws.getRow(1).getCell(1).value).toBe('Exported at');
      expect(ws.getRow(1).getCell(2).text).toMatch(ISO_SH);
      expect(ws.getRow(1).getCell(4).value).toBe('Asia/Shanghai');
      expect(ws.getRow(2).getCell(2).value).toBe('Start (ISO 8601)');
      const flows = ENERGY_GROUPS[group];
      for (let i = 0; i < 30; i++) {
        const row = ws.getRow(i + 3);
        expect(row.getCell(1).value).toBe(detail.rows[i].date);
        expect(row.getCell(2).value).toBe(`${detail.rows[i].date}T00:00:00+08:00`);
        flows.forEach((f, j) => expect(row.getCell(j + 3).value).toBe(detail.rows[i].values[f]));
      }
      const totalRow = ws.getRow(33);
      expect(totalRow.getCell(1).value).toBe('Total');
      flows.forEach((f, j) => {
        expect(totalRow.getCell(j + 3).value).toBe(detail.total[f]);
        expect(sum(Array.from({ length: 30 }, (_, i) => Number(ws.getRow(i + 3).getCell(j + 3).value)))).toBe(
          detail.total[f],
        );
      });
    }
  });

  it('exports a year per month (unit=month): months fold the days, total = sum of months', async () => {
    // The year view asks commissioning..today of the year; here: the 61 days since the seed.
    const start = daysAgo(61);
    const q = { startTime: start, endTime: today, unit: 'month' };
    const file = await apiCall<Buffer>(station.sim, 'energyday/getCnEnergyDetail/export', {
      token: station.admin,
      query: q,
      lang: 'zh',
    });
    expect(file.status).toBe(200);
    const ws = await sheetOf(file.body);
    expect(ws.getRow(1).getCell(1).value).toBe('导出时间');
    expect(ws.getRow(2).getCell(1).value).toBe('月份');
    const days = (
      await Promise.all(
        [
          [start, daysAgo(31)],
          [daysAgo(30), today],
        ].map(([a, b]) => get<EnergyDetail>('energyday/getCnEnergyDetail', { startTime: a, endTime: b })),
      )
    ).flatMap((d) => d.rows);
    const months = [...new Set(days.map((d) => d.date.slice(0, 7)))];
    expect(ws.rowCount).toBe(2 + months.length + 1);
    months.forEach((m, i) => {
      const row = ws.getRow(i + 3);
      expect(row.getCell(1).value).toBe(m);
      expect(row.getCell(2).value).toBe(`${m}-01T00:00:00+08:00`);
      const ofMonth = days.filter((d) => d.date.startsWith(m));
      expect(row.getCell(3).value).toBe(sum(ofMonth.map((d) => d.values.charge!)));
      expect(row.getCell(4).value).toBe(sum(ofMonth.map((d) => d.values.discharge!)));
    });
    const totalRow = ws.getRow(3 + months.length);
    expect(totalRow.getCell(1).value).toBe('合计');
    expect(totalRow.getCell(3).value).toBe(sum(days.map((d) => d.values.charge!)));
    // More than 24 months is refused with the spec's monthly limit; days stay limited to 92.
    expect(
      await refusal(
        'energyday/getCnEnergyDetail/export',
        { startTime: '2023-01-01', endTime: '2025-01-31', unit: 'month' },
        'en',
      ),
    ).toMatchObject({ code: 400, msg: 'The time range may not exceed 24 months!' });
    expect(
      await refusal(
        'energyday/getCnEnergyDetail/export',
        { startTime: daysAgo(93), endTime: daysAgo(1) },
        'en',
      ),
    ).toMatchObject({ code: 400, msg: 'The time range may not exceed 3 months!' });
  });

  it('has energy on the days of the advanced clock, and current totals of today, month, year', async () => {
    const grid = await get<EnergyDetail>('energyday/getBmsPvEnergyDetail', {
      startTime: daysAgo(30),
      endTime: daysAgo(1),
    });
    expect(grid.rows.every((r) => r.values.pv! > 0)).toBe(true);
    const current = await get<EnergyCurrent>('energyday/getCnEnergyCurrent');
    expect(current.charge!.total).toBeGreaterThanOrEqual(current.charge!.year);
    expect(current.charge!.year).toBeGreaterThanOrEqual(current.charge!.month);
    expect(current.charge!.month).toBeGreaterThanOrEqual(current.charge!.today);
  });

  it('answers the per-group zip of a storage group', async () => {
    const groups = await get<DeviceGroup[]>('devicegroup/selectSys');
    const storage = groups.find((g) => g.type === 'storage')!;
    const zip = unzip<GroupEnergyZip>(
      await get<string>('energyday/selectByGroupNo/zip', {
        groupNo: storage.groupNo,
        startTime: daysAgo(7),
        endTime: daysAgo(1),
      }),
    );
    expect(zip.days).toHaveLength(7);
    expect(zip.days.some((d) => d.charge > 0 || d.discharge > 0)).toBe(true);
  });

  it("gives a station's only storage group the station's charge and discharge to the digit", async () => {
    const groups = await get<DeviceGroup[]>('devicegroup/selectSys');
    const storage = groups.filter((g) => g.type === 'storage');
    expect(storage).toHaveLength(1);
    const range = { startTime: daysAgo(60), endTime: daysAgo(1) };
    const zip = unzip<GroupEnergyZip>(
      await get<string>('energyday/selectByGroupNo/zip', { groupNo: storage[0].groupNo, ...range }),
    );
    const station = await get<EnergyDetail>('energyday/getCnEnergyDetail', range);
    // Each day is rounded per tariff period on both sides (it once differed by 0.001 kWh).
    expect(zip.days.map((d) => [d.date, d.charge, d.discharge])).toEqual(
      station.rows.map((r) => [r.date, r.values.charge, r.values.discharge]),
    );
  });

  it('refuses a range over 3 months and a reversed range in both languages', async () => {
    const long = { startTime: daysAgo(93), endTime: daysAgo(1) };
    expect(await refusal('energyday/getGridEnergyDetail', long, 'en')).toMatchObject({
      code: 400,
      msg: 'The time range may not exceed 3 months!',
    });
    expect(await refusal('energyday/getGridEnergyDetail', long, 'zh')).toMatchObject({
      code: 400,
      msg: '时间范围不能超过3个月！',
    });
    const reversed = { startTime: daysAgo(1), endTime: daysAgo(2) };
    expect(await refusal('energyday/getGridEnergyDetail', reversed, 'en')).toMatchObject({
      code: 400,
      msg: 'Time choose error!',
    });
  });
});

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
      endTime: today,
    });
    expect(month).toHaveLength(60);
    const year = await get<HistoryTotal[]>('datapower/history/year', {
      startTime: daysAgo(59).slice(0, 7),
      endTime: today.slice(0, 7),
    });
    const thisMonth = month.filter((d) => d.date.startsWith(today.slice(0, 7)));
    expect(year.at(-1)!.date).toBe(today.slice(0, 7));
    expect(year.at(-1)!.pvKwh).toBe(sum(thisMonth.map((d) => d.pvKwh)));
    const long = { startTime: daysAgo(60), endTime: today };
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
