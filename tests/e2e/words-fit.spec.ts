import type { Locator, Page } from '@playwright/test';
import enDevices from '../../locales/en/devices.json' with { type: 'json' };
import enEnvcards from '../../locales/en/envcards.json' with { type: 'json' };
import enReports from '../../locales/en/reports.json' with { type: 'json' };
import enShell from '../../locales/en/shell.json' with { type: 'json' };
import enSubsystems from '../../locales/en/subsystems.json' with { type: 'json' };
import enUsers from '../../locales/en/sysusers.json' with { type: 'json' };
import zhDevices from '../../locales/zh/devices.json' with { type: 'json' };
import zhEnvcards from '../../locales/zh/envcards.json' with { type: 'json' };
import zhReports from '../../locales/zh/reports.json' with { type: 'json' };
import zhShell from '../../locales/zh/shell.json' with { type: 'json' };
import zhSubsystems from '../../locales/zh/subsystems.json' with { type: 'json' };
import zhUsers from '../../locales/zh/sysusers.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { openSettingsSection } from './helpers/locale';
import { login, startIn } from './helpers/ui';
import { navigationTargets, walkTo } from './helpers/walk';

/* Issue 30: words that fit their box at 1280 × 800 and agree with what they stand beside. */

const SHELL = { zh: zhShell, en: enShell } as const;

/** Chooses a skin as a user does at 1280: "More", then the skin select. */
async function chooseSkin(page: Page, language: 'zh' | 'en', skin: 'light' | 'screen') {
  const shell = SHELL[language];
  await page.getByRole('button', { name: shell.header.more, exact: true }).click();
  await page.getByRole('combobox', { name: shell.header.theme, exact: true }).selectOption(skin);
  await expect(page.locator('html')).toHaveAttribute('data-theme', skin);
  await page.keyboard.press('Escape');
}

/** An input's placeholder set as its value: wider than the box when the placeholder is cut. */
async function placeholderOverflow(input: Locator): Promise<number> {
  return input.evaluate((el: HTMLInputElement) => {
    const before = el.value;
    el.value = el.placeholder;
    const over = el.scrollWidth - el.clientWidth;
    el.value = before;
    return over;
  });
}

const menu = (page: Page, language: 'zh' | 'en') =>
  page.getByRole('navigation', { name: SHELL[language].header.menu, exact: true });

test.use({ viewport: { width: 1280, height: 800 } });

for (const skin of ['screen', 'light'] as const) {
  test(`en, ${skin} skin at 1280: the cluster-number and tag-search placeholders are whole`, async ({
    page,
  }) => {
    await startIn(page, 'en');
    await login(page, 'admin');
    await chooseSkin(page, 'en', skin);
    await openSettingsSection(page, 'en', enDevices.title);
    const cluster = page.getByRole('textbox', { name: enDevices.batch.groupNo, exact: true });
    await expect(cluster).toHaveAttribute('placeholder', enDevices.batch.groupNo);
    expect(await placeholderOverflow(cluster)).toBeLessThanOrEqual(0);
    const keyword = page.getByRole('searchbox', { name: enDevices.filter.keyword, exact: true });
    expect(await placeholderOverflow(keyword)).toBeLessThanOrEqual(0);

    await openSettingsSection(page, 'en', 'Tags');
    const search = page.getByRole('searchbox', { name: 'Search by number or name', exact: true });
    await expect(search).toBeVisible();
    expect(await placeholderOverflow(search)).toBeLessThanOrEqual(0);
    // The templates' dictionary entry in English, not 'station · 储能系统'.
    await expect(
      page.getByRole('cell', { name: 'station · Storage system', exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: 'station · 储能系统', exact: true })).toHaveCount(0);

    await menu(page, 'en').getByRole('link', { name: 'Data export', exact: true }).click();
    const tags = page.getByRole('searchbox', { name: 'Search tags by number or name', exact: true });
    await expect(tags).toBeVisible();
    expect(await placeholderOverflow(tags)).toBeLessThanOrEqual(0);
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language}: the air conditioner's running state is one row, its value with both buttons`, async ({
    page,
  }) => {
    const words = {
      zh: {
        storage: '储能',
        container: '储能舱',
        one: '1号舱',
        state: '运行状态',
        stop: '停机',
        on: '开机',
        off: '关机',
      },
      en: {
        storage: 'Storage',
        container: 'Container',
        one: 'Container 1',
        state: 'Running state',
        stop: 'Stop',
        on: 'Start',
        off: 'Stop',
      },
    }[language];
    await startIn(page, language);
    await login(page, 'admin');
    await menu(page, language).getByRole('link', { name: words.storage, exact: true }).click();
    await page
      .getByRole('combobox', { name: words.container, exact: true })
      .selectOption({ label: words.one });
    const card = page.getByTestId('env-cards').locator('[data-kind="airConditioner"]').first();
    await expect(card.locator('dt', { hasText: words.state })).toHaveCount(1, { timeout: 15_000 });
    // No row named after a command ('停机' / 'Stop') beside the running state's value.
    await expect(card.locator('dt').filter({ hasText: new RegExp(`^${words.stop}$`) })).toHaveCount(0);
    const row = card.locator('dt', { hasText: words.state }).locator('xpath=following-sibling::*[2]');
    await expect(row.getByRole('button', { name: words.on, exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: words.off, exact: true })).toBeVisible();
  });
}

