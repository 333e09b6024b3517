import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';
import { withSkin } from './helpers/skin';

/*
 * Screenshots of the shell and the first pages for a person to look at (not an assertion of looks):
 * SHOTS_DIR=/tmp/shots SHOTS=1280x800-en-dark npx playwright test tests/e2e/shell-screens.spec.ts
 */
const dir = process.env.SHOTS_DIR;
const only = process.env.SHOTS;
test.skip(!dir, 'set SHOTS_DIR to take the screenshots');
test.use({ simulatorOptions: { clusters: 8, racks: 6, cells: 12 } });

const PAGES = ['mainSys', 'powerSys', 'alarmSys', 'operationSys', 'diagnostics'] as const;

for (const [w, h] of [
  [1280, 800],
  [1920, 1080],
] as const)
  for (const lang of ['zh', 'en'] as const)
    for (const theme of ['dark', 'light'] as const) {
      const id = `${w}x${h}-${lang}-${theme}`;
      if (only && !only.split(',').includes(id)) continue;
      test(`shell screens ${id}`, async ({ page, simulator }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width: w, height: h });
        await startIn(page, lang);
        await withSkin(page, theme);
        await page.goto('/login');
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${dir}/login-${id}.png` });
        await login(page);
        for (const level of [1, 2, 3])
          await api(simulator).hook('alarm', {
            site: 'WZ001',
            level,
            content: `储能舱 ${level} 号簇电池管理系统通信中断，请检查光纤连接与交换机端口状态`,
            contentEn: `Battery management system of cluster ${level} lost communication; check the fibre link and the switch port status`,
            type: 'bms',
            deviceName: `BMS-CLUSTER-${level}-CONTAINER-1`,
          });
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `${dir}/popup-${id}.png` });
        for (const name of PAGES) {
          await page.goto(`/index/${name}`);
          await expect(page.locator('main')).toBeVisible();
          await page.waitForTimeout(2500);
          await page.screenshot({ path: `${dir}/${name}-${id}.png` });
        }
        await page.goto('/index/operationSys');
        await page.waitForTimeout(1000);
        await page
          .locator('input')
          .first()
          .click()
          .catch(() => undefined);
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${dir}/picker-${id}.png` });
        await page.goto('/guestPage');
        await expect(page.getByTestId('flow-cue').first()).toBeVisible({ timeout: 15_000 });
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${dir}/guest-${id}.png` });
        await page.goto('/index/settings/kiosk');
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `${dir}/kiosk-settings-${id}.png` });
        await page.goto(`/index/powerSys?kiosk=1&lang=${lang}&theme=${theme}`);
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `${dir}/kiosk-${id}.png` });
        await page.goto('/index/mainSys?kiosk=0');
      });
    }
