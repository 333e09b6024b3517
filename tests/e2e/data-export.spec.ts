import { expect, test } from './fixtures';
import { signIn } from './helpers/session';

const day = (offsetDays: number) => {
  const d = new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000); // station zone: UTC+8
  return d.toISOString().slice(0, 10);
};

test.describe('dataExportSys', () => {
  test('starts an export, leaves the page, comes back and downloads the file (en)', async ({
    page,
    simulator,
  }) => {
    await signIn(page, simulator, 'admin', { language: 'en', to: '/index/dataExportSys' });
    await page.goto('/index/dataExportSys');
    await expect(page.getByRole('heading', { name: 'Tag data export' })).toBeVisible();
    await page.getByLabel('Device', { exact: true }).selectOption({ label: 'Storage system' });
    await page.getByRole('checkbox', { name: /Storage SOC/ }).check();
    await expect(page.getByText(/About \d+ rows/)).toBeVisible();
    await page.getByRole('button', { name: 'Start export' }).click();
    await expect(
      page.getByRole('region', { name: 'Export tasks' }).locator('[data-status]').first(),
    ).toBeVisible();
    await page.goto('/index/mainSys');
    await page.goto('/index/dataExportSys');
    const tasks = page.getByRole('region', { name: 'Export tasks' });
    await expect(tasks.locator('[data-status]').first()).toHaveText('success', { timeout: 20_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tasks.getByRole('button', { name: 'Download' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  });

  test('says the one-day limit of a battery pack before any call (zh)', async ({ page, simulator }) => {
    await signIn(page, simulator, 'admin', { language: 'zh', to: '/index/dataExportSys' });
    await page.goto('/index/dataExportSys');
    await page.getByLabel('设备', { exact: true }).selectOption({ label: '1号簇1号电池包' });
    await page.getByRole('checkbox', { name: /单体1电压/ }).check();
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('devicedata/estimate') && calls.push(r.url()));
    const start = page.getByRole('textbox', { name: '开始时间' });
    await start.fill(`${day(-2)} 00:00`);
    await start.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: '该设备不支持超过一天的时间范围！' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '开始导出' })).toBeDisabled();
    expect(calls).toEqual([]);
  });
});