test('a write refused in zh reads in English in the en operation log; the log fits 1280 in the wall skin', async ({
  page,
  simulator,
}) => {
  // The administrator's call without Accept-Language: the station answers in Chinese.
  const refused = await api(simulator)
    .asAdmin('POST', 'config/system/save', { json: { stationName: 'a/b' } })
    .then(
      () => '',
      (error: Error) => error.message.replace(/^[^:]*: 400 /, ''),
    );
  expect(refused).toMatch(/^站点名称/);
  await startIn(page, 'en');
  await login(page, 'admin');
  await chooseSkin(page, 'en', 'screen');
  await menu(page, 'en').getByRole('link', { name: 'Operation logs', exact: true }).click();
  const table = page.getByTestId('oplog-table');
  const row = table
    .getByRole('row')
    .filter({ has: page.locator('[title="POST config/system/save"]') })
    .filter({ hasText: 'Failure' })
    .first();
  await expect(row).toContainText('The site name must not contain / (stationName)');
  await expect(row).not.toContainText(refused);
  // No sideways scrolling: the table fits its box; the raw parameters are not shown (issue 30).
  const scroller = table.locator('.overflow-x-auto').first();
  expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expect(row).not.toContainText('stationName=');
});

/** How far each of the boxes overflows (scrollWidth - clientWidth, and the tile's height). */
async function overflows(boxes: Locator): Promise<number[]> {
  return boxes.evaluateAll((els) =>
    els.map((el) => Math.max(el.scrollWidth - el.clientWidth, el.scrollHeight - el.clientHeight)),
  );
}

for (const language of ['zh', 'en'] as const) {
  test(`${language}, screen skin at 1280: every figure of a cluster tile is whole`, async ({ page }) => {
    await startIn(page, language);
    await login(page, 'admin');
    await chooseSkin(page, language, 'screen');
    await walkTo(page, '/index/powerSys');
    const tile = page.locator('[data-testid="cluster-tile"][data-live="true"]').first();
    await expect(tile.getByTestId('tile-spread')).toBeVisible({ timeout: 15_000 });
    // The tile itself (the spread row is not cut off below) and each of its lines.
    expect(await overflows(tile)).toEqual([0]);
    // The status badge too ('Discharging forbidden' lost its last letters in en at 1280).
    const lines = tile.locator('span');
    const over = await overflows(lines);
    expect(over.length).toBeGreaterThan(5);
    expect(over.filter((o) => o > 0)).toEqual([]);
  });
}

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

