import type { Page } from '@playwright/test';
import type { SimAlarmFault } from '../../src/contract/api/sim-faults';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';

let seq = 0;
function fault(over: Partial<SimAlarmFault> = {}): SimAlarmFault {
  seq += 1;
  const tag = `${Date.now().toString(36)}-${seq}`;
  return {
    site: 'WZ001',
    level: 2,
    content: `历史测试 ${tag}`,
    contentEn: `History test ${tag}`,
    type: 'pcs',
    deviceName: `HIS-${tag}`,
    ...over,
  };
}

const current = (page: Page) => page.getByTestId('current-alarms');
const history = (page: Page) => page.getByTestId('history-alarms');
const rowOf = (scope: ReturnType<typeof current>, text: string) =>
  scope.getByRole('row').filter({ hasText: text });

/** Clears one alarm from the current list through the confirmation dialog. */
async function clearFromList(page: Page, text: string) {
  await rowOf(current(page), text).getByRole('button', { name: 'Clear', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(rowOf(current(page), text)).toHaveCount(0);
}

test.describe('alarmSys', () => {
  test('clearing asks for confirmation and moves the alarm to history with every field', async ({
    page,
    simulator,
  }) => {
    await startIn(page, 'en');
    await login(page, 'admin', { to: '/index/alarmSys' });
    const a = fault({ level: 1, type: 'bms' });
    await api(simulator).hook('alarm', { ...a });
    const row = rowOf(current(page), a.contentEn);
    await expect(row).toContainText('L1');
    await expect(row).toContainText('BMS');
    await expect(row).toContainText('New');
    await expect(row).toContainText(a.deviceName);

    await row.getByRole('button', { name: 'Clear', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(a.contentEn);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await clearFromList(page, a.contentEn);
    await page.getByRole('tab', { name: 'Alarm history' }).click();
    const past = rowOf(history(page), a.contentEn);
    await expect(past).toContainText('Cleared');
    await expect(past).toContainText('L1');
    await expect(past).toContainText(a.deviceName);
    await expect(past).toContainText('Wang Jianguo'); // the handler: the admin's real name (seeded staff)
    await expect(past).toContainText(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );
  });

  test('filters narrow the history: level, type, device, status and time range', async ({
    page,
    simulator,
  }) => {
    await startIn(page, 'en');
    await login(page, 'admin', { to: '/index/alarmSys' });
    const l1 = fault({ level: 1, type: 'grid' });
    const l3 = fault({ level: 3, type: 'pv' });
    for (const f of [l1, l3]) {
      await api(simulator).hook('alarm', { ...f });
      await expect(rowOf(current(page), f.contentEn)).toBeVisible();
      await clearFromList(page, f.contentEn);
    }
    await page.getByRole('tab', { name: 'Alarm history' }).click();
    await expect(rowOf(history(page), l1.contentEn)).toBeVisible();
    await expect(rowOf(history(page), l3.contentEn)).toBeVisible();

    const filters = page.getByRole('form', { name: 'Alarm history' });
    const search = () => filters.getByRole('button', { name: 'Search' }).click();
    await filters.getByLabel('Level').selectOption('1');
    await search();
    await expect(rowOf(history(page), l3.contentEn)).toHaveCount(0);
    await expect(rowOf(history(page), l1.contentEn)).toBeVisible();
    await expect(history(page).getByText(/^L[23]$/)).toHaveCount(0);

    await filters.getByRole('button', { name: 'Reset' }).click();
    await filters.getByLabel('Type').selectOption('pv');
    await search();
    await expect(rowOf(history(page), l3.contentEn)).toBeVisible();
    await expect(rowOf(history(page), l1.contentEn)).toHaveCount(0);

    await filters.getByRole('button', { name: 'Reset' }).click();
    await filters.getByLabel('Device name').fill(l1.deviceName);
    await search();
    await expect(history(page).getByRole('row')).toHaveCount(2); // header + the one alarm
    await expect(rowOf(history(page), l1.contentEn)).toBeVisible();

    await filters.getByLabel('Status').selectOption('recovered');
    await search();
    await expect(history(page)).toContainText('No data');

    await filters.getByRole('button', { name: 'Reset' }).click();
    await filters.getByLabel('From', { exact: true }).fill('2099-01-01T00:00');
    await search();
    await expect(history(page)).toContainText('No data');
    await filters.getByLabel('To', { exact: true }).fill('2098-01-01T00:00');
    await search();
    await expect(filters.getByText('Time choose error!')).toBeVisible();
  });

  test('the history is paged: ten a page, the next page holds the rest', async ({ page, simulator }) => {
    const device = `PAGE-${Date.now().toString(36)}`;
    for (let i = 0; i < 12; i++) {
      const raised = (await api(simulator).hook('alarm', { ...fault({ deviceName: device }) })) as {
        id?: string;
        data?: { id: string };
      };
      const id = raised.data?.id ?? raised.id ?? '';
      await api(simulator).asAdmin('POST', 'devicealarm/clear', { query: { site: 'WZ001', id } });
    }
    await startIn(page, 'en');
    await login(page, 'admin', { to: '/index/alarmSys?tab=history' });
    const filters = page.getByRole('form', { name: 'Alarm history' });
    await filters.getByLabel('Device name').fill(device);
    await filters.getByRole('button', { name: 'Search' }).click();
    const rows = history(page).getByRole('row').filter({ hasText: device });
    await expect(rows).toHaveCount(10);
    await expect(history(page)).toContainText('12 records');
    await expect(history(page)).toContainText('Page 1 of 2');
    await history(page).getByRole('button', { name: 'Next' }).click();
    await expect(history(page)).toContainText('Page 2 of 2');
    await expect(rows).toHaveCount(2);
  });

  for (const lng of ['en', 'zh'] as const) {
    test(`export downloads "<station name>_<file name>" in ${lng}`, async ({ page }) => {
      await startIn(page, lng);
      await login(page, 'admin', { to: '/index/alarmSys?tab=history' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: lng === 'en' ? 'Export' : '导出' }).click(),
      ]);
      // The station name in the language, as the header shows it (the English one in en).
      const station = (await page.getByTestId('station-name').textContent())?.trim() ?? '';
      expect(station).not.toBe('');
      expect(download.suggestedFilename()).toBe(
        `${station}_${lng === 'en' ? 'Alarm history' : '历史告警'}.xlsx`,
      );
      const path = await download.path();
      const { readFile } = await import('node:fs/promises');
      const bytes = await readFile(path);
      expect(bytes.subarray(0, 2).toString()).toBe('PK'); // a real xlsx (zip), not an error body
    });
  }
});
