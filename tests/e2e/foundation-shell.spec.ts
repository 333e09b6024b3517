import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';

const PAGES = [
  'powerSys',
  'pvSys',
  'electricSys',
  'alarmSys',
  'energySys',
  'operationSys',
  'strategySys',
  'mainSys',
];

test.describe('shell', () => {
  test('navigation reaches the child pages and the settings area', async ({ page }) => {
    await startIn(page, 'en');
    await login(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Storage', 'Photovoltaic', 'Alarms', 'Generator', 'Diagnostics', 'System settings']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'System settings' }).click();
    await expect(page).toHaveURL(/\/index\/settings\/personal-info$/);
    await expect(page.getByRole('heading', { name: 'Personal info' })).toBeVisible();
    await expect(page.getByText('admin', { exact: true }).first()).toBeVisible();
    for (const name of PAGES) {
      await page.goto(`/index/${name}`);
      await expect(page).toHaveURL(new RegExp(`/index/${name}$`));
      await expect(page.locator('main')).not.toBeEmpty();
    }
  });

  test('the home page switch changes where /index opens', async ({ page }) => {
    await startIn(page, 'en');
    await login(page, 'admin');
    await page.getByRole('combobox', { name: 'Home page' }).selectOption('alarmSys');
    await page.goto('/index');
    await expect(page).toHaveURL(/\/index\/alarmSys$/);
  });

  test('cache clearing asks first and keeps the session', async ({ page }) => {
    await startIn(page, 'en');
    await login(page, 'admin');
    await page.getByRole('button', { name: 'Clear cache' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Cache cleared')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/index/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
