import type { Page } from '@playwright/test';
import type { SimAlarmFault } from '../../src/contract/api/sim-faults';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';
import { walkTo } from './helpers/walk';
import { withSkin } from './helpers/skin';
import zhAlarmPush from '../../locales/zh/alarm-push.json' with { type: 'json' };

/** An L1 alarm on `deviceName`, text unique to this run. */
function l1(type: string, deviceName: string, tag: string): SimAlarmFault {
  return {
    site: 'WZ001',
    level: 1,
    content: `墙屏测试 ${tag}`,
    contentEn: `Wall test ${tag}`,
    type,
    deviceName,
  };
}

/** Scroll sizes of the page area and of the document against the viewport. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      main: main ? main.scrollHeight - main.clientHeight : NaN,
      doc: document.documentElement.scrollHeight - window.innerHeight,
      docX: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

/**
 * Texts that name a device (station, cluster, rack, cell, banner devices: marked data-device-name)
 * and are cut on screen: wider than their box, or than the nearest box that hides overflow.
 */
function cutDeviceNames(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    const named = document.querySelectorAll<HTMLElement>(
      '[data-device-name], [data-testid="station-name"], [data-testid="alarm-banner-device"]',
    );
    for (const el of named) {
      if (el.getClientRects().length === 0) continue;
      const r = el.getBoundingClientRect();
      let clipped = getComputedStyle(el).display !== 'inline' && el.scrollWidth > el.clientWidth + 1;
      for (let a = el.parentElement; a && a !== document.body && !clipped; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') {
          const box = a.getBoundingClientRect();
          clipped = r.right > box.right + 1 || r.left < box.left - 1;
          break;
        }
      if (clipped) cut.push(el.textContent ?? '');
    }
    return { count: named.length, cut };
  });
}

