import type { Locator, Page } from '@playwright/test';
import enDevices from '../../locales/en/devices.json' with { type: 'json' };
import enUsers from '../../locales/en/sysusers.json' with { type: 'json' };
import zhDevices from '../../locales/zh/devices.json' with { type: 'json' };
import zhShell from '../../locales/zh/shell.json' with { type: 'json' };
import zhUsers from '../../locales/zh/sysusers.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { openSettingsSection } from './helpers/locale';
import { login, startIn } from './helpers/ui';
import { navigationTargets, walkTo } from './helpers/walk';
import { chooseSkin, menu } from './helpers/words-fit';

/*
 * Issue 30: words that fit their box at 1280 × 800 and agree with what they stand beside: tables —
 * row actions, headers and the thresholds table (the rest: words-fit-*.spec.ts).
 */

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Header cells that the row actions' header cell (the sticky one) overlaps, by their text, at the
 * current scroll; a table without a sticky column answers its cells' count as a failure.
 */
async function coveredByActions(table: Locator): Promise<string[]> {
  return table
    .locator('thead tr')
    .first()
    .evaluate((tr) => {
      const cells = [...tr.children] as HTMLElement[];
      const stuck = cells.find((cell) => getComputedStyle(cell).position === 'sticky');
      if (!stuck) return [`no sticky column among ${cells.length}`];
      const actions = stuck.getBoundingClientRect();
      return cells
        .filter((cell) => cell !== stuck)
        .flatMap((cell) => {
          const box = cell.getBoundingClientRect();
          const overlap = Math.min(box.right, actions.right) - Math.max(box.left, actions.left);
          return overlap > 0.5 ? [`${cell.textContent} (${Math.round(overlap)} px)`] : [];
        });
    });
}

/**
 * Width of the leading row-actions column beyond its widest buttons (0 without one): one as wide as a
 * data column pushed the data to the right (tags, env templates, price units; h30).
 */
