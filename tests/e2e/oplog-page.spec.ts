import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';

/** Raises an alarm through the fault hook and clears it in alarmSys (a logged write). */
async function clearAnAlarm(page: Page, sim: Parameters<typeof api>[0]): Promise<string> {
  const tag = `${Date.now().toString(36)}`;
  const contentEn = `Oplog test ${tag}`;
  await api(sim).hook('alarm', {
    site: 'WZ001',
    level: 3,
    content: `日志测试 ${tag}`,
    contentEn,
    type: 'system',
    deviceName: `LOG-${tag}`,
  });
  await page.goto('/index/alarmSys');
  const row = page.getByTestId('current-alarms').getByRole('row').filter({ hasText: contentEn });
  await row.getByRole('button', { name: 'Clear', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(row).toHaveCount(0);
  return contentEn;
}

const table = (page: Page) => page.getByTestId('oplog-table');
const clearRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.locator('[title="POST devicealarm/clear"]') });

test.describe('operationSys', () => {
  test('a clear made in the console appears with user, time and result; filters by user and time', async ({
    page,
    simulator,
  }) => {
    await startIn(page, 'en');
    await login(page, 'admin');
    await clearAnAlarm(page, simulator);
    await page.goto('/index/operationSys');
    await expect(page.getByTestId('oplog-updatetime')).toContainText(
      /Last update: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );
    const first = clearRows(page).first();
    await expect(first).toContainText('admin');
    await expect(first).toContainText('Success');
    // The translated operation shows; the raw request line is its tooltip.
    await expect(first.locator('[title="POST devicealarm/clear"]')).toContainText('Clear alarm');

    const filters = page.getByRole('form', { name: 'Operation logs' });
    await filters.getByLabel('User', { exact: true }).fill('operator');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(clearRows(page)).toHaveCount(0);
    await filters.getByLabel('User', { exact: true }).fill('adm');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(clearRows(page).first()).toBeVisible();

    await filters.getByLabel('From', { exact: true }).fill('2099-01-01T00:00');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(table(page)).toContainText('No data');
    await filters.getByLabel('To', { exact: true }).fill('2098-01-01T00:00');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(filters.getByText('Time choose error!')).toBeVisible();
  });

  test('every write made in the console is logged: acknowledge, clear, global alarm setting, unlock, login', async ({
    page,
    simulator,
  }) => {
    await startIn(page, 'en');
    await login(page, 'admin');
    const tag = `${Date.now().toString(36)}`;
    const raised = (await api(simulator).hook('alarm', {
      site: 'WZ001',
      level: 3,
      content: `写入日志 ${tag}`,
      contentEn: `Write log ${tag}`,
      type: 'system',
      deviceName: `W-${tag}`,
    })) as { id?: string; data?: { id: string } };
    const id = raised.data?.id ?? raised.id;
    expect(id).toBeTruthy();

    await page.goto('/index/alarmSys');
    const row = page
      .getByTestId('current-alarms')
      .getByRole('row')
      .filter({ hasText: `Write log ${tag}` });
    await row.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await expect(row).toContainText('Acknowledged');
    await row.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(row).toHaveCount(0);

    await page.goto('/index/settings/global-alarm');
    // A period no earlier test of this worker's station has saved: the log words its change.
    const period = String(10 + (Date.now() % 500));
    await page.getByLabel('Repeat period (minutes)').fill(period);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Global alarm setting saved')).toBeVisible();

    await page.getByRole('button', { name: 'Lock screen' }).click();
    await page.getByLabel('Password').fill('admin123');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeHidden();

    await page.goto('/index/operationSys');
    const logged = (operation: string, request: string, params?: string) => {
      // The request line is the translated operation's tooltip, not a column of its own.
      let rows = table(page)
        .getByRole('row')
        .filter({ hasText: operation })
        .filter({ has: page.locator(`[title="${request}"]`) });
      if (params) rows = rows.filter({ hasText: params });
      return rows.first();
    };
    for (const entry of [
      // The alarm is named in words (issue 30): its device, text and level, not `id=…`.
      logged('Acknowledge alarm', 'POST devicealarm/acknowledge', `alarm W-${tag} Write log ${tag}, L3`),
      logged('Clear alarm', 'POST devicealarm/clear', `alarm W-${tag} Write log ${tag}, L3`),
      logged('Save global alarm setting', 'POST config/globalAlarm/save', `→ ${period}`),
      logged('Unlock screen', 'POST blade-auth/oauth/unlock'),
      logged('Signed in (admin)', 'POST blade-auth/oauth/token'),
    ]) {
      await expect(entry).toContainText('admin');
      await expect(entry).toContainText('Success');
      await expect(entry).not.toContainText('admin123'); // passwords never reach the log
    }
    // The setting's change is worded, not its query string (issue 30).
    const saved = logged('Save global alarm setting', 'POST config/globalAlarm/save', `→ ${period}`);
    await expect(saved.getByTestId('oplog-changes')).toContainText(
      new RegExp(`^Repeat period \\(minutes\\): \\d+ → ${period}$`),
    );
    await expect(saved).not.toContainText('period=');
    // Filtered by operation type: alarm operations only.
    const filters = page.getByRole('form', { name: 'Operation logs' });
    await filters.getByLabel('Operation type').selectOption({ label: 'Alarms' });
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(
      logged('Clear alarm', 'POST devicealarm/clear', `alarm W-${tag} Write log ${tag}, L3`),
    ).toBeVisible();
    await expect(table(page).locator('[title="POST blade-auth/oauth/token"]')).toHaveCount(0);
  });

  for (const lng of ['en', 'zh'] as const) {
    test(`export downloads "<station name>_<file name>" in ${lng}`, async ({ page }) => {
      await startIn(page, lng);
      await login(page, 'admin', { to: '/index/operationSys' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: lng === 'en' ? 'Export' : '导出' }).click(),
      ]);
      const station = (await page.getByTestId('station-name').textContent())?.trim() ?? '';
      expect(station).not.toBe('');
      expect(download.suggestedFilename()).toBe(
        `${station}_${lng === 'en' ? 'Operation log' : '操作日志'}.xlsx`,
      );
      const { readFile } = await import('node:fs/promises');
      expect((await readFile(await download.path())).subarray(0, 2).toString()).toBe('PK');
    });
  }
});
