import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';
import { walkTo } from './helpers/walk';

/*
 * Issue 30: the operation log reads in words. A sign-in made through the login form is listed as
 * '登录（admin）' / 'Signed in (admin)', and no row of the page shows a call's raw parameters
 * (`tenantId=000000&username=admin`): no '=' and no '&' in any row's text.
 */
const WORDS = {
  zh: { menu: '操作日志', signedIn: '登录（admin）' },
  en: { menu: 'Operation logs', signedIn: 'Signed in (admin)' },
} as const;

for (const language of ['zh', 'en'] as const) {
  test(`${language}: the operation log words a sign-in and shows no raw parameters`, async ({ page }) => {
    await startIn(page, language);
    await page.goto('/login');
    await login(page, 'admin', 'form');
    await walkTo(page, '/index/operationSys');
    await expect(page.getByRole('heading', { name: WORDS[language].menu, exact: true })).toBeVisible();
    const rows = page.getByTestId('oplog-table').locator('tbody tr');
    const signIn = rows.filter({ hasText: WORDS[language].signedIn }).first();
    await expect(signIn).toBeVisible();
    await expect(signIn).toContainText(language === 'zh' ? '成功' : 'Success');
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => /[=&]/.test(text))).toEqual([]);
  });
}