/** Room between a text field and its label above it; negative when the label sits beside it. */
async function labelGap(field: Locator): Promise<number> {
  return field.evaluate((el: HTMLInputElement) => {
    const label = el.labels?.[0];
    if (!label) return Number.NaN;
    return el.getBoundingClientRect().top - label.getBoundingClientRect().bottom;
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language} at 1280: a date-time field's label stands above it with room between`, async ({
    page,
  }) => {
    // The export form gives DateTimeInput no classes: its label sat beside the field, touching it.
    const words = { zh: ['数据导出', '开始时间', '结束时间'], en: ['Data export', 'Start', 'End'] }[language];
    await startIn(page, language);
    await login(page, 'admin');
    await menu(page, language).getByRole('link', { name: words[0], exact: true }).click();
    for (const name of words.slice(1)) {
      const field = page.getByRole('textbox', { name, exact: true });
      await expect(field).toBeVisible();
      expect(await labelGap(field), name).toBeGreaterThanOrEqual(3);
    }
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language}, screen skin at 1280: no page scrolls sideways; every settings section opens at its top`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await startIn(page, language);
    await login(page, 'admin');
    // The wall skin's larger type: the widest pages and the longest section list.
    await chooseSkin(page, language, 'screen');
    const targets = await navigationTargets(page);
    expect(targets.length).toBeGreaterThan(35);
    const main = page.locator('main');
    for (const target of targets) {
      await walkTo(page, target);
      await expect(main.getByRole('heading').first(), target).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: /^(加载中…|Loading…)$/ })).toHaveCount(0);
      // Links low in the list are reached by scrolling; the section still opens at its top.
      // Each section starts with its title (the kiosk section had none and read as scrolled down).
      if (target.startsWith('/index/settings/')) {
        expect.soft(await main.evaluate((m) => m.scrollTop), `${target} scrollTop`).toBe(0);
        await expect.soft(main.getByRole('heading', { level: 1 }).first(), target).toBeInViewport();
      }
      // Consumption statistics' comparison table took half of 1280 px and pushed it 25 px (zh).
      const sideways = await main.evaluate((m) => [
        m.scrollWidth - m.clientWidth,
        document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ]);
      expect.soft(sideways, `${target} scrolls sideways (main, page)`).toEqual([0, 0]);
    }
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language} at 1280: the report charts name their series in a legend, not over the last bars`, async ({
    page,
  }) => {
    // A series' title beside its last-value label ran from the axis over the last days' bars.
    const [shell, reports] = language === 'zh' ? [zhShell, zhReports] : [enShell, enReports];
    await startIn(page, language);
    await login(page, 'admin');
    await menu(page, language).getByRole('link', { name: shell.pages.chartSys, exact: true }).click();
    const legend = page.getByTestId('report-chart-legend');
    await expect(legend.getByRole('listitem')).toHaveText([reports.chart.discharge, reports.chart.charge]);
    await menu(page, language).getByRole('link', { name: shell.pages.energySys, exact: true }).click();
    await expect(page.getByTestId('energy-chart-legend').getByRole('listitem').first()).toHaveText(
      reports.energy.compare.current,
    );
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

for (const language of ['zh', 'en'] as const) {
  test(`${language} at 1280: the export form's labels share one look; the empty tag list says what to do`, async ({
    page,
  }) => {
    const words = {
      zh: ['数据导出', '开始时间', '结束时间', '请先选择设备'],
      en: ['Data export', 'Start', 'End', 'Pick a device first'],
    }[language];
    await startIn(page, language);
    await login(page, 'admin');
    await menu(page, language).getByRole('link', { name: words[0], exact: true }).click();
    const form = page.locator('main section').first();
    await expect(page.getByRole('textbox', { name: words[1], exact: true })).toBeVisible();
    // Device, Tags, Start and End: one size and colour (Start/End were 16 px beside 14 px).
    const looks = await form.evaluate((f) =>
      [...f.querySelectorAll('label[for], legend')].map((el) => {
        const s = getComputedStyle(el);
        return `${s.fontSize} ${s.color}`;
      }),
    );
    expect(looks.length).toBe(3 + 1);
    expect(new Set(looks).size, looks.join(' | ')).toBe(1);
    // The tag list before a device is chosen was an empty thin box.
    await expect(page.getByTestId('export-tags')).toHaveText(words[3]);
  });
}

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

for (const language of ['zh', 'en'] as const) {
  test(`${language} at 1280: custom charts without charts show one message with the way to make one`, async ({
    page,
    simulator,
  }) => {
    const words = {
      zh: ['自定义图表', '新建图表'],
      en: ['Custom charts', 'New chart'],
    }[language];
    // The worker's simulator is shared: custom-chart.spec may have left the admin charts before this
    // test (the clean-clone CI failed on it for 30 s; the retry's fresh worker passed).
    const charts = await api(simulator).asAdmin<Array<{ id: string }>>('GET', 'customchart/list');
    if (charts.length > 0) {
      await api(simulator).asAdmin('POST', 'customchart/remove', {
        query: { ids: charts.map((c) => c.id).join(',') },
      });
    }
    await startIn(page, language);
    await login(page, 'admin');
    await menu(page, language).getByRole('link', { name: words[0], exact: true }).click();
    const none = page.getByTestId('custom-chart-none');
    await expect(none).toBeVisible({ timeout: 15_000 });
    await expect(none).toContainText(words[1]);
    // The list's 'no data' and the chart area's 'choose a chart' stood side by side.
    await expect(page.locator('main').getByText(/^(暂无数据|No data)$/)).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: language === 'zh' ? '我的图表' : 'My charts' }),
    ).toHaveCount(0);
  });
}

