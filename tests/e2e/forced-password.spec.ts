import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { startIn } from './helpers/ui';

// Issue 31: a new account's initial password (123456, in the README) is replaced at first login.
test('a new user logging in with the initial password must choose a new one before the console opens', async ({
  page,
  simulator,
}) => {
  const roles = await api(simulator).asAdmin<Array<{ id: string; roleName: string }>>(
    'GET',
    'user/role/list',
  );
  const roleId = roles.find((r) => r.roleName === 'operator')!.id;
  await api(simulator).asAdmin('POST', 'user/add', { json: { account: 'e2e-forced', roleId } });
  const user = { username: 'e2e-forced', password: '123456' };
  await startIn(page, 'en');
  await page.goto('/login');
  await page.getByLabel('User name').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  const form = page.getByRole('form', { name: 'Change password' });
  await expect(page.getByRole('heading', { name: 'Choose your own password, e2e-forced' })).toBeVisible();
  await expect(form).toBeVisible();
  await expect(page.getByTestId('station-name')).toHaveCount(0); // no shell behind it

  // Keeping the initial password is refused by the station; what was typed stays.
  await form.getByLabel('Current password').fill(user.password);
  await form.getByLabel('New password', { exact: true }).fill(user.password);
  await form.getByLabel('Repeat new password').fill(user.password);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The new password must differ from the old one')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue(user.password);

  await form.getByLabel('New password', { exact: true }).fill('Mine#2026');
  await form.getByLabel('Repeat new password').fill('Mine#2026');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('station-name')).toBeVisible();
  await expect(page).toHaveURL(/\/index\//);
  await expect(form).toHaveCount(0);
  expect(await api(simulator).canLogin({ username: user.username, password: 'Mine#2026' })).toBe(true);
});
