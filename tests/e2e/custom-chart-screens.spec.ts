import { addDays } from '../../src/lib/period';
import { zonedDay } from '../../src/lib/station-time';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';
import { withSkin } from './helpers/skin';

/*
 * Screenshots for a person to look at (not an assertion of looks): a custom chart of 8 tags over
 * 30 days, drawn with the points its width asks for (drawnPoints). Run with
 * SHOTS_DIR=/tmp/shots npx playwright test tests/e2e/custom-chart-screens.spec.ts
 */
const dir = process.env.SHOTS_DIR;
test.skip(!dir, 'set SHOTS_DIR to take the screenshots');

const TAGS = [
  ['station', 'ST_SOC'],
  ['station', 'ST_P'],
  ['grid', 'GRID_P'],
  ['load', 'LOAD_P'],
  ['pv', 'PV_P'],
  ['gen', 'GEN_P'],
  ['pile', 'PILE_P'],
  ['station', 'ST_AUX'],
].map(([deviceId, tagNo]) => ({ deviceId, tagNo }));

for (const [w, h] of [
  [1920, 1080],
  [1280, 800],
] as const)
  for (const [language, skin] of [
    ['zh', w === 1920 ? 'dark' : 'light'],
    ['en', w === 1920 ? 'light' : 'dark'],
  ] as const)
    test(`custom chart of 8 tags over 30 days, ${w}x${h} ${language} ${skin}`, async ({
      page,
      simulator,
    }) => {
      test.setTimeout(120_000);
      const saved = await api(simulator).asAdmin<{ id: string }>('POST', 'customchart/save', {
        json: { name: `Screens ${w} ${language}`, tags: TAGS },
      });
      await page.setViewportSize({ width: w, height: h });
      await signIn(page, simulator, 'admin', { language, to: '/index/customChartSys' });
      await withSkin(page, skin);
      const end = addDays(zonedDay(Date.now(), 'Asia/Shanghai'), -1);
      await page.goto(
        `/index/customChartSys?chart=${saved.id}&period=custom&from=${addDays(end, -29)}&to=${end}`,
      );
      await expect(page.getByTestId('custom-chart').locator('canvas').first()).toBeVisible({
        timeout: 60_000,
      });
      await page.waitForTimeout(1_000);
      // (the crosshair over the lower pane: the legend shows every line's value there)
      const box = (await page.getByTestId('custom-chart').boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.75);
      await page.screenshot({
        path: `${dir}/custom-chart-${w}x${h}-${language}-${skin}.png`,
        fullPage: true,
      });
    });
