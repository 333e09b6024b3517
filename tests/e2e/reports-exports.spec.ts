import { addDays } from '../../src/lib/period';
import { expect, test } from './fixtures';
import { columnValues, firstSheet, footerValue, stationToday, sum3 } from './helpers/report-table';
import { login, startIn } from './helpers/ui';

/*
 * energySys / chartSys exports and panels (issue 12, second pass): the per-group and tariff-period
 * panels, the year export per month, the export-time and ISO rows of the .xlsx, the export tray
 * across navigation, and the custom range's own date input. The station clock stands still
 * (speed 0) so today's energy cannot grow between the screen and the export.
 */
test.use({ simulatorOptions: { speed: 0 } });

const today = stationToday;
const column = columnValues;
const footer = footerValue;
const sum = sum3;
const ISO_SH = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/;

test('group and tariff-period panels add up; the custom range uses the console date input (zh)', async ({
  page,
}) => {
  await startIn(page, 'zh');
  const end = addDays(today(), -2);
  const start = addDays(end, -29);
  await login(page, 'admin', { to: `/index/energySys?group=Cn&period=custom&from=${start}&to=${end}` });
  const group = page.getByRole('region', { name: '按储能分组' });
  await expect(group.getByLabel('分组')).toHaveValue(/ESS-1$/);
  const rows = page.getByTestId('group-energy-table').locator('tbody tr');
  await expect(rows).toHaveCount(30);
  for (const n of [2, 3]) {
    const values = await column(page, 'group-energy-table', n);
    expect(await footer(page, 'group-energy-table', n)).toBe(sum(values));
    expect(sum(values)).toBeGreaterThan(0);
  }
  // One storage group here: its charge is the station's storage charge, day by day.
  expect(await column(page, 'group-energy-table', 2)).toEqual(await column(page, 'energy-table', 2));
  await expect(page.getByTestId('group-efficiency')).toContainText('%');

  const split = page.getByTestId('split-table');
  await expect(split.locator('tbody tr')).toHaveCount(30);
  for (const n of [2, 3, 4, 5, 6])
    expect(await footer(page, 'split-table', n)).toBe(sum(await column(page, 'split-table', n)));
  // The periods' total column is the day's charge shown in the detail table.
  expect(await footer(page, 'split-table', 6)).toBeCloseTo(await footer(page, 'energy-table', 2), 2);

  // The custom range: the console's own date field (no native picker), a Chinese calendar.
  const navigator = page.getByTestId('period-navigator');
  await expect(navigator.locator('input[type="date"]')).toHaveCount(0);
  await expect(navigator.getByLabel('开始日期')).toHaveValue(start);
  await navigator.getByRole('button', { name: '选择日期' }).first().click();
  const calendar = page.getByRole('dialog', { name: '选择日期' });
  await expect(calendar).toContainText(`${start.slice(0, 4)}年${start.slice(5, 7)}月`);
  await expect(calendar.getByRole('columnheader', { name: '一' })).toBeVisible();
  await expect(calendar.getByRole('combobox')).toHaveCount(0);
  await calendar.getByRole('button', { name: '1', exact: true }).click();
  await expect(navigator.getByLabel('开始日期')).toHaveValue(`${start.slice(0, 7)}-01`);
  await expect(calendar).toBeHidden();
  await navigator.getByLabel('开始日期').fill('2026-13-01');
  await navigator.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('period-error')).toHaveText('时间选择错误！');
});

test('a year exported per month: the .xlsx total is the screen total, times carry +08:00 (en)', async ({
  page,
}) => {
  await startIn(page, 'en');
  await login(page, 'admin', { to: `/index/energySys?group=Cn&period=year&from=${today()}` });
  const table = page.getByTestId('energy-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const months = await table.locator('tbody tr td:first-child').allTextContents();
  expect(months.at(-1)).toBe(today().slice(0, 7));
  const shown = await footer(page, 'energy-table', 2);
  expect(shown).toBe(sum(await column(page, 'energy-table', 2)));
  expect(shown).toBeGreaterThan(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  // The file names the year asked; its rows (as the table's) begin at the first stored month.
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`_Storage energy_${today().slice(0, 4)}-01_${months.at(-1)}\\.xlsx$`),
  );
  const ws = await firstSheet(await download.path());
  expect(ws.getRow(1).getCell(1).value).toBe('Exported at');
  expect(ws.getRow(1).getCell(2).text).toMatch(ISO_SH);
  expect(ws.getRow(1).getCell(4).value).toBe('Asia/Shanghai');
  expect(ws.getRow(2).getCell(1).value).toBe('Month');
  months.forEach((m, i) => {
    expect(ws.getRow(i + 3).getCell(1).value).toBe(m);
    expect(ws.getRow(i + 3).getCell(2).value).toBe(`${m}-01T00:00:00+08:00`);
  });
  const total = ws.getRow(3 + months.length);
  expect(total.getCell(1).value).toBe('Total');
  expect(Number(total.getCell(3).value)).toBe(shown);
  await expect(page.getByTestId('export-job')).toHaveAttribute('data-status', 'done');
});

test('an export keeps running in the tray while the user moves to another page, and completes (zh)', async ({
  page,
}) => {
  await startIn(page, 'zh');
  await login(page, 'admin');
  // A slow station: the file arrives six seconds after the request.
  await page.route('**/api/profitday/fee/export**', async (route) => {
    const response = await route.fetch();
    await new Promise((r) => setTimeout(r, 6000));
    await route.fulfill({ response });
  });
  const end = addDays(today(), -1);
  await page.goto(`/index/chartSys?report=fee&period=custom&from=${addDays(end, -6)}&to=${end}`);
  await expect(page.getByTestId('report-table').locator('tbody tr')).toHaveCount(7);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const job = page.getByTestId('export-job');
  await expect(job).toHaveAttribute('data-status', 'running');
  await expect(job.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('button', { name: '正在导出…' })).toBeDisabled();
  await page.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '历史数据' }).click();
  await expect(page).toHaveURL(/historySys/);
  await expect(job).toContainText('收益报表');
  const download = await downloaded;
  await expect(job).toHaveAttribute('data-status', 'done');
  await expect(job).toContainText(`已保存 ${download.suggestedFilename()}`);
  const ws = await firstSheet(await download.path());
  expect(ws.getRow(1).getCell(1).value).toBe('导出时间');
  expect(ws.getRow(3).getCell(2).value).toBe(`${end}T00:00:00+08:00`);

  // Cancel: a second slow export stopped from the tray saves nothing.
  await page.goBack();
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const second = page.getByTestId('export-job').filter({ has: page.getByRole('button', { name: '取消' }) });
  await second.getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('export-job').last()).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('export-job').last()).toContainText('已取消');
});
