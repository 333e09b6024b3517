import type { RevenueComparison } from './revenue-comparison';

/** The texts of the sheet, in the reader's language. */
export interface RevenueSheetTexts {
  sheet: string;
  title: string;
  date: string;
  profit: string;
  previousDate: string;
  previous: string;
  lastYearDate: string;
  lastYear: string;
  change: string;
  total: string;
}

const MONEY = '#,##0.00';
const RATE = '0.0%';
const rate = (v: number | null) => (v === null ? null : v / 100);

/**
 * The comparison as an .xlsx: a title row, the header row, one row per day of the period (the
 * n-th day of each comparison period beside it) and the total row, the same figures the chart
 * and the totals show. exceljs loads on the first export only.
 */
export async function revenueXlsx(c: RevenueComparison, x: RevenueSheetTexts): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(x.sheet.slice(0, 31));
  ws.addRow([x.title]).font = { bold: true };
  const head = [x.date, x.profit, x.previousDate, x.previous, x.change, x.lastYearDate, x.lastYear, x.change];
  ws.addRow(head).font = { bold: true };
  head.forEach((_, i) => (ws.getColumn(i + 1).width = i % 3 === 0 || i === 2 ? 14 : 16));
  for (const d of c.days)
    ws.addRow([d.date, d.profit, d.previousDate, d.previous, null, d.lastYearDate, d.lastYear, null]);
  const t = c.totals;
  ws.addRow([
    x.total,
    t.current,
    null,
    t.previous,
    rate(t.previousDelta),
    null,
    t.lastYear,
    rate(t.lastYearDelta),
  ]).font = { bold: true };
  for (const col of [2, 4, 7]) ws.getColumn(col).numFmt = MONEY;
  for (const col of [5, 8]) ws.getColumn(col).numFmt = RATE;
  const buffer = await wb.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
