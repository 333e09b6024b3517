import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';
import { withSkin } from './helpers/skin';

/*
 * Screenshots of the monitoring surfaces for a person to look at (not an assertion of looks):
 * SHOTS_DIR=/tmp/shots npx playwright test tests/e2e/monitoring-screens.spec.ts
 */
const dir = process.env.SHOTS_DIR;
test.skip(!dir, 'set SHOTS_DIR to take the screenshots');
test.use({ simulatorOptions: { clusters: 12, racks: 12, cells: 24 } });

for (const [w, h, lang, theme] of [
  [1280, 800, 'zh', 'dark'],
  [1920, 1080, 'en', 'light'],
] as const)
  test(`monitoring screens ${w}x${h} ${lang} ${theme}`, async ({ page, simulator }) => {
    test.setTimeout(120_000);
    const sim = api(simulator);
    await sim.hook('cell', { site: 'WZ001', clusterNo: 2, rack: 10, cell: 19, voltageMv: 3680 });
    await sim.hook('cell', { site: 'WZ001', clusterNo: 5, rack: 3, cell: 7, tempDeciC: 430 });
    await page.setViewportSize({ width: w, height: h });
    await startIn(page, lang);
    await withSkin(page, theme);
    const name = (what: string) => `${dir}/mon-${what}-${w}x${h}-${lang}-${theme}.png`;
    await login(page, 'admin', { to: '/index/powerSys' });
    await expect(page.getByTestId('data-age')).toHaveAttribute('data-source', 'live', { timeout: 15_000 });
    await expect(page.locator('[data-testid="cluster-tile"][data-cluster="2"]')).toHaveAttribute(
      'data-health',
      '2',
    );
    await page.screenshot({ path: name('power-tiles') });
    await page.goto('/index/powerSys?cluster=2&rack=10&pack=3&cell=3');
    await expect(page.getByTestId('cell-detail')).toBeVisible();
    // A few points on the cell's and the cluster's trend.
    await expect
      .poll(async () => Number(await page.getByTestId('cell-trend').getAttribute('data-points')), {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(6);
    await page.screenshot({ path: name('power-cell'), fullPage: true });
    await page.goto('/index/powerSys?cluster=2&mode=deviation');
    await page.waitForTimeout(2000);
    await page.screenshot({ path: name('power-deviation') });
    await page.goto('/index/mainSys');
    await expect(page.getByTestId('worst-cells')).toBeVisible();
    await page.waitForTimeout(2000);
    await page.screenshot({ path: name('main') });
    await sim.hook('broker-down', { seconds: 8 });
    await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: name('main-offline') });
    await page.goto('/index/alarmSys');
    await page.waitForTimeout(2000);
    await page.screenshot({ path: name('alarms') });
  });
