import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';

type Sim = Parameters<typeof api>[0];

// Its own station: toNoon moves the station clock up to a day ahead, and a later file on a shared
// station then found its 'today' a day off (wall-fit's partial 7-day bar failed in CI, passed on retry).
test.use({ simulatorOptions: { seed: 44 } });

/** Moves the simulated clock to the next local noon so the PV produces. */
async function toNoon(sim: Sim) {
  const s = await api(sim).asAdmin<{ ts: number }>('GET', 'pvControl/manualState');
  const now = new Date(s.ts);
  const noon = new Date(now);
  noon.setHours(12, 0, 0, 0);
  if (noon.getTime() <= now.getTime() + 3600_000) noon.setDate(noon.getDate() + 1);
  await api(sim).hook('advance', { seconds: (noon.getTime() - now.getTime()) / 1000 });
}

/** Resolves when the text of `testId` differs from what it was first (a live value changing). */
async function expectChanges(page: Page, testId: string) {
  const el = page.getByTestId(testId).first();
  const first = await el.innerText();
  await expect.poll(() => el.innerText(), { timeout: 15_000 }).not.toBe(first);
}

/**
 * Resolves when the storage tiles' figures move on (written into the tiles, issue 34). The PCS is
 * given a new setpoint while the page is watched: a steady charge at night (constant current, cell
 * voltages on their plateau) kept every shown figure for more than 15 s (a failure at 01:00
 * station time). Released after.
 */
async function expectTilesMove(page: Page, sim: Sim) {
  await page.goto('/index/powerSys');
  const figures = page.locator('[data-testid="cluster-tiles"] [data-testid^="tile-"]');
  await expect(figures.first()).toBeVisible({ timeout: 15_000 });
  const first = (await figures.allInnerTexts()).join('|');
  await api(sim).hook('storage', { site: 'WZ001', powerKw: 7.3 });
  try {
    await expect
      .poll(async () => (await figures.allInnerTexts()).join('|'), { timeout: 15_000 })
      .not.toBe(first);
  } finally {
    await api(sim).hook('storage', { site: 'WZ001', powerKw: null });
  }
}

/**
 * The live figures (tile figure rows, the chart legend's latest values, the phase table's cells)
 * sit in boxes of their own size, so that a new figure lays out its box alone (issue 34): each
 * box shows its text whole.
 */
async function expectFiguresWhole(page: Page) {
  const live = page.locator(
    '[data-testid^="stat-"][data-testid$="-value"], [data-testid="legend-value"], td [data-live]',
  );
  await expect(live.first()).toBeVisible();
  const cut = await live.evaluateAll((els) =>
    els
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => `${el.getAttribute('data-testid') ?? el.getAttribute('data-live')}: ${el.textContent}`),
  );
  expect(cut).toEqual([]);
}

/** The same session in a second tab switched to Chinese. */
async function openInChinese(page: Page, path: string): Promise<Page> {
  const zh = await page.context().newPage();
  await zh.goto(path);
  await zh.evaluate(() =>
    localStorage.setItem(
      'IOT-language',
      JSON.stringify({ dataType: 'string', content: 'zh', type: 'local', datetime: 0 }),
    ),
  );
  await zh.reload();
  await expect(zh.locator('html')).toHaveAttribute('lang', 'zh-CN');
  return zh;
}