test('en at 1280: the operation log filter labels stand on one line', async ({ page }) => {
  await startIn(page, 'en');
  await login(page, 'admin');
  await menu(page, 'en').getByRole('link', { name: 'Operation logs', exact: true }).click();
  const filters = page.getByRole('form', { name: 'Operation logs', exact: true });
  await expect(filters.getByRole('textbox').first()).toBeVisible();
  // The date-time labels sat a pixel or two off the account and operation labels.
  const tops = await filters.evaluate((f) =>
    [...f.querySelectorAll('label')]
      .map((l) => {
        const text = [...l.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (!text) return null;
        const range = document.createRange();
        range.selectNodeContents(text);
        return `${text.textContent?.trim()} ${Math.round(range.getBoundingClientRect().top)}`;
      })
      .filter((x): x is string => x !== null),
  );
  expect(tops.length).toBe(4);
  expect(new Set(tops.map((x) => x.split(' ').pop())).size, tops.join(' | ')).toBe(1);
});

test('en at 1280: the same period last year, before the stored history, reads "No data", not 0.00', async ({
  page,
}) => {
  // The station stores 60 days: a year back it has no day (it read '0.00 kWh --').
  await startIn(page, 'en');
  await login(page, 'admin');
  await menu(page, 'en').getByRole('link', { name: enShell.pages.energySys, exact: true }).click();
  const rows = page.getByTestId('energy-comparison').locator('tbody tr');
  await expect(rows.first().locator('td').nth(0)).toHaveText(/\d/, { timeout: 15_000 });
  for (const row of await rows.all()) {
    await expect(row.locator('td').nth(2)).toHaveText(enReports.energy.compare.noData);
    await expect(row.locator('td').nth(1)).toHaveText(/\d/);
  }
});

for (const language of ['zh', 'en'] as const) {
  test(`${language} at 1280: the live charts name their series in a legend, not beside the last values`, async ({
    page,
  }) => {
    // 'Active power' and 'Load power' beside their last values stacked on each other and hid a tick.
    const [shell, words] = language === 'zh' ? [zhShell, zhSubsystems] : [enShell, enSubsystems];
    await startIn(page, language);
    await login(page, 'admin');
    await menu(page, language).getByRole('link', { name: shell.pages.electricSys, exact: true }).click();
    // Each name, then its latest value (h30a: the values left the axis for the legend).
    const named = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    await expect(page.getByTestId('grid-chart-legend').getByRole('listitem')).toHaveText([
      named(words.grid.active),
      named(words.grid.load),
    ]);
    await menu(page, language).getByRole('link', { name: shell.pages.pvSys, exact: true }).click();
    await expect(page.getByTestId('pv-chart-legend').getByRole('listitem')).toHaveText([
      named(words.pv.power),
    ]);
  });
}

/* h30a: counts apart from buttons, real container names, one device type in two lines at most,
   latest values in a legend, compared series with data only, an efficiency one can trust. */

const DEVICES = { zh: zhDevices, en: enDevices } as const;
const REPORTS = { zh: zhReports, en: enReports } as const;

for (const language of ['zh', 'en'] as const) {
  test(`${language} at 1280: an env template's device count reads apart from the row's buttons`, async ({
    page,
  }) => {
    // The Devices column read '1 Devices Clone': the count ran into the buttons beside it.
    const cards = language === 'zh' ? zhEnvcards : enEnvcards;
    const count = { zh: /^\d+ 台设备$/, en: /^\d+ devices?$/ }[language];
    await startIn(page, language);
    await login(page, 'admin');
    await openSettingsSection(page, language, cards.title);
    const table = page
      .locator('main table')
      .filter({ has: page.locator('tbody tr') })
      .first();
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
    const headers = await table.locator('thead th').allTextContents();
    const column = headers.indexOf(cards.columns.devices) + 1;
    expect(column, 'the devices column').toBeGreaterThan(0);
    const cells = table.locator(`tbody tr td:nth-child(${column})`);
    for (const cell of await cells.all()) {
      await expect(cell).toHaveText(count);
      await expect(cell.getByRole('button')).toHaveCount(0);
    }
    // The buttons stand with the row's actions.
    const first = table.locator('tbody tr').first();
    await expect(first.locator('button', { hasText: cards.actions.devices })).toBeVisible();
    await expect(first.locator('button', { hasText: cards.actions.clone })).toBeVisible();
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language} at 1280: the seeded containers have real names in the containers and devices lists`, async ({
    page,
  }) => {
    // The seed named them '#1', '#2': read like placeholders.
    const devices = DEVICES[language];
    const one = { zh: '1号储能舱', en: 'Container 1' }[language];
    await startIn(page, language);
    await login(page, 'admin');
    await openSettingsSection(page, language, devices.containers.title);
    await expect(page.getByRole('cell', { name: one, exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main td', { hasText: /^#\d+$/ })).toHaveCount(0);
    await openSettingsSection(page, language, devices.title);
    await expect(page.getByRole('cell', { name: one, exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main td', { hasText: /^#\d+$/ })).toHaveCount(0);
    const filter = page.getByRole('combobox', { name: devices.columns.container, exact: true });
    await expect(filter.locator('option', { hasText: one })).toHaveCount(1);
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language} at 1280: a device's type stands on two lines at most; its name is whole`, async ({
    page,
  }) => {
    // 'Liquid cooling unit' stood a word a line.
    const devices = DEVICES[language];
    await startIn(page, language);
    await login(page, 'admin');
    await openSettingsSection(page, language, devices.title);
    const table = page
      .locator('main table')
      .filter({ has: page.locator('tbody tr') })
      .first();
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
    // Every type on one page: liquid cooling units are among the last rows.
    const type = page.getByRole('combobox', { name: devices.columns.type, exact: true });
    const headers = await table.locator('thead th').allTextContents();
    const column = (name: string) => headers.indexOf(name) + 1;
    expect(column(devices.columns.type)).toBeGreaterThan(0);
    for (const kind of ['liquidCooling', 'flooding', 'generator', 'pv', 'airConditioner'] as const) {
      if ((await type.locator('option', { hasText: devices.types[kind] }).count()) === 0) continue;
      await type.selectOption({ label: devices.types[kind] });
      await expect(table.locator('tbody tr').first()).toContainText(devices.types[kind]);
      const lines = await table
        .locator(`tbody tr td:nth-child(${column(devices.columns.type)})`)
        .evaluateAll((cells) =>
          cells.map((td) => {
            // The lines of its text (not the boxes around it), by their tops.
            const tops = new Set<number>();
            const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const r of range.getClientRects()) tops.add(Math.round(r.top));
            }
            return tops.size;
          }),
        );
      expect(lines.length, kind).toBeGreaterThan(0);
      expect(Math.max(...lines), `${kind}: lines of its type`).toBeLessThanOrEqual(2);
      const names = table.locator(`tbody tr td:nth-child(${column(devices.columns.name)})`);
      expect(
        (await overflows(names)).filter((o) => o > 0),
        `${kind}: names cut`,
      ).toEqual([]);
    }
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language} at 1280: electricSys shows its latest values in the legend, none on the value axis`, async ({
    page,
  }) => {
    // Two close last-value labels (active and load power) covered each other and an axis tick.
    await startIn(page, language);
    await login(page, 'admin');
    await walkTo(page, '/index/electricSys');
    const legend = page.getByTestId('grid-chart-legend');
    await expect(legend.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
    for (const item of await legend.getByRole('listitem').all())
      await expect(item.getByTestId('legend-value')).toHaveText(/^-?[\d,.]+ kW$/);
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language}: energySys names no compared period without data in its chart's legend`, async ({
    page,
  }) => {
    const reports = REPORTS[language];
    await startIn(page, language);
    await login(page, 'admin');
    await walkTo(page, '/index/energySys');
    // A station without data a year ago: its comparison says so, and the legend does not name it.
    const legend = page.getByTestId('energy-chart-legend');
    await expect(legend.getByRole('listitem').first()).toHaveText(reports.energy.compare.current, {
      timeout: 15_000,
    });
    const comparison = page.getByTestId('energy-comparison');
    const heads = await comparison.locator('thead th').allTextContents();
    const lastYearColumn = heads.indexOf(reports.energy.compare.lastYear) + 1;
    expect(lastYearColumn).toBeGreaterThan(0);
    await expect(comparison.locator(`tbody tr > :nth-child(${lastYearColumn})`).first()).toHaveText(
      reports.energy.compare.noData,
    );
    await expect(
      legend.getByRole('listitem').filter({ hasText: reports.energy.compare.lastYear }),
    ).toHaveCount(0);
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`${language}: this month's round-trip efficiency on energySys says it is not final`, async ({
    page,
  }) => {
    // Today's figure read 135.6 % while the day filled (yesterday's charge discharged today).
    const reports = REPORTS[language];
    await startIn(page, language);
    await login(page, 'admin');
    await walkTo(page, '/index/energySys');
    // The month (the default) reaches today: its efficiency is marked, with the reason as tooltip.
    const kpi = page.getByTestId('kpi-efficiency');
    const marked = kpi.locator('[data-trust]');
    await expect(marked).toHaveCount(1);
    const trust = await marked.getAttribute('data-trust');
    const [tag, reason] =
      trust === 'over'
        ? [reports.efficiency.over, /^(放电量|Discharge)/]
        : [reports.efficiency.partial, reports.efficiency.partialReason];
    await expect(marked).toContainText(tag);
    await expect(marked).toHaveAttribute('title', reason);
    // Never a bare figure above 100 %.
    const figure = /(\d+(?:\.\d+)?)%/.exec((await marked.textContent()) ?? '');
    if (trust !== 'over' && figure) expect(Number(figure[1])).toBeLessThanOrEqual(100);
  });
}

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

