import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';

// Short-lived tokens, so the page clock can take a session past its expiry.
test.use({ simulatorOptions: { accessTokenSeconds: 60 } });

const KIOSK = '/index/mainSys?kiosk=1&lang=en&theme=large&rotate=mainSys,powerSys:30';

test.describe('kiosk mode', () => {
  test('the URL sets language and skin, leaves a status strip only and rotates, held by an alarm popup', async ({
    page,
    simulator,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    await startIn(page, 'zh');
    // The popup on (default off, spec §9), so an alarm pops up in kiosk mode.
    await login(page, 'admin', { to: '/index/settings/global-alarm' });
    await page.getByLabel('显示告警弹窗').check();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText(/已保存|saved/)).toBeVisible();

    await page.goto(KIOSK);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'screen');
    const strip = page.getByTestId('kiosk-strip');
    await expect(strip).toBeVisible();
    await expect(strip.getByTestId('station-name')).toHaveText('Wenzhou Energy Storage Station');
    await expect(strip.getByTestId('connection-badge')).toHaveAttribute('data-state', 'connected');
    // An alarm raised while the kiosk page is open (the page clock installed) reaches the strip's
    // count and pops up: the console stamps live data with the page's clock (realtime-store.ts).
    const count = strip.getByTestId('kiosk-alarms');
    await expect(count).toContainText(/\d+ active alarms?/);
    await page.waitForTimeout(2_000); // the REST list in (real time: the page clock runs free here)
    const before = Number((await count.textContent())?.match(/\d+/)?.[0]);
    await api(simulator).hook('alarm', {
      site: 'WZ001',
      level: 1,
      content: '大屏轮播暂停测试',
      contentEn: 'Kiosk rotation hold test',
      type: 'system',
      deviceName: 'KIOSK-1',
    });
    await expect(count).toHaveText(`${before + 1} active alarm${before + 1 === 1 ? '' : 's'}`);
    await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);

    await page.clock.runFor(4_000);
    await expect(page.locator('html')).toHaveAttribute('data-cursor-hidden', '1');

    await page.clock.runFor(30_000);
    // An alarm popup (raised at the start) holds the rotation until it is dismissed.
    const card = page.getByTestId('alarm-popup-card').filter({ hasText: 'Kiosk rotation hold test' });
    await expect(card).toBeVisible();
    await page.clock.runFor(65_000);
    await expect(page).toHaveURL(/\/index\/mainSys/);
    await card.getByRole('button', { name: 'Close', exact: true }).click();
    // Any other popup holds the rotation too (e.g. the station's own "SOC low" late in its day):
    // close them all, as the person in front of the wall would.
    const cards = page.getByTestId('alarm-popup-card');
    while ((await cards.count()) > 0)
      await cards.first().getByRole('button', { name: 'Close', exact: true }).click();
    await page.clock.runFor(32_000);
    await expect(page).toHaveURL(/\/index\/powerSys$/);
    await page.clock.runFor(31_000);
    await expect(page).toHaveURL(/\/index\/mainSys$/);
    await expect(strip).toBeVisible();
  });

  test('a session that cannot be renewed ends on a clear signed-out screen, and signs back in', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    await startIn(page, 'en');
    await login(page, 'admin', { to: KIOSK });
    await expect(page.getByTestId('kiosk-strip')).toBeVisible();

    // The token cannot be renewed (the auth service refuses): the session ends by itself.
    await page.route('**/blade-auth/oauth/token?**', (route) =>
      new URL(route.request().url()).searchParams.get('grant_type') === 'refresh_token'
        ? route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({ error_code: 401, error_description: 'Please Login Again!' }),
          })
        : route.continue(),
    );
    await page.clock.runFor(120_000);
    const signedOut = page.getByTestId('kiosk-signed-out');
    await expect(signedOut).toBeVisible();
    await expect(signedOut.getByRole('heading', { name: 'Signed out' })).toBeVisible();
    await expect(page.getByLabel('User name')).toHaveCount(0); // never a silent login form

    await page.unroute('**/blade-auth/oauth/token?**');
    await signedOut.getByRole('button', { name: 'Sign in again' }).click();
    await login(page, 'admin');
    await expect(page.getByTestId('kiosk-strip')).toBeVisible();
  });

  test('the settings section runs its live preview only when asked for', async ({ page }) => {
    await startIn(page, 'zh');
    await login(page, 'admin', { to: '/index/settings/kiosk' });
    await expect(page.getByTestId('kiosk-url')).toContainText('kiosk=1');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByText('实时预览会在本页旁再运行一个控制台，需要时再打开。')).toBeVisible();
    await page.getByRole('button', { name: '显示实时预览' }).click();
    const frame = page.frameLocator('iframe[title="预览"]');
    await expect(frame.getByTestId('kiosk-strip')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: '停止预览' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);
    // The preview frame never turned the console around it into a kiosk.
    await expect(page.getByTestId('kiosk-strip')).toHaveCount(0);
  });
});
