import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, setLanguage, startIn } from './helpers/ui';

test.describe('accounts and station', () => {
  test('the header shows the station name in the current language', async ({ page }) => {
    await login(page, 'admin');
    await expect(page.getByTestId('station-name')).toHaveText('温州储能电站');
    await setLanguage(page, 'en');
    await expect(page.getByTestId('station-name')).toHaveText('Wenzhou Energy Storage Station');
  });

  test('a user with customMainPage 0 cannot open /guestPage', async ({ page, simulator }) => {
    const user = await api(simulator).addUser('e2e-noguest');
    await login(page, user);
    await expect(page).toHaveURL(/\/index\//);
    await page.goto('/guestPage');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('the login page changes a password: both entries must match', async ({ page, simulator }) => {
    const user = await api(simulator).addUser('e2e-reset');
    await startIn(page, 'en');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('User name').fill(user.username);
    await dialog.getByLabel('Current password').fill(user.password);
    await dialog.getByLabel('New password', { exact: true }).fill('NewPass#1');
    await dialog.getByLabel('Repeat new password').fill('NewPass#2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The two passwords do not match')).toBeVisible();
    expect(await api(simulator).canLogin(user)).toBe(true);
    await dialog.getByLabel('Repeat new password').fill('NewPass#1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password changed. Please log in with the new password.')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await api(simulator).canLogin({ username: user.username, password: 'NewPass#1' })).toBe(true);
    expect(await api(simulator).canLogin(user)).toBe(false);
  });

  test('personal info changes the own password; a wrong current one shows the server message', async ({
    page,
    simulator,
  }) => {
    const user = await api(simulator).addUser('e2e-personal');
    await startIn(page, 'en');
    await login(page, user, { to: '/index/settings/personal-info' });
    await page.getByLabel('Current password').fill('wrong');
    await page.getByLabel('New password', { exact: true }).fill('Other#123');
    await page.getByLabel('Repeat new password').fill('Other#123');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-sonner-toast]')).toBeVisible();
    expect(await api(simulator).canLogin(user)).toBe(true);
    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill('Other#123');
    await page.getByLabel('Repeat new password').fill('Other#123');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
    expect(await api(simulator).canLogin({ username: user.username, password: 'Other#123' })).toBe(true);
  });

  test('a 502 on the token call reloads the page; the next login works', async ({ page, simulator }) => {
    await startIn(page, 'en');
    await page.goto('/login');
    await api(simulator).token502(1);
    await page.getByLabel('User name').fill('operator');
    await page.getByLabel('Password', { exact: true }).fill('operator123');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('User name')).toHaveValue('');
    await login(page, 'operator');
  });
});
