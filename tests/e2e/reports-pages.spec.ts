import { addDays } from '../../src/lib/period';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { columnValues, firstSheet, footerValue, stationToday, sum3 } from './helpers/report-table';
import { login, startIn } from './helpers/ui';

/* energySys, chartSys, historySys and the earnings-recalculation section (issue 12). */

const today = stationToday;
const values = columnValues;
const footer = footerValue;
const sum = sum3;

test.describe('energySys', () => {
  test('30 days: page total = sum of rows = API total = .xlsx total; period in the URL; limits (en)', async ({
    page,
    simulator,
  }) => {
    await startIn(page, 'en');
    // Ends before the simulator's current day (UTC) whatever the hour, so no row still grows.
    const end = addDays(today(), -2);
    const start = addDays(end, -29);
    await login(page, 'admin', { to: `/index/energySys?group=Cn&period=custom&from=${start}&to=${end}` });
    await expect(page.getByRole('tab', { name: 'Storage' })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByTestId('energy-table');
    await expect(table.locator('tbody tr')).toHaveCount(30);
    const rows = await values(page, 'energy-table', 2);
    const shown = await footer(page, 'energy-table', 2);
    expect(shown).toBe(sum(rows));
    expect(shown).toBeGreaterThan(0);
    const detail = await api(simulator).asAdmin<{ total: { charge: number } }>(
      'GET',
      'energyday/getCnEnergyDetail',
      { query: { startTime: start, endTime: end } },
    );
    expect(shown).toBe(detail.total.charge);
    await expect(page.getByTestId('energy-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('kpi-efficiency')).toContainText('%');
    await expect(page.getByTestId('kpi-efficiency').getByRole('img')).toHaveAttribute(
      'title',
      /discharge ÷ storage charge/,
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const station = (await page.getByTestId('station-name').textContent())?.trim() ?? '';
    expect(download.suggestedFilename()).toBe(`${station}_Storage energy_${start}_${end}.xlsx`);
    const ws = await firstSheet(await download.path());
    // Row 1: export time and zone, row 2: headers, then the days and the total.
    const xlsxRows = Array.from({ length: 30 }, (_, i) => Number(ws.getRow(i + 3).getCell(3).value));
    expect(sum(xlsxRows)).toBe(shown);
    expect(ws.getRow(33).getCell(1).value).toBe('Total');
    expect(Number(ws.getRow(33).getCell(3).value)).toBe(shown);

    // A reload shows the same view.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Storage' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Start date')).toHaveValue(start);
    await expect(table.locator('tbody tr')).toHaveCount(30);

    // Limits before any call.
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('EnergyDetail')) calls.push(r.url());
    });
    await page.getByLabel('Start date').fill(addDays(end, -100));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('period-error')).toHaveText('The time range may not exceed 3 months!');
    await page.getByLabel('Start date').fill(addDays(end, 1));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('period-error')).toHaveText('Time choose error!');
    expect(calls).toEqual([]);
  });
});

test.describe('historySys', () => {
  test('day curves, previous/next stopping at today, month view, 60-day limit (zh)', async ({ page }) => {
    await startIn(page, 'zh');
    await login(page, 'admin', { to: '/index/historySys' });
    const label = page.getByTestId('period-label');
    await expect(label).toHaveText(today());
    await expect(page.getByRole('button', { name: '下一周期' })).toBeDisabled();
    await page.getByRole('button', { name: '上一周期' }).click();
    const yesterday = addDays(today(), -1);
    await expect(label).toHaveText(yesterday);
    await expect(page).toHaveURL(new RegExp(`period=day&from=${yesterday}`));
    await expect(page.getByTestId('history-power-chart').locator('canvas').first()).toBeVisible();
    // The legend names the curves (the axis carries no series labels).
    await expect(page.getByTestId('history-power-legend').locator('li')).toHaveText([
      '光伏',
      '电网',
      '负荷',
      '储能',
      '发电机',
    ]);
    await page.reload();
    await expect(label).toHaveText(yesterday);
    // From a reloaded past day on to today: today's energy row moves with today's curves, so it is
    // asked again with them (a past day's row comes from the month's rows already asked).
    const asked: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (r.url().includes('/api/datapower/')) asked.push(new URL(r.url()).pathname.split('datapower/')[1]);
    };
    page.on('request', onRequest);
    await page.getByRole('button', { name: '下一周期' }).click();
    await expect(label).toHaveText(today());
    await expect.poll(() => asked.slice().sort()).toEqual(['history/day', 'history/month']);
    page.off('request', onRequest);
    await page.getByRole('button', { name: '上一周期' }).click();
    await expect(label).toHaveText(yesterday);

    await page.getByRole('button', { name: '月', exact: true }).click();
    await expect(label).toHaveText(yesterday.slice(0, 7));
    const rows = page.getByTestId('history-table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    expect(await footer(page, 'history-table', 2)).toBe(sum(await values(page, 'history-table', 2)));

    await page.getByRole('button', { name: '自定义', exact: true }).click();
    await page.getByLabel('开始日期').fill(addDays(today(), -60));
    await page.getByLabel('结束日期').fill(today());
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('period-error')).toHaveText('时间范围不能超过60天！');
    // A link with a range over the limit shows the message and asks nothing.
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('datapower')) calls.push(r.url());
    });
    await page.goto(`/index/historySys?period=custom&from=${addDays(today(), -70)}&to=${today()}`);
    await expect(page.getByTestId('period-error')).toHaveText('时间范围不能超过60天！');
    expect(calls).toEqual([]);

    // A refusal that comes anyway (a request widened on the way) is shown in its panel, with retry.
    await page.route('**/api/datapower/history/month**', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('startTime', addDays(today(), -70));
      return route.continue({ url: url.toString() });
    });
    await page.goto(`/index/historySys?period=month&from=${today()}`);
    const alert = page.getByRole('alert').filter({ hasText: '时间范围不能超过60天！' }).first();
    await expect(alert).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  });
});

