import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';
import { withSkin } from './helpers/skin';

/*
 * Screenshots for a person to look at (not an assertion of looks): run with
 * SHOTS_DIR=/tmp/shots npx playwright test tests/e2e/power-screens.spec.ts
 */
const dir = process.env.SHOTS_DIR;
test.skip(!dir, 'set SHOTS_DIR to take the screenshots');
test.use({
  simulatorOptions: { clusters: 24, racks: 12, cells: 24 },
});

for (const [w, h] of [
  [1920, 1080],
  [1280, 800],
] as const)
  for (const lang of ['zh', 'en'] as const)
    for (const theme of ['dark', 'light', 'screen'] as const) {
      if (theme === 'screen' && (w !== 1920 || lang !== 'zh')) continue;
      test(`screens ${w}x${h} ${lang} ${theme}`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width: w, height: h });
        await startIn(page, lang);
        await withSkin(page, theme);
        const name = (what: string) => `${dir}/${what}-${w}x${h}-${lang}-${theme}.png`;
        await login(page, 'admin', { to: '/index/mainSys' });
        await expect(page.getByTestId('data-age')).toHaveAttribute('data-source', 'live', {
          timeout: 15_000,
        });
        await page.waitForTimeout(800);
        await page.screenshot({ path: name('main') });
        await page.goto('/index/powerSys');
        await expect(page.getByTestId('data-age')).toHaveAttribute('data-source', 'live', {
          timeout: 15_000,
        });
        await page.waitForTimeout(1500);
        await page.screenshot({ path: name('power-tiles') });
        const live = () =>
          expect(page.getByTestId('data-age')).toHaveAttribute('data-source', 'live', { timeout: 15_000 });
        await page.goto('/index/powerSys?view=heatmap&metric=temperature');
        await live();
        await page.waitForTimeout(1500);
        await page.screenshot({ path: name('power-heatmap') });
        await page.goto('/index/powerSys?cluster=2');
        await live();
        await page.waitForTimeout(1500);
        const canvas = page.getByTestId('cell-grid').locator('canvas');
        const box = (await canvas.boundingBox())!;
        await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
        await page.waitForTimeout(300);
        await page.screenshot({ path: name('power-cluster') });
        await page.goto('/index/powerSys?cluster=2&rack=3&pack=2&cell=4');
        await live();
        await page.waitForTimeout(1500);
        await page.screenshot({ path: name('power-cell'), fullPage: true });
      });
    }