/**
 * Texts in the page area that read at less than 4.5 : 1 against the first opaque background behind
 * them (WCAG AA for normal text); disabled or faded controls and chart drawings left out.
 */
async function lowContrastTexts(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const backdrop = (el: Element | null): number[] => {
      for (let a = el; a; a = a.parentElement) {
        const bg = rgb(getComputedStyle(a).backgroundColor);
        if (bg.length >= 3 && (bg[3] ?? 1) === 1) return bg;
      }
      return rgb(getComputedStyle(document.body).backgroundColor);
    };
    const low = new Set<string>();
    for (const el of main.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('svg, canvas, :disabled, [aria-disabled="true"]') || el.getClientRects().length === 0)
        continue;
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!own) continue;
      let faded = false;
      for (let a: Element | null = el; a && !faded; a = a.parentElement)
        faded = Number(getComputedStyle(a).opacity) < 1;
      if (faded) continue;
      const [l1, l2] = [luminance(rgb(getComputedStyle(el).color)), luminance(backdrop(el))];
      const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
      if (ratio < 4.5) low.add(`${el.textContent?.trim().slice(0, 30)} (${ratio.toFixed(2)})`);
    }
    return [...low];
  });
}

test('zh, light skin at 1280: the status words read at 4.5 : 1 on the live and log pages', async ({
  page,
}) => {
  // The amber of the control line (实际…：PCS功率限制) read at 3.6 : 1 on the light page, the green of
  // 成功 / 充电中 at 4.0 : 1.
  test.setTimeout(120_000);
  await startIn(page, 'zh');
  await login(page, 'admin');
  await chooseSkin(page, 'zh', 'light');
  const main = page.locator('main');
  for (const target of [
    '/index/mainSys',
    '/index/strategySys',
    '/index/operationSys',
    '/index/chargingPileSys',
    '/index/alarmSys',
  ]) {
    await walkTo(page, target);
    await expect(main.getByRole('heading').first(), target).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: /^加载中…$/ })).toHaveCount(0);
    await page.waitForTimeout(1500);
    expect.soft(await lowContrastTexts(page), target).toEqual([]);
  }
});
