import { expect, test } from './fixtures';
import { signIn } from './helpers/session';
import { withSkin } from './helpers/skin';
import { walkTo } from './helpers/walk';

/*
 * Issue 30 look pass (zh, wall skin, 1920 × 1080): the devices table ran 77 px past its box, a BMS's
 * cluster parameters ('2×8') out of view unless scrolled. On a wall screen the whole table is seen
 * without scrolling sideways; every device's name and serial number stay whole. In en it was 1540,
 * then 1394 px in a 1361 px box until the table cells kept about the dark skin's padding in the
 * wall skin (data-table.tsx) and several-word headings could wrap between words. The gateways'
 * last-seen times (a fixed-width box since issue 34) stand whole there too.
 */
for (const language of ['zh', 'en'] as const) {
  test(`${language}, wall skin at 1920 × 1080: the devices table fits its box`, async ({
    page,
    simulator,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await withSkin(page, 'screen');
    await signIn(page, simulator, 'admin', { language, to: '/index/mainSys' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'screen');
    await walkTo(page, '/index/settings/devices');
    const table = page.locator('main table').first();
    await expect(table.getByText('BMS-1', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

    const box = table.locator('xpath=..');
    const fit = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(fit.scroll, `the table's width in its ${fit.client} px box`).toBeLessThanOrEqual(fit.client + 1);
    // Names and serial numbers on one line each, whole.
    const broken = await table.evaluate((t) =>
      [...t.querySelectorAll<HTMLElement>('tbody tr')].flatMap((row) =>
        [...row.querySelectorAll<HTMLElement>('td span.whitespace-nowrap')]
          .filter((s) => s.scrollWidth > s.clientWidth + 1 || s.getClientRects().length > 1)
          .map((s) => s.textContent ?? ''),
      ),
    );
    expect(broken).toEqual([]);
    // Each gateway's last-seen time, in its box of a fixed width (tick-box: 19ch, growing with the
    // wall skin's type), stands whole.
    const seen = page.locator('[data-gateway-seen]');
    await expect(seen.first()).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, { timeout: 30_000 });
    const cut = await seen.evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent ?? ''),
    );
    expect(cut).toEqual([]);
  });
}
