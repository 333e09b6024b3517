import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';

/* chargingPileSys: an administrator adds a charge record and edits it; operators may not. */

const DAY = '2026-01-15'; // before the simulator's seeded 60 days: only the records made here

async function openHistory(page: Page, tab: string) {
  await page.goto('/index/chargingPileSys');
  await page.getByRole('button', { name: tab }).click();
}

test.describe('charging data: add and edit', () => {
  test.describe.configure({ mode: 'serial' });

  test('an administrator adds a record, edits it and sees the change log (en)', async ({ page }) => {
    await startIn(page, 'en');
    await login(page, 'admin');
    await openHistory(page, 'Charge history');
    await page.getByRole('button', { name: 'Add record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add charge record' });
    await dialog.getByLabel('Pile', { exact: true }).selectOption('4');
    await dialog.getByLabel('Start', { exact: true }).fill(`${DAY} 10:00`);
    await dialog.getByLabel('End', { exact: true }).fill(`${DAY} 09:00`);
    await dialog.getByLabel('Meter start (kWh)').fill('100');
    await dialog.getByLabel('Meter stop (kWh)').fill('130.5');
    await dialog.getByLabel('Price (CNY/kWh)').fill('abc');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Time choose error!')).toBeVisible();
    await expect(dialog.getByText('Please enter the correct parameter!')).toBeVisible();
    await expect(dialog.getByLabel('Price (CNY/kWh)')).toHaveValue('abc');
    await dialog.getByLabel('End', { exact: true }).fill(`${DAY} 11:30`);
    await dialog.getByLabel('Price (CNY/kWh)').fill('-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Time choose error!')).toHaveCount(0);
    await expect(dialog.getByText('Please enter the correct parameter!')).toBeVisible();
    await dialog.getByLabel('Price (CNY/kWh)').fill('1.2');
    await expect(dialog.getByTestId('preview-energy')).toHaveText('30.500');
    await expect(dialog.getByTestId('preview-amount')).toHaveText('36.60');

    // A refused save keeps the form; a second click while saving sends nothing more.
    let adds = 0;
    let fail = true;
    await page.route('**/api/emsChargeData/add**', async (route) => {
      adds++;
      if (fail) {
        await route.fulfill({ json: { code: 500, success: false, msg: 'Add failed', data: null } });
        return;
      }
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Add failed').first()).toBeVisible();
    await expect(dialog.getByLabel('Meter stop (kWh)')).toHaveValue('130.5');
    fail = false;
    await dialog.getByRole('button', { name: 'Save' }).dblclick();
    await expect(dialog).toBeHidden();
    expect(adds).toBe(2);
    await page.unroute('**/api/emsChargeData/add**');

    await page.getByLabel('From', { exact: true }).fill(DAY);
    await page.getByLabel('To', { exact: true }).fill(DAY);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: `${DAY} 10:00:00` });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('row-amount')).toHaveText('36.60');
    await row.getByTestId('charge-open').click();
    const detail = page.getByRole('dialog', { name: 'Charging session' });
    await detail.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit charge record' });
    await expect(edit.getByLabel('Start', { exact: true })).toHaveValue(`${DAY} 10:00`);
    await expect(edit.getByLabel('Site', { exact: true })).toBeDisabled();
    await edit.getByLabel('Price (CNY/kWh)').fill('1.5');
    await expect(edit.getByTestId('preview-amount')).toHaveText('45.75');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(detail.getByTestId('detail-rate')).toHaveText('1.50');
    await expect(detail.getByTestId('detail-amount')).toHaveText('45.75');
    await expect(detail.getByTestId('detail-log')).toContainText('Edit');
    await expect(detail.getByTestId('detail-log')).toContainText('rate 1.2 → 1.5');
    await detail.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'Change log' }).click();
    const entry = page.getByRole('row').filter({ hasText: 'rate 1.2 → 1.5' });
    await expect(entry).toContainText('Edit');
    await entry.getByRole('button', { name: 'Details' }).click();
    const log = page.getByTestId('log-detail');
    await expect(log.getByRole('row').filter({ hasText: 'amount' })).toContainText('36.6');
    await expect(log.getByRole('row').filter({ hasText: 'amount' })).toContainText('45.75');
  });

  test('the messages in Chinese, and an operator sees the buttons disabled with the reason', async ({
    page,
  }) => {
    await startIn(page, 'zh');
    await login(page, 'admin');
    await openHistory(page, '充电记录');
    await page.getByRole('button', { name: '新增记录' }).click();
    const dialog = page.getByRole('dialog', { name: '新增充电记录' });
    await dialog.getByLabel('开始时间', { exact: true }).fill(`${DAY} 12:00`);
    await dialog.getByLabel('结束时间', { exact: true }).fill(`${DAY} 08:00`);
    await dialog.getByLabel('起始读数(kWh)').fill('5');
    await dialog.getByLabel('结束读数(kWh)').fill('9');
    await dialog.getByLabel('单价(元/kWh)').fill('-2');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('时间选择错误！')).toBeVisible();
    await expect(dialog.getByText('请输入正确的参数！')).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.evaluate(() => sessionStorage.clear());
    await startIn(page, 'zh');
    await page.goto('/login');
    await login(page, 'operator');
    await openHistory(page, '充电记录');
    const add = page.getByRole('button', { name: '新增记录' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAttribute('title', /管理员/);
    await page.getByTestId('charge-open').first().click();
    const edit = page.getByRole('dialog').getByRole('button', { name: '编辑' });
    await expect(edit).toBeDisabled();
    await expect(edit).toHaveAttribute('title', /管理员/);
  });
});
