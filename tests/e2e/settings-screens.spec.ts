import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';
import { type Skin, withSkin } from './helpers/skin';

/*
 * Screenshots of settings sections for a person to look at (not an assertion of looks):
 * SHOTS_DIR=/tmp/shots [SHOTS_SECTIONS=backup,northbound] [SHOTS_COMBOS=zh-light-1280x800,en-screen-1280x800]
 * [SHOTS_FULL=1] npx playwright test tests/e2e/settings-screens.spec.ts
 * SHOTS_COMBOS replaces the five language-skin-size combinations below; SHOTS_FULL shoots the whole
 * section (the window made as tall as the scrolled content) instead of the window.
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

type Combo = readonly [lang: 'zh' | 'en', theme: Skin, width: number, height: number];

function combo(text: string): Combo {
  const m = /^(zh|en)-(\w+)-(\d+)x(\d+)$/.exec(text.trim());
  if (!m) throw new Error(`SHOTS_COMBOS: "${text}" is not <zh|en>-<skin>-<width>x<height>`);
  return [m[1] as 'zh' | 'en', m[2] as Skin, Number(m[3]), Number(m[4])];
}

const COMBOS: readonly Combo[] = process.env.SHOTS_COMBOS?.split(',').map(combo) ?? [
  ['zh', 'dark', 1280, 800],
  ['en', 'light', 1920, 1080],
  ['zh', 'light', 1280, 800],
  ['en', 'screen', 1280, 800],
  ['zh', 'screen', 1920, 1080],
];

for (const [lang, theme, w, h] of COMBOS) {
  test(`shots ${lang} ${theme} ${w}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await startIn(page, lang);
    await withSkin(page, theme);
    await login(page, 'admin');
    for (const s of SECTIONS) {
      await page.goto(`/index/settings/${s}`);
      // A shot of the section itself: its heading shown, nothing still loading, no load error.
      const main = page.locator('main');
      await expect(main.getByRole('heading').first(), `${s} has its heading`).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: /^(加载中…|Loading…)$/ })).toHaveCount(0);
      await expect(main.getByText(/^(The data could not be loaded|数据加载失败)$/)).toHaveCount(0);
      // The console scrolls inside <main>: a whole-section shot makes the window as tall as it.
      const extra = process.env.SHOTS_FULL
        ? await main.evaluate((m) => Math.max(0, m.scrollHeight - m.clientHeight))
        : 0;
      if (extra) await page.setViewportSize({ width: w, height: h + extra });
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/${lang}-${theme}-${w}-${s}.png` });
      if (extra) await page.setViewportSize({ width: w, height: h });
    }
  });
}
