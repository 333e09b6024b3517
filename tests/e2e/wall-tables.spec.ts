import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';
import { withSkin, type Skin } from './helpers/skin';
import { walkTo } from './helpers/walk';
import {
  chooseSkin,
  expectAlarmTableFits,
  expectReportsFollowRule,
  expectUsersFit,
} from './helpers/wall-tables';
import enAlarm from '../../locales/en/alarm.json' with { type: 'json' };
import zhAlarm from '../../locales/zh/alarm.json' with { type: 'json' };

/*
 * The wide tables in the wall skin (type × 1.2) at 1280 × 800 and 1920 × 1080 and in the light
 * skin at 1280 × 800: the alarm list, the alarm history and the users table fit their box (no
 * sideways scrolling: the time columns, the handler, the phone and the creation time were off
 * screen), and the reports' twelve to fourteen figure columns follow their rule: the date column
 * stays pinned at the left edge while the figures scroll under it, and a cue at the right edge,
 * an arrow that reads at 3 : 1 or more, says that more columns follow. No text that names a device
 * is cut without its full name as a tooltip (issue 30). One sign-in per language; the skin is
 * chosen with the header's switch and the size changed in the same page (the CI budget).
 */

const PASSES: { skin: Skin; width: number; height: number }[] = [
  { skin: 'screen', width: 1280, height: 800 },
  { skin: 'screen', width: 1920, height: 1080 },
  { skin: 'light', width: 1280, height: 800 },
];

/** The alarm page's two tabs, walked to and clicked as a person does, each checked for fit. */
async function expectAlarmPageFits(page: Page, language: 'zh' | 'en', tag: string, what: string) {
  const words = language === 'zh' ? zhAlarm : enAlarm;
  await walkTo(page, '/index/alarmSys');
  const current = page.getByTestId('current-alarms');
  await expect(current.getByRole('row').filter({ hasText: `kept ${tag}` })).toBeVisible({ timeout: 30_000 });
  await expectAlarmTableFits(current, `${what} current alarms`);
  await page.getByRole('tab', { name: words.tabs.history, exact: true }).click();
  const history = page.getByTestId('history-alarms');
  const past = history.getByRole('row').filter({ hasText: `past ${tag}` });
  await expect(past).toContainText(words.status.cleared, { timeout: 30_000 });
  await expect(past.getByTestId('alarm-operator')).toBeVisible();
  await expectAlarmTableFits(history, `${what} alarm history`);
}

for (const language of ['zh', 'en'] as const) {
  test(`${language}: the alarm list and history and the users table fit their box, the reports pin the date and show more columns follow (wall 1280 and 1920, light 1280)`, async ({
    page,
    simulator,
  }) => {
    test.setTimeout(240_000);
    const tag = `${language}-${Date.now().toString(36)}`;
    const words = language === 'zh' ? zhAlarm : enAlarm;
    // Long device names and texts, as a real station's devices and alarms have them; the widest
    // type ('Charging pile') and, once processed, the widest status, a processing time and its
    // handler. One alarm stays in the current list (acknowledged), the other goes to the history.
    for (const which of ['kept', 'past'])
      await api(simulator).hook('alarm', {
        site: 'WZ001',
        level: 2,
        content: `墙屏表格测试：电池簇单体电压过高，请检查均衡状态 ${which} ${tag}`,
        contentEn: `Wall table test: cell over-voltage in the cluster, check the balancing ${which} ${tag}`,
        type: 'chargingPile',
        deviceName: `1#储能集装箱-2#电池簇-BMS-${which}-${tag}`,
      });
    await page.setViewportSize({ width: PASSES[0].width, height: PASSES[0].height });
    await withSkin(page, PASSES[0].skin);
    await signIn(page, simulator, 'admin', { language, to: '/index/mainSys' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'screen');

    // The kept alarm acknowledged, the other cleared through the confirmation.
    await walkTo(page, '/index/alarmSys');
    const current = page.getByTestId('current-alarms');
    const row = (which: string) => current.getByRole('row').filter({ hasText: `${which} ${tag}` });
    await expect(row('kept')).toBeVisible({ timeout: 30_000 });
    await row('kept').getByRole('button', { name: words.action.acknowledge, exact: true }).click();
    await expect(row('kept')).toContainText(words.status.acknowledged);
    await expect(row('kept').getByTestId('alarm-operator')).toBeVisible();
    await row('past').getByRole('button', { name: words.action.clear, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.action.clear, exact: true }).click();
    await expect(row('past')).toHaveCount(0);

    const arrows: string[] = [];
    for (const pass of PASSES) {
      const what = `${pass.skin} ${pass.width}`;
      await test.step(what, async () => {
        await page.setViewportSize({ width: pass.width, height: pass.height });
        if ((await page.locator('html').getAttribute('data-theme')) !== pass.skin)
          await chooseSkin(page, pass.skin, language);
        await expectAlarmPageFits(page, language, tag, what);
        await expectUsersFit(page, what);
        const contrasts = await expectReportsFollowRule(page, language, what);
        arrows.push(`${what}: ${JSON.stringify(contrasts)}`);
      });
    }
    test.info().annotations.push({ type: 'cue arrow contrast', description: arrows.join('; ') });
  });
}