test.describe('historySys (en)', () => {
  test('a past day: curves and its energy row (= API) in one view; previous, a custom 60-day range moved by a day keeps its sums', async ({
    page,
    simulator,
  }) => {
    // The page's clock, moved on below (a closed day's history stays fresh for 5 minutes).
    await page.clock.install();
    await startIn(page, 'en');
    const day = addDays(today(), -3);
    await login(page, 'admin', { to: `/index/historySys?period=day&from=${day}` });
    await expect(page.getByRole('heading', { name: 'History data' })).toBeVisible();
    await expect(page.getByTestId('period-label')).toHaveText(day);
    await expect(page.getByTestId('history-power-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('history-power-legend').locator('li')).toHaveText([
      'PV',
      'Grid',
      'Load',
      'Storage',
      'Generator',
    ]);
    const table = page.getByTestId('history-table');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText(day);
    // The day's PV energy as the API gives it for that day alone.
    const pvOf = async (d: string) =>
      (
        await api(simulator).asAdmin<Array<{ date: string; pvKwh: number }>>(
          'GET',
          'datapower/history/month',
          {
            query: { startTime: d, endTime: d },
          },
        )
      )[0].pvKwh;
    expect(await values(page, 'history-table', 2)).toEqual([await pvOf(day)]);

    // The day before: its row is picked from the month's rows asked with the first day, so a
    // switch inside a month asks for the curves only; the row still equals the API's.
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/datapower/')) calls.push(new URL(r.url()).pathname.split('datapower/')[1]);
    });
    const before = addDays(day, -1);
    await page.getByRole('button', { name: 'Previous period' }).click();
    await expect(page.getByTestId('period-label')).toHaveText(before);
    await expect(table.locator('tbody tr').first()).toContainText(before);
    expect(await values(page, 'history-table', 2)).toEqual([await pvOf(before)]);
    expect(calls).toEqual(
      before.slice(0, 7) === day.slice(0, 7) ? ['history/day'] : ['history/day', 'history/month'],
    );

    // A minute later, back to the day seen first: a closed day's history no longer changes and
    // stays fresh for 5 minutes (the client's default is 30 s), so it is drawn without a call.
    await page.clock.fastForward('01:00');
    calls.length = 0;
    await page.getByRole('button', { name: 'Next period' }).click();
    await expect(page.getByTestId('period-label')).toHaveText(day);
    await expect(table.locator('tbody tr').first()).toContainText(day);
    expect(await values(page, 'history-table', 2)).toEqual([await pvOf(day)]);
    await page.waitForTimeout(500);
    expect(calls).toEqual([]);

    // 60 days, then the same range a day earlier through the custom inputs: rows and footer agree.
    const end = addDays(today(), -2);
    await page.goto(`/index/historySys?period=custom&from=${addDays(end, -59)}&to=${end}`);
    await expect(table.locator('tbody tr')).toHaveCount(60);
    await page.getByLabel('Start date').fill(addDays(end, -60));
    await page.getByLabel('End date').fill(addDays(end, -1));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(table.locator('tbody tr').first()).toContainText(addDays(end, -60));
    await expect(table.locator('tbody tr')).toHaveCount(60);
    expect(await footer(page, 'history-table', 2)).toBe(sum(await values(page, 'history-table', 2)));
    // The inputs show the period they asked for.
    await expect(page.getByLabel('Start date')).toHaveValue(addDays(end, -60));
  });
});

