import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { zonedDay } from '../../../src/lib/station-time';

/* Reading the report pages' tables (cells carry their exact figure in data-value) and exports. */

/** Today in the station's zone (the simulator's default, Asia/Shanghai). */
export const stationToday = () => zonedDay(Date.now(), 'Asia/Shanghai');

/** The figures of one column of a report table's body (1-based column). */
export const columnValues = (page: Page, testId: string, column: number) =>
  page
    .getByTestId(testId)
    .locator(`tbody tr td:nth-child(${column}) [data-value]`)
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))));

/** The footer total of one column. */
export const footerValue = async (page: Page, testId: string, column: number) =>
  Number(
    await page
      .getByTestId(testId)
      .locator(`tfoot td:nth-child(${column}) [data-value]`)
      .getAttribute('data-value'),
  );

/** A sum rounded as the station rounds (3 decimals). */
export const sum3 = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 1000) / 1000;

/** The first sheet of a downloaded .xlsx. */
export async function firstSheet(path: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  return wb.worksheets[0];
}
