import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, setLanguage, startIn } from './helpers/ui';

test.describe('session', () => {
  test('lock and unlock: a wrong password is refused, the right one unlocks', async ({ page }) => {
    await startIn(page, 'en');
    await login(page, 'operator');
    await page.getByRole('button', { name: 'Lock screen' }).click();
    await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
    await page.goto('/guestPage'); // the lock covers the custom main page too
    await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
    await page.goto('/index');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('The unlock password is incorrect. Please re-enter it')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
    await page.getByLabel('Password').fill('operator123');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeHidden();
    await expect(page.getByTestId('station-name')).toBeVisible();
  });

  test('logout asks for confirmation; cancel stays, confirm goes to /login', async ({ page }) => {
    await startIn(page, 'en');
    await login(page, 'admin');
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Do you want to log out?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/index/);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/index');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('language and theme survive a reload', async ({ page }) => {
    await login(page, 'admin');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await setLanguage(page, 'en');
    // Below 1536 px the skin is under "More".
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('combobox', { name: 'Skin' }).selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('combobox', { name: 'Skin' }).selectOption('screen');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'screen');
  });

  test('a 401 in mid-session returns to /login without a message', async ({ page, simulator }) => {
    await startIn(page, 'en');
    await login(page, 'operator');
    // The session is revoked for the next unlock call, one the shell itself makes.
    await api(simulator).fail('blade-auth/oauth/unlock', 401, 1);
    await page.getByRole('button', { name: 'Lock screen' }).click();
    await page.getByLabel('Password').fill('operator123');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('IOT-')));
    expect(stored).not.toContain('IOT-token');
    expect(stored).not.toContain('IOT-userInfo');
  });

  test('a 401 on an ordinary data call in mid-session returns to /login', async ({ page, simulator }) => {
    await startIn(page, 'en');
    await login(page, 'operator');
    await api(simulator).fail('log/his/page', 401, 1);
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Operation logs', exact: true })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await page.goto('/index/operationSys');
    await expect(page).toHaveURL(/\/login$/);
  });
});
