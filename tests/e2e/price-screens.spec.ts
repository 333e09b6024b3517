import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';
import { withSkin } from './helpers/skin';

/*
 * Screenshots of the price sections and mainSys' tariff for review (not run in CI):
 * SHOTS_DIR=/tmp/shots npx playwright test tests/e2e/price-screens.spec.ts
 */
const dir = process.env.SHOTS_DIR;
test.skip(!dir, 'set SHOTS_DIR to take the screenshots');

const SHOTS = [
  [1280, 800, 'zh', 'dark'],
  [1280, 800, 'en', 'light'],
  [1920, 1080, 'en', 'dark'],
] as const;

for (const [w, h, lang, theme] of SHOTS) {
  test(`price screens ${w}x${h} ${lang} ${theme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: w, height: h });
    await startIn(page, lang);
    await withSkin(page, theme);
    await login(page);
    const name = (what: string) => `${dir}/${what}-${w}x${h}-${lang}-${theme}.png`;
    for (const id of ['price-templates', 'time-templates', 'multi-rate-meter', 'meter-change']) {
      await page.goto(`/index/settings/${id}`);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: name(id), fullPage: true });
    }
    await page.goto('/index/mainSys');
    await expect(page.getByTestId('tariff-now')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: name('main') });
  });
}
