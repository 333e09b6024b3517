import { expect, test } from './fixtures';
import { startIn } from './helpers/ui';

test.describe('reboot option on the login page', () => {
  test('asks first, calls the restart and waits 3–5 minutes before asking the service', async ({ page }) => {
    await page.clock.install();
    await startIn(page, 'en');
    await page.goto('/login');
    await page.getByLabel('User name').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('admin123');

    let restarts = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/config/restartOpenapi')) restarts++;
    });
    await page.getByRole('button', { name: 'Reboot system' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('It takes about 3 to 5 minutes');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(restarts).toBe(0);

    await page.getByRole('button', { name: 'Reboot system' }).click();
    const restart = page.waitForResponse((res) => res.url().includes('/api/config/restartOpenapi'));
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    expect((await restart).status()).toBe(200);

    const wait = page.getByRole('dialog', { name: 'Rebooting' });
    await expect(wait.getByRole('progressbar')).toBeVisible();
    await expect(wait).toContainText('of about 5:00');
    await page.keyboard.press('Escape');
    await expect(wait).toBeVisible(); // cannot be dismissed while waiting

    let versionAsked = false;
    page.on('request', (req) => {
      if (req.url().includes('/api/config/version')) versionAsked = true;
    });
    await page.clock.runFor('02:00');
    await expect(wait.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(versionAsked).toBe(false); // not before the shortest restart is over

    await page.clock.runFor('01:05');
    await expect(wait.getByText('The system is back online.')).toBeVisible();
    expect(restarts).toBe(1);
    await wait.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/login$/); // the token used for the reboot is not a session
  });

  test('refuses to start without credentials, with the required messages', async ({ page }) => {
    await startIn(page, 'en');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Reboot system' }).click();
    await expect(page.getByText('User name is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('says in one message why the reboot could not start', async ({ page }) => {
    await startIn(page, 'en');
    await page.goto('/login');
    await page.getByLabel('User name').fill('operator');
    await page.getByLabel('Password', { exact: true }).fill('operator123');
    await page.getByRole('button', { name: 'Reboot system' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // The restart is for administrators: the server's reason, once, after what failed.
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveText('The reboot could not be started. No permission');
    await expect(toast).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Rebooting' })).toHaveCount(0);
  });
});
