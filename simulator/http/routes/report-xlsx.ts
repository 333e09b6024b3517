import { loadExcel } from '../excel';
import { isoWithOffset } from '../../../src/lib/station-time';
import { parseDay, parseMonth } from '../../model/clock';
import type { RequestContext } from '../router';
import { tr } from './station-common';

/*
 * The .xlsx of the energy and profit reports (ARCHITECTURE §7: exports carry ISO timestamps with
 * offset). Row 1 says when it was exported and in which zone, row 2 holds the column headers,
 * and every row's period starts in an ISO 8601 column beside its date. The simulator runs in the
 * station's zone (server.ts applyStationTimeZone), so local midnight is the station's midnight.
 */

export interface ReportColumn {
  header: string;
  key: string;
  width?: number;
}

/** The zone the station's days are counted in. */
export const stationZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** ISO 8601 start of a station day 'yyyy-MM-dd' or month 'yyyy-MM'; '' for anything else (a total). */
export function periodStartIso(key: string): string {
  const ms = key.length === 7 ? parseMonth(key) : parseDay(key);
  return Number.isNaN(ms) ? '' : isoWithOffset(ms, stationZone());
}

/** The column after the date: the period's start as ISO 8601 with the station's offset. */
export const isoColumn = (ctx: RequestContext): ReportColumn => ({
  header: tr(ctx, '开始时间(ISO 8601)', 'Start (ISO 8601)'),
  key: 'iso',
  width: 27,
});

/**
 * A one-sheet report: the export-time row, the header row, then `rows`; each row's `iso` cell is
 * filled from its `date` (a day or a month) unless given.
 */
export async function reportXlsx(
  ctx: RequestContext,
  sheet: string,
  columns: ReportColumn[],
  rows: Array<Record<string, unknown>>,
  exportedAtMs: number,
): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  const ws = wb.addWorksheet(sheet.slice(0, 31));
  const zone = stationZone();
  ws.addRow([
    tr(ctx, '导出时间', 'Exported at'),
    isoWithOffset(exportedAtMs, zone),
    tr(ctx, '时区', 'Time zone'),
    zone,
  ]);
  ws.getRow(1).font = { italic: true };
  ws.addRow(columns.map((c) => c.header)).font = { bold: true };
  columns.forEach((c, i) => (ws.getColumn(i + 1).width = c.width ?? 16));
  for (const row of rows) {
    const iso = row.iso ?? (typeof row.date === 'string' ? periodStartIso(row.date) : '');
    ws.addRow(columns.map((c) => (c.key === 'iso' ? iso : (row[c.key] ?? null))));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
