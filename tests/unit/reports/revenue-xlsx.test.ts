import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { compareRevenue, revenueRanges } from '@/features/chart-sys/revenue-comparison';
import { revenueXlsx, type RevenueSheetTexts } from '@/features/chart-sys/revenue-xlsx';
import { dayList, periodOf } from '@/lib/period';

const texts: RevenueSheetTexts = {
  sheet: 'Profit comparison',
  title: 'Profit comparison 2026-11-16 – 2026-11-22',
  date: 'Date',
  profit: 'Profit (CNY)',
  previousDate: 'Previous period',
  previous: 'Previous (CNY)',
  lastYearDate: 'Last year',
  lastYear: 'Last year (CNY)',
  change: 'Change',
  total: 'Total',
};

describe('the profit comparison export', () => {
  it('is a real .xlsx whose total row is the sum of its day rows, the figures the screen shows', async () => {
    const period = periodOf('week', '2026-11-18');
    const range = { start: period.start, end: period.end };
    const rows = (start: string, end: string, f: (i: number) => number) =>
      dayList(start, end).map((date, i) => ({ date, profit: f(i) }));
    const c = compareRevenue(
      range,
      revenueRanges(period, range, null),
      rows(range.start, range.end, (i) => 1000.105 + i * 13.37),
      rows('2026-11-09', '2026-11-15', (i) => 900 - i * 3.3),
      rows('2025-11-16', '2025-11-22', () => -12.5),
    );
    const blob = await revenueXlsx(c, texts);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]); // a zip: the .xlsx container

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer);
    const ws = wb.getWorksheet('Profit comparison')!;
    expect(ws.getRow(2).getCell(1).value).toBe('Date');
    const dayRows = Array.from({ length: 7 }, (_, i) => ws.getRow(3 + i));
    expect(dayRows.map((r) => r.getCell(1).value)).toEqual(c.days.map((d) => d.date));
    expect(dayRows.map((r) => r.getCell(2).value)).toEqual(c.days.map((d) => d.profit));
    expect(dayRows.map((r) => r.getCell(3).value)).toEqual(c.days.map((d) => d.previousDate));
    const total = ws.getRow(10);
    expect(total.getCell(1).value).toBe('Total');
    const milli = (col: number) =>
      dayRows.reduce((s, r) => s + Math.round(Number(r.getCell(col).value) * 1000), 0);
    expect(Math.round(Number(total.getCell(2).value) * 1000)).toBe(milli(2));
    expect(Math.round(Number(total.getCell(4).value) * 1000)).toBe(milli(4));
    expect(Math.round(Number(total.getCell(7).value) * 1000)).toBe(milli(7));
    expect(total.getCell(2).value).toBe(c.totals.current);
    expect(Number(total.getCell(5).value)).toBeCloseTo(c.totals.previousDelta! / 100, 10);
    expect(ws.getColumn(2).numFmt).toBe('#,##0.00');
  });
});
