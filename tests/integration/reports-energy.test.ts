import { describe, expect, it } from 'vitest';
import type { DeviceGroup } from '../../src/contract/api/devicegroup';
import type {
  EnergyCurrent,
  EnergyDetail,
  EnergyExtendRow,
  GroupEnergyZip,
} from '../../src/contract/api/energy';
import { ENERGY_GROUPS, type EnergyGroup } from '../../src/contract/api/energy';
import { PRICE_PERIODS } from '../../src/contract/status';
import { apiCall } from './helpers/sim-api';
import { ISO_SH, sheetOf, sum, unzip, useReportsStation } from './helpers/reports-station';

/*
 * energyday over 30 days of an advanced clock: detail rows, totals, month folding, group zips and
 * range refusals (profitday, datapower/history and the site's time zone: reports-profit-history).
 */

const { station, clock, get, daysAgo, refusal } = useReportsStation();

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
    const q = { startTime: start, endTime: clock.today, unit: 'month' };
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
          [daysAgo(30), clock.today],
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
