import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';
import { withSkin } from './helpers/skin';

/*
 * Screenshots for a person to look at (not an assertion of looks): run with
 * SHOTS_DIR=/tmp/shots npx playwright test tests/e2e/hardening-screens.spec.ts
 */
const dir = process.env.SHOTS_DIR;
test.skip(!dir, 'set SHOTS_DIR to take the screenshots');

for (const [w, h, lang, theme] of [
  [1280, 800, 'zh', 'dark'],
  [1920, 1080, 'en', 'light'],
] as const) {
  test(`operator's global alarm setting and diagnostics ${w}x${h} ${lang} ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await startIn(page, lang);
    await withSkin(page, theme);
    await login(page, 'operator', { to: '/index/settings/global-alarm' });
    await expect(page.locator('form').getByRole('checkbox')).toBeDisabled();
    await page.locator('form').getByRole('button').hover();
    await page.screenshot({ path: `${dir}/global-alarm-operator-${w}x${h}-${lang}-${theme}.png` });
    await page.getByTestId('connection-status').click();
    await expect(page.getByTestId('diag-shapeErrors')).toBeVisible();
    await page.screenshot({ path: `${dir}/diagnostics-${w}x${h}-${lang}-${theme}.png` });
  });
}
