import type { Browser, Page } from '@playwright/test';
import type { RunningSimulator } from '../../simulator/server';
import { expect, test } from './fixtures';
import { signIn } from './helpers/session';
import { withSkin, type Skin } from './helpers/skin';
import { walkTo } from './helpers/walk';
import enPower from '../../locales/en/power.json' with { type: 'json' };
import zhPower from '../../locales/zh/power.json' with { type: 'json' };

/*
 * Chart text follows the skin (issue 30): the wall skin, read from 3–5 m, draws the labels of the
 * overview's flow and 7-day chart, the history chart's axes, powerSys' cell grid and the price
 * templates' curve of today's prices larger than the dark skin does. Sizes are measured on screen: the SVG texts' box heights (the flow's SVG is
 * scaled by its width) and, for lightweight-charts (canvas), the time axis's row, which
 * lightweight-charts sizes from its label font.
 */

type Sizes = Record<string, number>;

/** On-screen height (px) of the first visible element matching each selector. */
function heights(page: Page, selectors: Record<string, string>) {
  return page.evaluate((sel) => {
    const out: Record<string, number> = {};
    for (const [name, css] of Object.entries(sel)) {
      const el = [...document.querySelectorAll(css)].find((e) => e.getClientRects().length > 0);
      out[name] = el ? el.getBoundingClientRect().height : NaN;
    }
    return out;
  }, selectors);
}

/** powerSys' view of every cell of the station (power.json toolbar.views.heatmap). */
const HEATMAP = { zh: zhPower.toolbar.views.heatmap, en: enPower.toolbar.views.heatmap };

/** The time axis of a lightweight-charts chart: the last row of its table, sized from its font. */
const timeAxis = (testId: string) => `[data-testid="${testId}"] table tr:last-child`;

async function measure(browser: Browser, sim: RunningSimulator, skin: Skin, language: 'zh' | 'en') {
  const context = await browser.newContext({ baseURL: sim.url, viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  try {
    await withSkin(page, skin);
    await signIn(page, sim, 'admin', { language });
    await expect(page.locator('html')).toHaveAttribute('data-theme', skin);
    const sizes: Sizes = {};

    await walkTo(page, '/index/mainSys');
    await expect(page.getByTestId('flow-pv').locator('.ef-value')).not.toHaveText('--', { timeout: 20_000 });
    await expect(page.getByTestId('top7').locator('.visx-axis-tick text').first()).toBeVisible({
      timeout: 20_000,
    });
    Object.assign(
      sizes,
      await heights(page, {
        flowName: '[data-testid="flow-grid"] .ef-name',
        flowValue: '[data-testid="flow-grid"] .ef-value',
        flowState: '[data-testid="flow-grid"] [data-testid="flow-grid-state"]',
        flowBus: '[data-testid="energy-flow"] svg > text',
        top7Tick: '[data-testid="top7"] .visx-axis-bottom .visx-axis-tick text',
        top7Value: '[data-testid="top7"] g[data-date] text',
      }),
    );

    await walkTo(page, '/index/historySys');
    await expect(page.getByTestId('history-power-chart').locator('canvas').first()).toBeVisible({
      timeout: 20_000,
    });
    Object.assign(sizes, await heights(page, { historyTimeAxis: timeAxis('history-power-chart') }));

    await walkTo(page, '/index/powerSys');
    await page.getByRole('radio', { name: HEATMAP[language], exact: true }).click();
    const grid = page.getByTestId('cell-grid').first();
    await expect(grid.locator('.visx-axis-tick text').first()).toBeVisible({ timeout: 20_000 });
    Object.assign(
      sizes,
      await heights(page, {
        gridColumn: '[data-testid="cell-grid"] .visx-axis-top .visx-axis-tick text',
        gridRow: '[data-testid="cell-grid"] .visx-axis-left .visx-axis-tick text',
      }),
    );

    // Today's price curve (settings, price templates): its prices and hours.
    await walkTo(page, '/index/settings/price-templates');
    const curve = page.getByTestId('today-price-curve');
    await expect(curve.locator('[data-hour-label]').first()).toBeVisible({ timeout: 20_000 });
    Object.assign(
      sizes,
      await heights(page, {
        priceHour: '[data-testid="today-price-curve"] [data-hour-label]',
        priceValue: '[data-testid="today-price-curve"] [data-price-label]:not(:empty)',
      }),
    );
    return sizes;
  } finally {
    await context.close();
  }
}

// One language per journey (CI budget, promise 2): the other language's words are checked by
// tests/unit/i18n/locale-parity.test.ts and by the journeys that run in it.
for (const language of ['en'] as ReadonlyArray<'zh' | 'en'>) {
  test(`${language}: chart and flow labels are larger in the wall skin than in the dark skin (1920 × 1080)`, async ({
    browser,
    simulator,
  }) => {
    test.setTimeout(180_000);
    const dark = await measure(browser, simulator, 'dark', language);
    const wall = await measure(browser, simulator, 'screen', language);
    const sizes = Object.keys(dark).map((name) => `${name} ${dark[name]} -> ${wall[name]}`);
    for (const [name, px] of Object.entries(dark))
      expect(px, `${name} measured in the dark skin: ${sizes.join(', ')}`).toBeGreaterThan(0);
    // At least a tenth larger on screen (the wall skin's scale is 1.25): every label that is not.
    const notLarger = Object.keys(dark).filter((name) => !(wall[name] > dark[name] * 1.1));
    expect(notLarger, `on-screen px, dark -> wall: ${sizes.join(', ')}`).toEqual([]);
  });
}
