import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';
import { testChromiumLaunchOptions } from '../helpers/chromium';

const DOMAIN = 'console.example.test';

// The same simulator reached through a domain name: Chromium resolves it to the loopback address.
test.use({
  launchOptions: testChromiumLaunchOptions([`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`]),
});

test.describe('idle logout (spec §9: 30 minutes on domain access)', () => {
  test('logs out after 30 idle minutes when opened through a domain name', async ({ page, simulator }) => {
    const url = new URL(simulator.url);
    url.hostname = DOMAIN;
    await page.clock.install();
    await startIn(page, 'en');
    await page.goto(`${url.origin}/login`);
    await login(page, 'admin');
    await expect(page.getByTestId('station-name')).toBeVisible();
    await page.clock.fastForward('29:00');
    await expect(page).toHaveURL(/\/index/);
    await page.clock.fastForward('01:30');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You were logged out after 30 idle minutes.')).toBeVisible();
  });

  test('stays signed in on an IP address (wall screen on the LAN)', async ({ page }) => {
    await page.clock.install();
    await startIn(page, 'zh');
    await login(page, 'admin');
    await expect(page.getByTestId('station-name')).toBeVisible();
    await page.clock.fastForward('45:00');
    await page.clock.runFor(20_000);
    await expect(page).toHaveURL(/\/index/);
    await expect(page.getByTestId('station-name')).toBeVisible();
  });
});