test.describe('chartSys', () => {
  test('profit over the last 30 days: footer = sum of rows = API total; compared with the 30 days before (zh)', async ({
    page,
    simulator,
  }) => {
    await startIn(page, 'zh');
    await login(page, 'admin', { to: '/index/chartSys?report=fee' });
    await page.getByRole('button', { name: '自定义', exact: true }).click();
    await page.getByRole('button', { name: '近30天' }).click();
    const table = page.getByTestId('report-table');
    await expect(table.locator('tbody tr')).toHaveCount(30);
    await expect(page).toHaveURL(new RegExp(`period=custom&from=${addDays(today(), -29)}&to=${today()}`));
    // Issue 30: today, a day still filling, is the comparison's partial bar, named so in the
    // legend (not a day of loss); a period of closed days has no such mark.
    const partial = page.getByTestId('revenue-legend').locator('li[data-partial]');
    await expect(partial).toHaveText(`今日 ${today()}：截至目前，当日未结束`);
    // Closed days only (the current day still grows between two calls).
    const end = addDays(today(), -2);
    await page.goto(`/index/chartSys?report=fee&period=custom&from=${addDays(end, -29)}&to=${end}`);
    await expect(table.locator('tbody tr')).toHaveCount(30);
    await expect(page.getByTestId('revenue-legend')).toBeVisible();
    await expect(partial).toHaveCount(0);
    await expect(table.locator('tbody tr').first()).toContainText(end);
    const profitColumn = 12;
    const footerProfit = await footer(page, 'report-table', profitColumn);
    expect(footerProfit).toBe(sum(await values(page, 'report-table', profitColumn)));
    const apiTotal = Number(
      await page.getByTestId('report-api-total').locator('[data-value]').first().getAttribute('data-value'),
    );
    expect(apiTotal).toBe(footerProfit);
    await expect(page.getByTestId('top7-table').locator('tbody tr')).toHaveCount(7);

    // Issue 30: the same days beside the 30 days before and last year, in the totals (each the
    // sum of its days) and in the comparison's .xlsx, which lists what the screen shows.
    const totals = page.getByTestId('revenue-totals');
    const figure = async (row: string) =>
      Number(await totals.locator(`tr[data-row="${row}"] [data-value]`).getAttribute('data-value'));
    await expect(totals.locator('tr[data-row="previous"] [data-value]')).not.toHaveAttribute(
      'data-value',
      '',
    );
    expect(await figure('current')).toBe(footerProfit);
    const before = await api(simulator).asAdmin<{ records: Array<{ profit: number }> }>(
      'GET',
      'profitday/fee/page',
      { query: { startTime: addDays(end, -59), endTime: addDays(end, -30), current: '1', size: '100' } },
    );
    expect(before.records).toHaveLength(30);
    expect(await figure('previous')).toBe(sum(before.records.map((r) => r.profit)));
    await expect(totals.locator('tr[data-row="previous"]')).toContainText('%');
    await expect(page.getByTestId('report-chart').locator('canvas').first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('revenue-compare-export').click(),
    ]);
    const station = (await page.getByTestId('station-name').first().textContent())?.trim() ?? '';
    expect(download.suggestedFilename()).toBe(`${station}_收益对比_${addDays(end, -29)}_${end}.xlsx`);
    const ws = await firstSheet(await download.path());
    // Row 1: title, row 2: headers, then the 30 days and the total.
    expect(ws.getRow(3).getCell(1).value).toBe(addDays(end, -29));
    expect(ws.getRow(3).getCell(3).value).toBe(addDays(end, -59));
    const xlsxDays = Array.from({ length: 30 }, (_, i) => Number(ws.getRow(i + 3).getCell(2).value));
    expect(sum(xlsxDays)).toBe(footerProfit);
    expect(ws.getRow(33).getCell(1).value).toBe('合计');
    expect(Number(ws.getRow(33).getCell(2).value)).toBe(await figure('current'));
    expect(Number(ws.getRow(33).getCell(4).value)).toBe(await figure('previous'));
  });
});

test.describe('earnings recalculation', () => {
  test('at most 16 days, confirmed, result shown; operators see not permitted (en)', async ({
    page,
    browser,
    simulator,
  }) => {
    await startIn(page, 'en');
    await login(page, 'admin', { to: '/index/settings/earnings-reset' });
    const form = page.getByRole('form', { name: 'Earnings recalculation' });
    await form.getByLabel('Start date').fill(addDays(today(), -17));
    await form.getByLabel('End date').fill(addDays(today(), -1));
    await form.getByRole('button', { name: 'Recalculate' }).click();
    await expect(form).toContainText('Earnings recalculation spans at most 16 days!');
    await form.getByLabel('Start date').fill(addDays(today(), -3));
    await form.getByLabel('End date').fill(addDays(today(), 1));
    await form.getByRole('button', { name: 'Recalculate' }).click();
    await expect(form).toContainText('Days after today have no earnings to recalculate');
    await expect(form.getByLabel('End date')).toHaveValue(addDays(today(), 1));
    await form.getByLabel('End date').fill(addDays(today(), -1));
    await form.getByLabel('Start date').fill(addDays(today(), -16));
    await form.getByRole('button', { name: 'Recalculate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Recalculate' }).click();
    await expect(page.getByTestId('reset-result')).toHaveText('Recalculated 16 days.');

    const context = await browser.newContext({ baseURL: simulator.url });
    const other = await context.newPage();
    await startIn(other, 'en');
    await login(other, 'operator');
    await other.goto('/index/settings/earnings-reset');
    await expect(other.getByTestId('not-permitted')).toBeVisible();
    await context.close();
  });
});
