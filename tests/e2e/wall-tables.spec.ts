import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';
import { withSkin } from './helpers/skin';
import { walkTo } from './helpers/walk';
import enAlarm from '../../locales/en/alarm.json' with { type: 'json' };
import enReports from '../../locales/en/reports.json' with { type: 'json' };
import zhAlarm from '../../locales/zh/alarm.json' with { type: 'json' };
import zhReports from '../../locales/zh/reports.json' with { type: 'json' };

/*
 * The wall skin (type × 1.2) at 1280 × 800: the alarm list and the users table fit their box (no
 * sideways scrolling: the time columns, the handler, the phone and the creation time were off
 * screen), and the reports' twelve to fourteen figure columns follow their rule: the date column
 * stays pinned at the left edge while the figures scroll under it, and a cue at the right edge says
 * that more columns follow. No text that names a device is cut without its full name as a tooltip
 * (issue 30).
 */

/** Sideways overflow of the box that scrolls `table` (0 when it fits). */
const overflowOf = (table: Locator) =>
  table.evaluate((t) => {
    let box = t.parentElement as HTMLElement;
    while (getComputedStyle(box).overflowX === 'visible' && box.parentElement) box = box.parentElement;
    return box.scrollWidth - box.clientWidth;
  });

/** Device names in `scope` that are wider than their box and carry no title with the full name. */
const cutNames = (scope: Locator) =>
  scope.locator('[data-device-name]').evaluateAll((els) =>
    els
      .filter((el) => {
        const e = el as HTMLElement;
        const titled = (e.closest('[title]')?.getAttribute('title') ?? '').includes(e.textContent ?? '');
        return e.scrollWidth > e.clientWidth + 1 && !titled;
      })
      .map((el) => el.textContent ?? ''),
  );

async function openAtWall(page: Page, simulator: Parameters<typeof signIn>[1], language: 'zh' | 'en') {
  await page.setViewportSize({ width: 1280, height: 800 });
  await withSkin(page, 'screen');
  await signIn(page, simulator, 'admin', { language, to: '/index/mainSys' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'screen');
}

for (const language of ['zh', 'en'] as const) {
  test(`${language}, wall skin at 1280 × 800: the alarm list and the users table fit their box; the reports pin the date and show more columns follow`, async ({
    page,
    simulator,
  }) => {
    test.setTimeout(120_000);
    const tag = `${language}-${Date.now().toString(36)}`;
    // A long device name and a long text, as a real station's devices and alarms have them; the
    // widest type ('Charging pile') and, once acknowledged, the widest status, a processing time
    // and its handler.
    const device = `1#储能集装箱-2#电池簇-BMS-${tag}`;
    await api(simulator).hook('alarm', {
      site: 'WZ001',
      level: 2,
      content: `墙屏表格测试：电池簇单体电压过高，请检查均衡状态 ${tag}`,
      contentEn: `Wall table test: cell over-voltage in the cluster, check the balancing ${tag}`,
      type: 'chargingPile',
      deviceName: device,
    });
    await openAtWall(page, simulator, language);

    // The alarm list, with the alarm just raised.
    await walkTo(page, '/index/alarmSys');
    const alarms = page.getByTestId('current-alarms');
    const row = alarms.getByRole('row').filter({ hasText: tag });
    await expect(row).toBeVisible({ timeout: 30_000 });
    const words = language === 'zh' ? zhAlarm : enAlarm;
    await row.getByRole('button', { name: words.action.acknowledge, exact: true }).click();
    await expect(row).toContainText(words.status.acknowledged);
    await expect(row.getByTestId('alarm-operator')).toBeVisible();
    const alarmTable = alarms.locator('table');
    expect(await overflowOf(alarmTable), 'alarm list overflow (px)').toBeLessThanOrEqual(1);
    const names = alarms.locator('[data-device-name]');
    expect(await names.count()).toBeGreaterThan(0);
    expect(await cutNames(alarms)).toEqual([]);

    // The users table (the seeded users).
    await walkTo(page, '/index/settings/users');
    const users = page
      .locator('main table')
      .filter({ has: page.locator('tbody tr') })
      .first();
    await expect(users.locator('tbody tr').nth(2)).toBeVisible({ timeout: 15_000 });
    expect(await overflowOf(users), 'users table overflow (px)').toBeLessThanOrEqual(1);

    // The reports: every tab; where the figures are wider than the box, the date stays in view and
    // the cue shows; scrolled to the end, the cue is gone and the date is still at the left edge.
    await walkTo(page, '/index/chartSys');
    const reports = language === 'zh' ? zhReports : enReports;
    for (const kind of ['quantity', 'fee', 'pcs', 'gf'] as const) {
      const tab = page.getByRole('tab', { name: reports.chart.tabs[kind], exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const box = page.getByTestId('report-table');
      await expect(box.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
      const table = box.locator('table');
      const cue = box.locator('xpath=..').getByTestId('report-more-columns');
      if (kind === 'pcs') await expect(box.locator('[data-device-name]').first()).toBeVisible();
      expect(await cutNames(box)).toEqual([]);
      const wide = (await overflowOf(table)) > 1;
      if (!wide) {
        await expect(cue).toBeHidden();
        continue;
      }
      await expect(cue, `${kind}: the cue that more columns follow`).toBeVisible();
      const pinned = () =>
        box.evaluate((el) => {
          const first = el.querySelector('tbody tr td') as HTMLElement;
          const head = el.querySelector('thead th') as HTMLElement;
          const left = el.getBoundingClientRect().left + el.clientLeft;
          return {
            cell: Math.round(first.getBoundingClientRect().left - left),
            head: Math.round(head.getBoundingClientRect().left - left),
          };
        });
      expect(await pinned()).toEqual({ cell: 0, head: 0 });
      await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(cue).toBeHidden();
      expect(await pinned(), `${kind}: the date column stays at the left edge`).toEqual({ cell: 0, head: 0 });
      expect(await cutNames(box)).toEqual([]);
    }
  });
}
