import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';
import { withSkin } from './helpers/skin';

/*
 * Screenshots of the overview, kiosk pages and the L1 banner in every skin, for a person to look
 * at (not an assertion of looks):
 * SHOTS_DIR=/tmp/shots [SHOTS=1280x800-zh-screen,...] npx playwright test tests/e2e/wall-screens.spec.ts
 */
const dir = process.env.SHOTS_DIR;
const only = process.env.SHOTS;
test.skip(!dir, 'set SHOTS_DIR to take the screenshots');
test.use({ simulatorOptions: { clusters: 4, racks: 4, cells: 12 } });

const DEVICES = [
  { type: 'bms', deviceName: 'BMS-1', zh: '1 号簇单体过温', en: 'Cluster 1 cell over-temperature' },
  { type: 'pcs', deviceName: 'PCS-1', zh: 'PCS 直流侧过压跳闸', en: 'PCS DC over-voltage trip' },
  { type: 'grid', deviceName: 'Grid meter', zh: '电网电压越限', en: 'Grid voltage out of range' },
];

for (const [w, h] of [
  [1280, 800],
  [1920, 1080],
] as const)
  for (const lang of ['zh', 'en'] as const)
    for (const theme of ['dark', 'light', 'screen'] as const) {
      const id = `${w}x${h}-${lang}-${theme}`;
      if (only && !only.split(',').includes(id)) continue;
      test(`wall screens ${id}`, async ({ page, simulator }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width: w, height: h });
        await withSkin(page, theme);
        await signIn(page, simulator, 'admin', { language: lang, to: '/index/mainSys' });
        await expect(page.getByTestId('energy-flow')).toBeVisible({ timeout: 30_000 });
        await page.waitForTimeout(2000);
        await page.screenshot({ path: `${dir}/overview-${id}.png` });
        for (const d of DEVICES.slice(0, 2))
          await api(simulator).hook('alarm', {
            site: 'WZ001',
            level: 1,
            content: d.zh,
            contentEn: d.en,
            type: d.type,
            deviceName: d.deviceName,
          });
        await expect(page.getByTestId('alarm-banner')).toBeVisible();
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `${dir}/overview-l1x2-${id}.png` });
        const d = DEVICES[2];
        await api(simulator).hook('alarm', {
          site: 'WZ001',
          level: 1,
          content: d.zh,
          contentEn: d.en,
          type: d.type,
          deviceName: d.deviceName,
        });
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `${dir}/overview-l1x3-${id}.png` });
        for (const name of ['mainSys', 'powerSys']) {
          await page.goto(`/index/${name}?kiosk=1&lang=${lang}&theme=${theme}`);
          await expect(page.getByTestId('kiosk-strip')).toBeVisible();
          await page.waitForTimeout(2500);
          await page.screenshot({ path: `${dir}/kiosk-${name}-${id}.png` });
          const fit = await page.locator('main').evaluate((m) => `${m.scrollHeight}/${m.clientHeight}`);
          console.log(`kiosk ${name} ${id}: main scrollHeight/clientHeight ${fit}`);
        }
        await page.goto('/index/mainSys?kiosk=0');
      });
    }