async function spareInActions(table: Locator): Promise<number> {
  return table.evaluate((t) => {
    const head = [...(t.querySelector('thead tr')?.children ?? [])] as HTMLElement[];
    // The leading one (kept at the left edge); an end column's spare width pushes no data.
    const index = head.findIndex((cell) => {
      const style = getComputedStyle(cell);
      return style.position === 'sticky' && style.left === '0px';
    });
    if (index < 0) return 0;
    const widest = Math.max(
      ...[...t.querySelectorAll('tbody tr')].map((row) => {
        const content = row.children[index]?.firstElementChild as HTMLElement | null;
        return content?.getBoundingClientRect().width ?? 0;
      }),
    );
    return head[index].getBoundingClientRect().width - widest;
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language}, screen skin at 1280: the row actions cover no column of the users and devices tables`, async ({
    page,
  }) => {
    const titles = {
      zh: [zhUsers.users.title, zhDevices.title],
      en: [enUsers.users.title, enDevices.title],
    }[language];
    await startIn(page, language);
    await login(page, 'admin');
    await chooseSkin(page, language, 'screen');
    for (const title of titles) {
      await openSettingsSection(page, language, title);
      const table = page
        .locator('table')
        .filter({ has: page.locator('tbody tr') })
        .first();
      await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
      const scroller = table.locator('xpath=..');
      expect(await scroller.evaluate((el) => el.scrollLeft)).toBe(0);
      expect(await coveredByActions(table), title).toEqual([]);
    }
  });
}

/**
 * The other tables with row actions, by the page a user walks to: on each, every table with rows
 * and a sticky column (at least one) has its actions cover no column at scroll 0. Failed before the
 * alarm list and the thresholds led with their actions (Serial number 53 px, Processed 154 px; Delays
 * 5 px in en) and the meter changes (Remark 27 px in en). The meter change is added here; the export
 * and upgrade tasks have no rows on a fresh station.
 */
const ACTION_TABLES = [
  '/index/alarmSys',
  '/index/settings/tags',
  '/index/settings/alarm-thresholds',
  '/index/settings/firmware-upgrade',
  '/index/settings/alarm-push',
  '/index/settings/meter-change',
] as const;

for (const language of ['zh', 'en'] as const) {
  test(`${language}, screen skin at 1280: the row actions cover no column of the alarm, threshold, upgrade, push and meter-change tables`, async ({
    page,
    simulator,
  }) => {
    test.setTimeout(90_000);
    // The alarm list needs a row: a fresh station has no active alarm (the test passed only after
    // others had raised some in the same worker, and failed alone).
    await api(simulator).hook('alarm', {
      site: 'WZ001',
      level: 2,
      content: `操作列测试 ${language}`,
      contentEn: `Actions column test ${language}`,
      type: 'pcs',
      deviceName: 'PCS-1',
    });
    await api(simulator).asAdmin('POST', 'changeMeterSchedule/save', {
      json: {
        id: '',
        site: 'WZ001',
        meter: 'gridExport',
        changeTime: '2026-11-20 10:00',
        oldReading: 123456.78,
        newReading: 12.5,
        remark: 'Replaced after a fault on the export register',
      },
    });
    await startIn(page, language);
    await login(page, 'admin');
    await chooseSkin(page, language, 'screen');
    for (const target of ACTION_TABLES) {
      await walkTo(page, target);
      const tables = page.locator('main table').filter({ has: page.locator('tbody tr') });
      await expect(tables.first(), target).toBeVisible({ timeout: 15_000 });
      let checked = 0;
      for (const table of await tables.all()) {
        const stuck = table.locator('thead tr').first().locator('th').filter({ visible: true });
        const sticky = await stuck.evaluateAll((cells) =>
          cells.some((cell) => getComputedStyle(cell).position === 'sticky'),
        );
        if (!sticky) continue;
        const scroller = table.locator('xpath=..');
        expect(await scroller.evaluate((el) => el.scrollLeft)).toBe(0);
        expect.soft(await coveredByActions(table), `${target} (${language})`).toEqual([]);
        expect
          .soft(await spareInActions(table), `${target} (${language}): spare px in the actions`)
          .toBeLessThan(40);
        checked += 1;
      }
      expect(checked, `${target}: a table with a sticky row-actions column`).toBeGreaterThan(0);
    }
  });
}

test('en, screen skin at 1280: the alarm thresholds table fits its box', async ({ page }) => {
  // The delays' labels kept on one line made it 5 px wider than its box (a sideways scrollbar).
  await startIn(page, 'en');
  await login(page, 'admin');
  await chooseSkin(page, 'en', 'screen');
  await walkTo(page, '/index/settings/alarm-thresholds');
  const table = page
    .locator('main table')
    .filter({ has: page.locator('tbody tr') })
    .first();
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
  const scroller = table.locator('xpath=..');
  expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test('zh at 1280: the storage report headers take at most two lines', async ({ page }) => {
  // '充电 · 尖 (kWh)' wrapped into three lines in the report's fifteen columns.
  await startIn(page, 'zh');
  await login(page, 'admin');
  await menu(page, 'zh').getByRole('link', { name: zhShell.pages.chartSys, exact: true }).click();
  const head = page.getByTestId('report-table').locator('thead th');
  await expect(head.first()).toBeVisible({ timeout: 15_000 });
  const lines = await head.evaluateAll((cells) =>
    cells.map((th) => {
      const s = getComputedStyle(th);
      const inner = th.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
      return `${th.textContent}: ${Math.round(inner / parseFloat(s.lineHeight))}`;
    }),
  );
  expect(lines.filter((l) => !/: [12]$/.test(l))).toEqual([]);
});

/**
 * Chinese words of table header cells that run over two lines or more: each run of Chinese
 * characters whose characters stand on more than one line ('手机号码' one character a line).
 */
async function brokenHeaderWords(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const broken: string[] = [];
    for (const th of main.querySelectorAll<HTMLElement>('thead th')) {
      if (th.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const run of (node.textContent ?? '').matchAll(/[\u4e00-\u9fff]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, run.index);
          range.setEnd(node, run.index + run[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(`${th.textContent?.trim()} (${tops.size} lines)`);
        }
      }
    }
    return broken;
  });
}

test('zh, screen skin at 1280: no table header breaks a Chinese word over lines', async ({ page }) => {
  // In the wall skin's larger type the settings tables are squeezed beside two menus: '手机号码' stood
  // one character a line, '单位', '备注', '换表时间' and '电表' broke in the middle.
  test.setTimeout(180_000);
  await startIn(page, 'zh');
  await login(page, 'admin');
  await chooseSkin(page, 'zh', 'screen');
  const main = page.locator('main');
  for (const target of await navigationTargets(page)) {
    await walkTo(page, target);
    await expect(main.getByRole('heading').first(), target).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: /^加载中…$/ })).toHaveCount(0);
    expect.soft(await brokenHeaderWords(page), target).toEqual([]);
  }
});
