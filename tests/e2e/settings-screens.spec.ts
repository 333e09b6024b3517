import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';

test.skip(!process.env.SHOTS_DIR, 'screenshots only on demand');

for (const [lang, theme, w, h] of [
  ['zh', 'dark', 1280, 800],
  ['en', 'light', 1920, 1080],
] as const) {
  test(`shots ${lang} ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await startIn(page, lang);
    await page.addInitScript((th) => {
      localStorage.setItem(
        'IOT-theme',
        JSON.stringify({ dataType: 'string', content: th, type: 'local', datetime: 0 }),
      );
    }, theme);
    await login(page, 'admin');
    for (const s of ['personal-info', 'users', 'site-info', 'logos', 'basic-config', 'subsystems', 'about']) {
      await page.goto(`/index/settings/${s}`);
      // A shot of the section itself: its heading shown, nothing still loading, no load error.
      const main = page.locator('main');
      await expect(main.getByRole('heading').first(), `${s} has its heading`).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: /^(加载中…|Loading…)$/ })).toHaveCount(0);
      await expect(main.getByText(/^(The data could not be loaded|数据加载失败)$/)).toHaveCount(0);
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/${lang}-${theme}-${w}-${s}.png` });
    }
  });
}
