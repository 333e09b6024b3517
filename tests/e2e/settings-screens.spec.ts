import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';

/*
 * Screenshots of settings sections for a person to look at (not an assertion of looks):
 * SHOTS_DIR=/tmp/shots [SHOTS_SECTIONS=backup,northbound] npx playwright test tests/e2e/settings-screens.spec.ts
 */
test.skip(!process.env.SHOTS_DIR, 'screenshots only on demand');

const SECTIONS = process.env.SHOTS_SECTIONS?.split(',') ?? [
  'personal-info',
  'users',
  'site-info',
  'logos',
  'basic-config',
  'subsystems',
  'about',
];

for (const [lang, theme, w, h] of [
  ['zh', 'dark', 1280, 800],
  ['en', 'light', 1920, 1080],
  ['zh', 'light', 1280, 800],
  ['en', 'screen', 1280, 800],
  ['zh', 'screen', 1920, 1080],
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
    for (const s of SECTIONS) {
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
