import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';

/** `site` of every /api call made from now on (requests without one are left out). */
function siteParams(page: Page) {
  const seen: Array<{ path: string; site: string }> = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    const site = url.searchParams.get('site');
    if (url.pathname.startsWith('/api/') && site) seen.push({ path: url.pathname.slice(5), site });
  });
  return seen;
}

test.describe('site switch', () => {
  test('every page, query and topic follows the chosen site, and the choice is kept', async ({ page }) => {
    test.setTimeout(90_000);
    await startIn(page, 'en');
    await login(page, 'admin', { to: '/index/powerSys' });
    const header = page.getByRole('banner');
    await expect(header.getByTestId('station-name')).toHaveText('Wenzhou Energy Storage Station');

    const seen = siteParams(page);
    const siteSwitch = header.getByRole('combobox', { name: 'Site' });
    await expect(siteSwitch.locator('option')).toHaveText(['WZ001', 'WZ002']);
    await expect(siteSwitch.locator('option').nth(1)).toHaveAttribute(
      'title',
      'Wenzhou Energy Storage Station II',
    );
    await siteSwitch.selectOption('WZ002');
    await expect(header.getByTestId('station-name')).toHaveText('Wenzhou Energy Storage Station II');
    await expect.poll(() => seen.filter((s) => s.site === 'WZ002').length).toBeGreaterThan(0);

    // Each page asks for the new site only.
    for (const name of ['mainSys', 'alarmSys', 'operationSys'] as const) {
      seen.length = 0;
      await page.goto(`/index/${name}`);
      await expect
        .poll(() => seen.filter((s) => s.path !== 'config/system/detail').length, { message: name })
        .toBeGreaterThan(0);
      expect(
        // The switch itself names every site, so it asks each one's names (config/system/detail).
        seen.filter((s) => s.site !== 'WZ002' && s.path !== 'config/system/detail'),
        name,
      ).toEqual([]);
    }

    // Topics: the shell's alarm subscription (popup) names the new site, the old one is gone.
    await page.goto('/index/diagnostics');
    const subs = page.getByTestId('diag-subscriptions');
    await expect(subs).toContainText('iot/WZ002/alarm/realtime');
    await expect(subs).not.toContainText('iot/WZ001/');

    // The choice is stored (`IOT-currentSite`) and survives a reload; switching back works.
    await page.reload();
    await expect(header.getByTestId('station-name')).toHaveText('Wenzhou Energy Storage Station II');
    const stored = await page.evaluate(() => localStorage.getItem('IOT-currentSite'));
    expect(stored).toContain('WZ002');
    await header.getByRole('combobox', { name: 'Site' }).selectOption('WZ001');
    await expect(subs).toContainText('iot/WZ001/alarm/realtime');
    await expect(subs).not.toContainText('iot/WZ002/');
  });

  test("the storage page shows the other site's own clusters (zh)", async ({ page }) => {
    await startIn(page, 'zh');
    await login(page, 'admin', { to: '/index/powerSys' });
    const header = page.getByRole('banner');
    await expect(header.getByTestId('station-name')).toHaveText('温州储能电站');
    // Cluster voltage = racks × cells × ~3.4 V: WZ001 here 2 × 8 cells (~54 V), WZ002 6 × 16 (~326 V).
    const volts = async () => {
      const text = await page
        .locator('main button', { hasText: /^1号簇/ })
        .first()
        .innerText();
      return Number(/([\d.]+)\s*V\s*·/.exec(text)?.[1] ?? NaN);
    };
    await expect.poll(volts).toBeLessThan(100);
    await header.getByRole('combobox', { name: '站点' }).selectOption('WZ002');
    await expect(header.getByTestId('station-name')).toHaveText('温州二期储能电站');
    await expect.poll(volts).toBeGreaterThan(250);
  });
});
