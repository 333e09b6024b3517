import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | null = null;

/**
 * exceljs, loaded with the first workbook the simulator writes rather than at start: with its
 * zip and stream dependencies it was about 0.8 s of every simulator start (the browser tests'
 * workers, the integration tests' processes, and `npm start`).
 */
export function loadExcel(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((m) => m.default);
  return loading;
}
