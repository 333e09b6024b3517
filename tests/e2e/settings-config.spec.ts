import { makePng } from '../helpers/png';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';

/*
 * Settings, part 1 (issue 16): renaming the station moves the header and export file names at
 * once (zh); '/' in a name is refused word for word; an operator sees the configuration
 * sections read only, with the reason on hover. The station is renamed back afterwards: the
 * simulator is shared by the worker's other tests.
 */

const ORIGINAL = { stationName: '温州储能电站', stationNameEn: 'Wenzhou Energy Storage Station' };

test.afterEach(async ({ simulator }) => {
  await api(simulator).asAdmin('POST', 'config/system/save', {
    json: { ...ORIGINAL, loginLogo: '', homeLogo: '', loginTitleEn: '' },
  });
});

// One language per journey (CI budget, promise 2): the other language's words are checked by
// tests/unit/i18n/locale-parity.test.ts and by the journeys that run in it.
for (const lang of ['zh'] as ReadonlyArray<'zh' | 'en'>) {
  test(`${lang}: renaming the station renames the header and the export file`, async ({ page }) => {
    const zh = lang === 'zh';
    await startIn(page, lang);
    await login(page, 'admin', { to: '/index/settings/site-info' });
    const name = page.getByLabel(zh ? '电站名称（中文）' : 'Station name (Chinese)');
    const nameEn = page.getByLabel(zh ? '电站名称（英文）' : 'Station name (English)');
    const save = page.getByRole('form', { name: zh ? '站点信息' : 'Site info' }).getByRole('button', {
      name: zh ? '保存' : 'Save',
    });
    await name.fill('东港/一期');
    await save.click();
    await expect(
      page.getByText(zh ? '站点名称不能包含 /' : 'The site name must not contain /'),
    ).toBeVisible();
    await expect(name).toHaveValue('东港/一期'); // what was typed stays
    await name.fill('东港<b>储能');
    await nameEn.fill('Donggang <b>Storage');
    await save.click();
    const shown = zh ? '东港<b>储能' : 'Donggang <b>Storage';
    await expect(page.getByTestId('station-name')).toHaveText(shown);

    await page.goto('/index/operationSys');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: zh ? '导出' : 'Export' }).click(),
    ]);
    // Characters a file system refuses are replaced; the markup itself was shown as text above.
    expect(download.suggestedFilename()).toBe(
      zh ? '东港-b-储能_操作日志.xlsx' : 'Donggang -b-Storage_Operation log.xlsx',
    );
  });
}

test('en: an operator sees site info, configuration and subsystems read only, with the reason', async ({
  page,
}) => {
  await startIn(page, 'en');
  const reason = 'Read only: only administrators may change this.';
  await login(page, 'operator', { to: '/index/settings/site-info' });
  await expect(page.getByLabel('Station name (Chinese)')).toBeDisabled();
  await expect(page.getByLabel('Station name (Chinese)')).toHaveValue(ORIGINAL.stationName);
  await expect(page.getByRole('form', { name: 'Site info' }).locator('fieldset')).toHaveAttribute(
    'title',
    reason,
  );
  await expect(page.getByLabel('Station time zone')).toBeDisabled();
  await expect(page.getByLabel('Station time zone')).toHaveValue('Asia/Shanghai');
  await page.goto('/index/settings/basic-config');
  await expect(page.getByLabel('Default site')).toBeDisabled();
  await expect(
    page.getByRole('form', { name: 'Basic and system config' }).getByRole('button', { name: 'Save' }),
  ).toBeDisabled();
  await page.goto('/index/settings/subsystems');
  await expect(page.getByRole('checkbox', { name: 'Show Storage in the navigation' })).toBeDisabled();
  await expect(page.getByText(reason).first()).toBeVisible();
});

test('zh: an administrator saves the station time zone; an unknown zone is refused and kept', async ({
  page,
  simulator,
}) => {
  await startIn(page, 'zh');
  await login(page, 'admin', { to: '/index/settings/site-info' });
  const zone = page.getByLabel('电站时区');
  const save = page.getByRole('form', { name: '站点信息' }).getByRole('button', { name: '保存' });
  await zone.fill('Mars/Olympus');
  await save.click();
  await expect(page.getByText('未知的时区')).toBeVisible();
  await expect(zone).toHaveValue('Mars/Olympus');
  await zone.fill('Europe/Berlin');
  await save.click();
  await expect(page.getByText('已保存')).toBeVisible();
  const info = await api(simulator).asAdmin<{ timeZone: string }>('GET', 'config/system/detail');
  expect(info.timeZone).toBe('Europe/Berlin');
  await api(simulator).asAdmin('POST', 'config/system/save', { json: { timeZone: 'Asia/Shanghai' } });
});

test('en: a login logo of the wrong size is refused; saved logos and titles show on the login page and header at once', async ({
  page,
}) => {
  await startIn(page, 'en');
  await login(page, 'admin', { to: '/index/settings/logos' });
  const files = page.getByTestId('png-file');
  await files.nth(0).setInputFiles({ name: 'login.png', mimeType: 'image/png', buffer: makePng(400, 80) });
  await expect(page.getByText('The picture does not have the required size')).toBeVisible();
  await files.nth(0).setInputFiles({ name: 'login.png', mimeType: 'image/png', buffer: makePng(450, 80) });
  await files.nth(1).setInputFiles({ name: 'home.png', mimeType: 'image/png', buffer: makePng(250, 80) });
  await page.getByLabel('Login title (English)').fill('Harbour <EMS>');
  await page.getByRole('form', { name: 'Logos and titles' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const headerLogo = page.getByRole('banner').getByTestId('home-logo');
  await expect(headerLogo).toBeVisible();
  expect(await headerLogo.evaluate((img) => [img.clientWidth, img.clientHeight])).toEqual([125, 40]);

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-title')).toHaveText('Harbour <EMS>');
  await expect(page.getByTestId('login-logo')).toBeVisible();
});
