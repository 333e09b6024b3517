import { expect, test } from './fixtures';
import { stationToday } from './helpers/report-table';
import { login, startIn } from './helpers/ui';

/* Issue 29 / spec §5: historySys' monthly view over up to 24 months, with the 24-month message. */

const monthsBack = (n: number) => {
  const [y, m] = stationToday().split('-').map(Number);
  const i = y * 12 + (m - 1) - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};

test('monthly view: 24 months in rows, 25 refused with the message and no call (zh)', async ({ page }) => {
  test.setTimeout(180_000);
  await startIn(page, 'zh');
  await login(page, 'admin', { to: '/index/historySys' });
  const toggle = page.getByRole('button', { name: '按月（最多24个月）' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByTestId('history-table');
  await expect(page.getByLabel('结束月份')).toHaveValue(monthsBack(0));
  await expect(table.locator('tbody tr').first()).toBeVisible();

  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('datapower/history')) calls.push(r.url());
  });
  await page.getByLabel('开始月份').fill(monthsBack(24));
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('period-error')).toHaveText('时间范围不能超过24个月！');
  expect(calls).toEqual([]);

  await page.getByLabel('开始月份').fill(monthsBack(23));
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('period-error')).toHaveCount(0);
  await expect(table.locator('tbody tr')).toHaveCount(24);
  await expect(table.locator('tbody tr').first()).toContainText(monthsBack(23));
  await expect(page).toHaveURL(new RegExp(`view=months&mfrom=${monthsBack(23)}&mto=${monthsBack(0)}`));
  expect(calls.some((c) => c.includes('history/year'))).toBe(true);

  // A reload shows the same months; leaving the monthly view brings the periods back.
  await page.reload();
  await expect(table.locator('tbody tr')).toHaveCount(24);
  await page.getByRole('button', { name: '按月（最多24个月）' }).click();
  await expect(page.getByTestId('period-navigator')).toBeVisible();
});
