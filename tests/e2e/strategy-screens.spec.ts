import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';
import { templateInput } from '../helpers/strategy-template';
import { withSkin } from './helpers/skin';

/*
 * Screenshots for a person to look at (not an assertion of looks): run with
 * SHOTS_DIR=/tmp/shots npx playwright test tests/e2e/strategy-screens.spec.ts
 */
const dir = process.env.SHOTS_DIR;
test.skip(!dir, 'set SHOTS_DIR to take the screenshots');

const rows = [
  { start: '00:00', end: '08:00', strategy: 'charge', powerKw: -2 },
  { start: '08:00', end: '10:00', strategy: 'standby', powerKw: 0 },
  { start: '10:00', end: '12:00', strategy: 'discharge', powerKw: 3 },
  { start: '18:00', end: '22:00', strategy: 'discharge', powerKw: 4 },
];

test.beforeAll(async ({ simulators }) => {
  const sim = api(await simulators.get({}));
  const base = templateInput({
    brandCode: 'CATL-280',
    socUpper: 95,
    socLower: 10,
    antiReverseFlow: true,
    acEarlyOpenMin: 15,
    acLateCloseMin: 30,
  });
  const a = await sim.asAdmin<{ id: string }>('POST', 'strategy/template/save', {
    json: { ...base, name: '峰谷套利', rows },
  });
  const b = await sim.asAdmin<{ id: string }>('POST', 'strategy/template/save', {
    json: {
      ...base,
      name: 'Weekend',
      rows: [{ start: '00:00', end: '24:00', strategy: 'standby', powerKw: 0 }],
    },
  });
  await sim.asAdmin('POST', 'strategy/template/deliver', { query: { id: a.id } });
  const plan = { startDate: '2020-01-01', endDate: '2099-12-31', monthDays: [] };
  await sim.asAdmin('POST', 'strategy/plan/save', {
    json: { ...plan, name: 'Base', templateId: a.id, cycle: 'daily', weekdays: [], priority: 1 },
  });
  await sim.asAdmin('POST', 'strategy/plan/save', {
    json: { ...plan, name: 'Weekend', templateId: b.id, cycle: 'weekly', weekdays: [6, 7], priority: 5 },
  });
});

for (const [w, h] of [
  [1920, 1080],
  [1280, 800],
] as const)
  for (const lang of ['zh', 'en'] as const)
    for (const theme of ['dark', 'light'] as const) {
      test(`strategy screens ${w}x${h} ${lang} ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width: w, height: h });
        await startIn(page, lang);
        await withSkin(page, theme);
        const name = (what: string) => `${dir}/strategy-${what}-${w}x${h}-${lang}-${theme}.png`;
        await login(page, 'admin', { to: '/index/strategySys' });
        await expect(page.getByTestId('current-mode')).toBeVisible();
        await page.screenshot({ path: name('control') });
        await page.getByRole('tab').nth(1).click();
        await expect(page.getByRole('row')).not.toHaveCount(1);
        await page.screenshot({ path: name('templates') });
        await page.getByRole('row').nth(2).getByRole('button').first().click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: name('editor'), fullPage: true });
        await page.goto('/index/strategySys');
        await page.getByRole('tab').nth(2).click();
        await expect(page.getByTestId('strip-hour-0')).toBeVisible();
        await page.screenshot({ path: name('plans'), fullPage: true });
      });
    }