test('zh: the kiosk overview and storage page in the wall skin fit 1920 × 1080; the storage node shows the L1 alarm', async ({
  page,
  simulator,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const tag = Date.now().toString(36);
  await api(simulator).hook('alarm', { ...l1('bms', 'BMS-1', tag) });
  await signIn(page, simulator, 'admin', {
    language: 'zh',
    to: '/index/mainSys?kiosk=1&lang=zh&theme=screen',
  });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'screen');
  await expect(page.getByTestId('alarm-banner')).toContainText(`墙屏测试 ${tag}`, { timeout: 30_000 });

  // The storage node is red and says so, never a calm "静置" while its battery has an L1 alarm.
  const storage = page.getByTestId('flow-storage');
  await expect(storage).toHaveAttribute('data-alarm', '1');
  await expect(page.getByTestId('flow-storage-state')).toContainText('一级告警');
  await expect(page.getByTestId('flow-pv')).toHaveAttribute('data-alarm', '0');

  // Everything down to the 7-day chart is on the screen: no scrolling anywhere.
  await expect(page.getByTestId('top7').getByRole('img').first()).toBeVisible();
  await expect(page.getByTestId('worst-cells').getByTestId('worst-link').first()).toBeVisible();
  // Today's bar is drawn as partial (a day just begun is no loss), its tick reads 今日.
  const top7 = page.getByTestId('top7');
  await expect(top7.locator('g[data-date]').last()).toHaveAttribute('data-partial', 'true');
  await expect(top7.locator('g[data-partial="true"]')).toHaveCount(1);
  await expect(top7.getByText('今日', { exact: true })).toBeVisible();
  await expect.poll(() => overflow(page)).toEqual({ main: 0, doc: 0, docX: 0 });
  const chart = await page.getByTestId('top7').boundingBox();
  expect((chart?.y ?? Infinity) + (chart?.height ?? 0)).toBeLessThanOrEqual(1080);

  // The storage page on the wall: clusters beside stack, worst cells and PCS, no filters, no scrolling.
  await page.goto('/index/powerSys?kiosk=1&lang=zh&theme=screen');
  const wall = page.getByTestId('wall-station');
  await expect(wall.getByTestId('cluster-tile')).toHaveCount(2, { timeout: 30_000 });
  await expect(wall.getByTestId('worst-cells').getByTestId('worst-link').first()).toBeVisible();
  await expect(wall.getByTestId('pcs-unit').first()).toBeVisible();
  await expect(page.getByTestId('tile-sort')).toHaveCount(0);
  await expect.poll(() => overflow(page)).toEqual({ main: 0, doc: 0, docX: 0 });
  const side = page.getByTestId('wall-side');
  expect(await side.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
  const pcs = await wall.getByTestId('pcs-panel').boundingBox();
  expect((pcs?.y ?? Infinity) + (pcs?.height ?? 0)).toBeLessThanOrEqual(1080);
  // No cluster, rack or cell name is cut (tiles, worst cells, banner, strip).
  const names = await cutDeviceNames(page);
  expect(names.cut).toEqual([]);
  expect(names.count).toBeGreaterThan(10);
});

test('en: at 1280 × 800 in the wall skin the header names the station in full, two L1 devices take two banner lines and the kiosk overview fits', async ({
  page,
  simulator,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await withSkin(page, 'screen');
  const tag = Date.now().toString(36);
  await api(simulator).hook('alarm', { ...l1('pcs', 'PCS-1', `${tag} a`) });
  await api(simulator).hook('alarm', { ...l1('grid', 'Grid meter', `${tag} b`) });
  await signIn(page, simulator, 'admin', { language: 'en', to: '/index/mainSys' });

  const name = page.getByTestId('station-name');
  // The first page of a fresh session waits for the site configuration (slow on a busy machine).
  await expect(name).toHaveText('Wenzhou Energy Storage Station', { timeout: 30_000 });
  const box = name.locator('..');
  await expect(box).toHaveAttribute('data-truncated', 'false');
  // Polled: the header settles once the web fonts and the banner have laid out (read once, the
  // clean-clone run caught it a moment before and passed on its retry).
  await expect
    .poll(() => box.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight))
    .toBe(true);

  const banner = page.getByTestId('alarm-banner');
  await expect(banner.getByTestId('alarm-banner-group')).toHaveCount(2);
  await expect(page.getByTestId('worst-link').first()).toBeVisible();
  expect((await cutDeviceNames(page)).cut).toEqual([]);
  await expect(banner.getByTestId('alarm-banner-group').filter({ hasText: 'Grid meter' })).toContainText(
    `Wall test ${tag} b`,
  );
  expect((await banner.boundingBox())?.height).toBeLessThan(100);
  await expect(page.getByTestId('flow-grid')).toHaveAttribute('data-alarm', '1');
  // Each flow node's figure stays inside its box in the wall skin's larger type ('-179.4 kW' spilled).
  const spills = await page.getByTestId('energy-flow').evaluate((el) =>
    [...el.querySelectorAll<SVGTextElement>('.ef-value')].flatMap((text) => {
      const box = text.parentElement?.querySelector('rect')?.getBBox();
      const b = text.getBBox();
      return box && (b.x < box.x || b.x + b.width > box.x + box.width) ? [text.textContent] : [];
    }),
  );
  expect(spills).toEqual([]);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/wall-1280-en-overview.png` });

  // The alarm sound is a per-browser setting in "More", off by default; the banner's toggle follows it.
  await page.getByRole('button', { name: 'More' }).click();
  const sound = page.getByRole('checkbox', { name: 'Alarm sound in this browser' });
  await expect(sound).not.toBeChecked();
  await sound.check();
  await expect(page.getByTestId('alarm-sound')).toHaveText('Sound on');
  // Kept in this browser's local storage (IOT- envelope), not in the account.
  expect(await page.evaluate(() => localStorage.getItem('IOT-alarmSound'))).toContain('"content":true');

  // The storage page at 1280 in the wall skin: cluster titles, rack/cell places, worst cells whole.
  await page.goto('/index/powerSys');
  // Title and the four extremes' rack/cell places, once the cells are known.
  await expect(page.getByTestId('cluster-tile').first().locator('[data-device-name]')).toHaveCount(5, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('worst-link').first()).toBeVisible();
  const names = await cutDeviceNames(page);
  expect(names.cut).toEqual([]);
  expect(names.count).toBeGreaterThan(10);

  // The same panel PC as a kiosk: three columns in the height under the strip and banner, no
  // scrolling; the middle column turns its pages instead (the 7-day ticks read the day alone).
  await page.goto('/index/mainSys?kiosk=1&lang=en&theme=screen');
  await expect(page.getByTestId('kiosk-strip')).toBeVisible();
  await expect(page.getByTestId('alarm-banner').getByTestId('alarm-banner-group')).toHaveCount(2);
  await expect(page.getByTestId('top7').getByText('Today', { exact: true })).toBeVisible({ timeout: 30_000 });
  // Polled: a line that appears above the panels (the control reason, once its answer is in) moves
  // them down for one frame, until the resize observer gives them the height left (the clean-clone
  // run read main 62 px over in that frame and passed on its retry; the screenshot fit).
  await expect.poll(() => overflow(page)).toEqual({ main: 0, doc: 0, docX: 0 });
  for (const id of ['energy-flow', 'top7', 'overview-middle']) {
    const box = await page.getByTestId(id).boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0), id).toBeLessThanOrEqual(800);
  }
});

/**
 * Short Chinese words (two to four characters: '关闭', '单位', '每个电池簇' is five and may wrap) in the
 * page's table cells that stand on more than one line.
 */
/**
 * Tables of free text (the alarm push's notification log: other tests' alarms such as '写入日志 x1'
 * in its message column, which wraps as text does): not checked.
 */
const FREE_TEXT_TABLES = [zhAlarmPush.log.title];

function brokenCellWords(page: Page) {
  return page.locator('main').evaluate((main, freeText) => {
    const broken: string[] = [];
    for (const cell of main.querySelectorAll<HTMLElement>('tbody td')) {
      if (cell.getClientRects().length === 0) continue;
      // A log of messages (free text written by whoever raised the alarm) wraps as text does.
      if (freeText.includes(cell.closest('table')?.querySelector('caption')?.textContent ?? '')) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const run of (node.textContent ?? '').matchAll(
          /(?<![\u4e00-\u9fff])[\u4e00-\u9fff]{2,4}(?![\u4e00-\u9fff])/g,
        )) {
          const range = document.createRange();
          range.setStart(node, run.index);
          range.setEnd(node, run.index + run[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1)
            broken.push(run[0]);
        }
      }
    }
    return [...new Set(broken)];
  }, FREE_TEXT_TABLES);
}

test('zh, wall skin at 1280: the settings tables have the room to keep short words whole', async ({
  page,
  simulator,
}) => {
  // Beside the menu and the section list (250 px each in the wall skin) the thresholds table broke
  // '关闭' in its L1-L3 cells and the users table took '手机号码' apart.
  await page.setViewportSize({ width: 1280, height: 800 });
  await withSkin(page, 'screen');
  await signIn(page, simulator, 'admin', { language: 'zh', to: '/index/mainSys' });
  for (const target of [
    '/index/settings/alarm-thresholds',
    '/index/settings/users',
    '/index/settings/alarm-push',
  ]) {
    await walkTo(page, target);
    await expect(page.locator('main tbody tr').first(), target).toBeVisible({ timeout: 15_000 });
    expect.soft(await brokenCellWords(page), target).toEqual([]);
  }
});

test('zh, wall skin at 1280: in each flow node the name, figure and state stand apart', async ({
  page,
  simulator,
}) => {
  // The larger type of the wall skin put '☀ 光伏' on top of '0.0 kW' in the 60-unit box.
  await page.setViewportSize({ width: 1280, height: 800 });
  await withSkin(page, 'screen');
  await signIn(page, simulator, 'admin', { language: 'zh', to: '/index/mainSys' });
  await expect(page.locator('.ef-value').first()).toContainText('kW', { timeout: 30_000 });
  const crowded = await page.getByTestId('energy-flow').evaluate((el) =>
    [...el.querySelectorAll<SVGTextElement>('.ef-value')].flatMap((value) => {
      const name = value.parentElement?.querySelector<SVGTextElement>('.ef-name');
      const state = value.parentElement?.querySelector<SVGTextElement>('.ef-state');
      const box = value.parentElement?.querySelector('rect')?.getBBox();
      if (!name || !state || !box) return [`${value.textContent}: no name, state or box`];
      // Glyph extents from the baseline and font size (CJK glyphs reach 0.88 em up, 0.12 down),
      // moved by any CSS transform; text boxes would count the line gap too.
      const ink = (t: SVGTextElement) => {
        const style = getComputedStyle(t);
        const size = parseFloat(style.fontSize);
        const base =
          t.y.baseVal[0].value + new DOMMatrix(style.transform === 'none' ? undefined : style.transform).f;
        return { top: base - size * 0.88, bottom: base + size * 0.12 };
      };
      const [n, v, s] = [ink(name), ink(value), ink(state)];
      const out: string[] = [];
      if (n.bottom > v.top)
        out.push(`${name.textContent} over ${value.textContent} by ${(n.bottom - v.top).toFixed(1)}`);
      if (v.bottom > s.top)
        out.push(`${value.textContent} over ${state.textContent} by ${(v.bottom - s.top).toFixed(1)}`);
      if (n.top < box.y || s.bottom > box.y + box.height)
        out.push(`${value.textContent}: text outside its box`);
      return out;
    }),
  );
  expect(crowded).toEqual([]);
});