test.describe('subsystem pages', () => {
  test.describe.configure({ mode: 'serial' });

  test('pvSys, electricSys and fdjSys are live in English; the generator runs during an outage', async ({
    page,
    simulator,
  }) => {
    await toNoon(simulator);
    await startIn(page, 'en');
    await login(page, 'admin', { to: '/index/pvSys' });
    await expect(page.getByRole('heading', { name: 'Photovoltaic' })).toBeVisible();
    await expect(page.getByTestId('data-age')).toHaveAttribute('data-source', 'live');
    await expect(page.getByTestId('pv-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('inverter-power')).toHaveCount(5);
    await expectChanges(page, 'stat-pv-power-value');
    await expectFiguresWhole(page);

    await page.goto('/index/electricSys');
    await expect(page.getByTestId('stat-grid-state-value')).toHaveText('Connected');
    await expect(page.getByTestId('sign-note')).toContainText('positive = import from the grid');
    await expect(page.getByTestId('stat-grid-reactive')).toContainText(/inductive|none/);
    await expectChanges(page, 'stat-grid-load-value');
    await expect(page.getByTestId('phase-L1')).toContainText(/\d V/);
    await expectFiguresWhole(page);
    await expectTilesMove(page, simulator);

    await page.goto('/index/fdjSys');
    await expect(page.getByTestId('stat-fdj-status-value')).toHaveText('Standby');
    await api(simulator).hook('outage', { site: 'WZ001', on: true });
    await expect(page.getByTestId('stat-fdj-status-value')).toHaveText('Running', { timeout: 10_000 });
    await page.goto('/index/electricSys');
    await expect(page.getByTestId('stat-grid-state-value')).toHaveText('Off-grid', { timeout: 10_000 });
    await api(simulator).hook('outage', { site: 'WZ001', on: false });
    // Back through the resynchronisation: each state labelled (issue 29).
    await expect(page.getByTestId('stat-grid-state-value')).toHaveText('Connecting', { timeout: 10_000 });
    await api(simulator).hook('advance', { seconds: 35 });
    await expect(page.getByTestId('stat-grid-state-value')).toHaveText('Connected', { timeout: 10_000 });
    await api(simulator).hook('advance', { seconds: 60 });
    await expect(page.getByTestId('stat-grid-state-value')).toHaveText('Connect finished', {
      timeout: 10_000,
    });
  });

  test('the same pages in Chinese', async ({ page, simulator }) => {
    // An outage ended by a test before this one resynchronises (connecting → connected → connect
    // finished → connected, ~150 s): step the simulated clock past it so the grid reads connected.
    await api(simulator).hook('advance', { seconds: 180 });
    await startIn(page, 'zh');
    await login(page, 'admin', { to: '/index/pvSys' });
    await expect(page.getByRole('heading', { name: '光伏', exact: true })).toBeVisible();
    await expect(page.getByTestId('stat-pv-power')).toContainText('光伏功率');
    await expectChanges(page, 'stat-pv-power-value');
    await expectFiguresWhole(page);
    await page.goto('/index/electricSys');
    await expect(page.getByTestId('stat-grid-state-value')).toHaveText('已并网');
    await expectChanges(page, 'stat-grid-load-value');
    await expectFiguresWhole(page);
    await expectTilesMove(page, simulator);
    await page.goto('/index/fdjSys');
    await expect(page.getByTestId('stat-fdj-status-value')).toHaveText('待机');
    await api(simulator).hook('outage', { site: 'WZ001', on: true });
    await expect(page.getByTestId('stat-fdj-status-value')).toHaveText('运行', { timeout: 10_000 });
    await api(simulator).hook('outage', { site: 'WZ001', on: false });
  });

  test('pvModeSys: each message, the model obeys, the commands are logged', async ({ page, simulator }) => {
    await startIn(page, 'en');
    await login(page, 'admin', { to: '/index/pvModeSys' });
    const row = (n: number) => page.locator(`[data-testid="pv-control-row"][data-no="${n}"]`);
    const confirmIt = () => page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await row(3).getByLabel('Power set').fill('9999');
    await row(3).getByRole('button', { name: 'Set' }).click();
    await expect(row(3).getByText('Please enter the correct power!')).toBeVisible();
    await row(3).getByLabel('Power set').fill('5');
    await row(3).getByRole('button', { name: 'Set' }).click();
    await confirmIt();
    await expect(page.getByText('Command sent')).toBeVisible();
    await expect
      .poll(async () => parseFloat(await row(3).getByTestId('pv-power').innerText()), { timeout: 15_000 })
      .toBeLessThanOrEqual(5);

    await row(2).getByRole('button', { name: 'Disable' }).click();
    await confirmIt();
    await expect(row(2).getByTestId('pv-enable')).toHaveText('Disabled');
    await expect.poll(() => row(2).getByTestId('pv-power').innerText(), { timeout: 15_000 }).toBe('0.00 kW');
    await row(2).getByRole('button', { name: 'Stop' }).click();
    await confirmIt();
    await expect(page.getByText('Please make sure the device is turned on!')).toBeVisible();

    await api(simulator).hook('pv-refuse', { site: 'WZ001', on: true });
    await row(2).getByRole('button', { name: 'Enable' }).click();
    await confirmIt();
    await expect(page.getByText('Command send failed!')).toBeVisible();
    await api(simulator).hook('pv-refuse', { site: 'WZ001', on: false });
    await row(2).getByRole('button', { name: 'Enable' }).click();
    await confirmIt();
    await expect(row(2).getByTestId('pv-enable')).toHaveText('Enabled');

    await page.goto('/index/operationSys');
    await expect(page.getByText('PV enable set').first()).toBeVisible();
    await expect(page.getByText('PV power set').first()).toBeVisible();

    // Chinese: the same message, and an operator sees the controls disabled with the reason.
    const zh = await openInChinese(page, '/index/pvModeSys');
    const zrow = zh.locator('[data-testid="pv-control-row"][data-no="1"]');
    await zrow.getByLabel('功率设置').fill('-1');
    await zrow.getByRole('button', { name: '设置' }).click();
    await expect(zrow.getByText('请输入正确的功率！')).toBeVisible();
    await zh.close();
  });

  test('an operator sees PV control read-only with the reason', async ({ page }) => {
    await startIn(page, 'en');
    await login(page, 'operator', { to: '/index/pvModeSys' });
    const btn = page
      .locator('[data-testid="pv-control-row"][data-no="1"]')
      .getByRole('button', { name: 'Disable' });
    await expect(btn).toBeDisabled();
    await expect(btn).toHaveAttribute('title', /administrator/i);
  });

  test('deviceChooseSys: switching the PV inverter model changes the fields shown', async ({ page }) => {
    await startIn(page, 'en');
    await login(page, 'admin', { to: '/index/deviceChooseSys' });
    const pv = page.getByTestId('device-type-pv');
    await expect(pv.getByTestId('model-fields')).toHaveAttribute('data-model', 'inverter-a');
    await expect(pv.getByTestId('model-fields')).toContainText('Power limit');
    await pv.getByRole('combobox').selectOption('inverter-b');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(pv.getByTestId('model-fields')).toHaveAttribute('data-model', 'inverter-b');
    await expect(pv.getByTestId('model-fields')).toContainText("Today's energy");
    const zh = await openInChinese(page, '/index/deviceChooseSys');
    await expect(zh.getByTestId('device-type-pv').getByTestId('model-fields')).toContainText('今日发电量');
    await zh.close();
    await pv.getByRole('combobox').selectOption('inverter-a');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(pv.getByTestId('model-fields')).toHaveAttribute('data-model', 'inverter-a');
  });

  test('outageSys: add with validation, edit, availability, delete (en and zh)', async ({ page }) => {
    await startIn(page, 'en');
    await login(page, 'admin', { to: '/index/outageSys' });
    const year = new Date().getFullYear();
    await page.getByRole('button', { name: 'Add record' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Start').fill(`${year}-02-10 10:00`);
    await dialog.getByLabel('End').fill(`${year}-02-09 10:00`);
    await dialog.getByLabel('Remark').fill('pump');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Time choose error!')).toBeVisible();
    await dialog.getByLabel('End').fill(`${year}-02-11 10:00`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'pump' });
    await expect(row).toContainText('Overhaul');
    await expect(row).toContainText('24.00');
    const hours = 24 * new Date(year, 2, 0).getDate();
    await expect(page.getByTestId(`avail-${year}-02`)).toHaveText(
      `${(((hours - 24) / hours) * 100).toFixed(2)} %`,
    );
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Remark').fill('pump replaced');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'pump replaced' })).toBeVisible();
    await page
      .getByRole('row')
      .filter({ hasText: 'pump replaced' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'pump' })).toHaveCount(0);
    await expect(page.getByTestId(`avail-${year}-02`)).toHaveText('100.00 %');

    const zh = await openInChinese(page, '/index/outageSys');
    await zh.getByRole('button', { name: '新增记录' }).click();
    const zd = zh.getByRole('dialog');
    await zd.getByLabel('开始时间').fill(`${year}-03-10 10:00`);
    await zd.getByLabel('结束时间').fill(`${year}-03-09 10:00`);
    await zd.getByRole('button', { name: '保存' }).click();
    await expect(zd.getByText('时间选择错误！')).toBeVisible();
    await zh.close();
  });

  test('chargingPileSys: live piles, history filter, a correction with its log, the export total (en, zh)', async ({
    page,
  }) => {
    await startIn(page, 'en');
    await login(page, 'admin', { to: '/index/chargingPileSys' });
    await expect(page.getByTestId('pile')).toHaveCount(6);
    await expect(page.getByTestId('data-age')).toHaveAttribute('data-source', 'live');
    await page.getByRole('button', { name: 'Charge history' }).click();
    await page.getByTestId('pile-filter').selectOption('2');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('charge-totals')).toContainText('sessions');
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').first()).toHaveText('2');
    await firstRow.getByTestId('charge-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New price').fill('abc');
    await dialog.getByRole('button', { name: 'Change price' }).click();
    await expect(dialog.getByText('Please enter the correct parameter!')).toBeVisible();
    await expect(dialog.getByLabel('New price')).toHaveValue('abc');
    await dialog.getByLabel('New price').fill('2');
    await dialog.getByRole('button', { name: 'Change price' }).click();
    await expect(dialog.getByTestId('detail-rate')).toHaveText('2.00');
    const energy = parseFloat(await dialog.getByTestId('detail-energy').innerText());
    await expect(dialog.getByTestId('detail-amount')).toHaveText((energy * 2).toFixed(2));
    await expect(dialog.getByTestId('detail-log')).toContainText('Change price');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    const totals = await page.getByTestId('charge-totals').innerText();
    const amount = Number(/([\d.]+) CNY/.exec(totals)![1]);
    const download = page.waitForEvent('download');
    await page.getByTestId('charge-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/_Charge history_WZ001\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await file.path());
    const sheet = wb.worksheets[0];
    const rows = sheet.getRows(2, sheet.rowCount - 2) ?? [];
    const sum = rows.reduce((a, r) => a + Number(r.getCell(8).value), 0);
    expect(Number(sheet.getRow(sheet.rowCount).getCell(8).value)).toBeCloseTo(amount, 2);
    expect(sum).toBeCloseTo(amount, 1);
    expect(rows.every((r) => Number(r.getCell(1).value) === 2)).toBe(true);

    await page.getByRole('button', { name: 'Change log' }).click();
    await expect(page.getByTestId('log-summary').first()).toContainText('rate');

    const zh = await openInChinese(page, '/index/chargingPileSys');
    await expect(zh.getByRole('heading', { name: '充电桩' })).toBeVisible();
    await expect(zh.getByTestId('pile').first()).toContainText(/空闲|充电中|离线/);
    await zh.close();
  });
});
