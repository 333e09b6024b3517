import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';
import { withSkin } from './helpers/skin';

/*
 * Screenshots of the subsystem pages for a person to look at (not an assertion of looks):
 * SHOTS_DIR=/tmp/shots npx playwright test tests/e2e/subsystems-screens.spec.ts
 */
const dir = process.env.SHOTS_DIR;
test.skip(!dir, 'set SHOTS_DIR to take the screenshots');

const ALL_PAGES = [
  'pvSys',
  'electricSys',
  'fdjSys',
  'pvModeSys',
  'outageSys',
  'chargingPileSys',
  'deviceChooseSys',
];
// SHOTS_PAGES=chargingPileSys,deviceChooseSys: only those.
const PAGES = process.env.SHOTS_PAGES ? process.env.SHOTS_PAGES.split(',') : ALL_PAGES;

for (const [w, h, lang, theme] of [
  [1920, 1080, 'zh', 'dark'],
  [1280, 800, 'en', 'light'],
  [1920, 1080, 'zh', 'screen'],
  [1280, 800, 'zh', 'dark'],
  [1920, 1080, 'en', 'light'],
] as const)
  test(`subsystem screens ${w}x${h} ${lang} ${theme}`, async ({ page, simulator }) => {
    test.setTimeout(120_000);
    const s = await api(simulator).asAdmin<{ ts: number }>('GET', 'pvControl/manualState');
    const noon = new Date(s.ts);
    noon.setHours(12, 0, 0, 0);
    if (noon.getTime() <= s.ts) noon.setDate(noon.getDate() + 1);
    await api(simulator).hook('advance', { seconds: (noon.getTime() - s.ts) / 1000 });
    await page.setViewportSize({ width: w, height: h });
    await startIn(page, lang);
    await withSkin(page, theme);
    await login(page);
    for (const p of PAGES) {
      await page.goto(`/index/${p}`);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `${dir}/${p}-${w}x${h}-${lang}-${theme}.png`, fullPage: true });
    }
    await page.goto('/index/chargingPileSys');
    await page.getByRole('button', { name: lang === 'zh' ? '充电记录' : 'Charge history' }).click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${dir}/chargeHistory-${w}x${h}-${lang}-${theme}.png` });
    await page.getByRole('button', { name: lang === 'zh' ? '新增记录' : 'Add record' }).click();
    await page.getByRole('button', { name: lang === 'zh' ? '保存' : 'Save' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}/chargeForm-${w}x${h}-${lang}-${theme}.png` });
  });
