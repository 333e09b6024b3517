import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';
import { withSkin } from './helpers/skin';

/*
 * Screenshots for a person to look at (not an assertion of looks): run with
 * SHOTS_DIR=/tmp/shots npx playwright test tests/e2e/reports-screens.spec.ts
 */
const dir = process.env.SHOTS_DIR;
test.skip(!dir, 'set SHOTS_DIR to take the screenshots');

const PAGES = [
  ['energy', '/index/energySys?group=Cn&period=month'],
  ['chart', '/index/chartSys?report=fee&period=month'],
  ['history-day', '/index/historySys?period=day'],
  ['history-month', '/index/historySys?period=month'],
  ['reset', '/index/settings/earnings-reset'],
] as const;

for (const [w, h] of [
  [1920, 1080],
  [1280, 800],
] as const)
  for (const lang of ['zh', 'en'] as const)
    for (const theme of ['dark', 'light'] as const) {
      if (w === 1280 && theme === 'light') continue;
      test(`report screens ${w}x${h} ${lang} ${theme}`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width: w, height: h });
        await startIn(page, lang);
        await withSkin(page, theme);
        await login(page);
        for (const [name, url] of PAGES) {
          await page.goto(url);
          await expect(page.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0, {
            timeout: 15_000,
          });
          await page.waitForTimeout(800);
          await page.screenshot({ path: `${dir}/${name}-${w}x${h}-${lang}-${theme}.png`, fullPage: true });
        }
      });
    }
