import { DEFAULT_GLOBAL_ALARM_SETTING } from '../../src/contract/alarm';
import { defaultTagRule } from '../../src/contract/api/tag-alarm';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';

/*
 * Settings → tag alarms (issue 25): an administrator gives a tag a rule in the section and sees the
 * station raise the alarm after the on-delay (zh); an operator sees the rules read-only with the
 * reason (en). Raising, hysteresis and recovery are checked in tests/integration/sim-tag-alarm.test.ts.
 */

const SECTION = '/index/settings/tag-alarms';

// Its own station: the popup must show this file's alarm, not one another file left raised.
const OWN_STATION = { seed: 26 };
test.use({ simulatorOptions: OWN_STATION });

test.describe('tag alarms settings', () => {
  // Leave the rule and the popup setting as found for later tests on this worker's simulator.
  test.afterAll(async ({ simulators }) => {
    const running = simulators.running(OWN_STATION);
    if (!running) return;
    const sim = api(await running);
    await sim.asAdmin('POST', 'tagalarm/batchSubmit', { json: { rules: [defaultTagRule('CLU_SOH')] } });
    await sim.asAdmin('POST', 'config/globalAlarm/save', { json: DEFAULT_GLOBAL_ALARM_SETTING });
  });

  test('zh: an administrator gives a tag a rule and the alarm pops up after the on-delay', async ({
    page,
    simulator,
  }) => {
    const sim = api(simulator);
    await sim.asAdmin('POST', 'config/globalAlarm/save', { json: { enabled: 1, level: 3, period: 0 } });
    await signIn(page, simulator, 'admin', { language: 'zh', to: SECTION });
    await expect(page.getByRole('heading', { name: '标签告警' })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('checkbox', { name: '选择 簇SOH' }).check();
    await page.getByRole('button', { name: '编辑所选 1 个标签的规则' }).click();
    const dialog = page.getByRole('dialog', { name: '1 个标签的规则' });
    await dialog.getByLabel('启用 L2').check();
    const l2 = dialog.getByLabel('L2 表达式');
    await l2.fill('x>=0 &&');
    await expect(dialog.getByRole('button', { name: '应用到 1 个标签' })).toBeDisabled();
    await l2.fill('x>=0');
    await dialog.getByLabel('触发延时（秒）').fill('30');
    await dialog.getByRole('button', { name: '应用到 1 个标签' }).click();
    await expect(dialog.getByTestId('tag-alarm-results')).toContainText('1 个已保存，0 个被拒绝');
    await dialog.getByRole('button', { name: '关闭' }).click();
    const row = page.getByRole('row', { name: /CLU_SOH/ });
    await expect(row).toContainText('x>=0');
    await expect(row).toContainText('当前 L2');

    // The station raises the alarm only once the value has held for the 30 s on-delay.
    const card = page.getByTestId('alarm-popup-card').filter({ hasText: /BMS-1 簇SOH L2告警/ });
    await sim.hook('advance', { seconds: 1 });
    await sim.hook('advance', { seconds: 20 });
    await expect(card).toHaveCount(0);
    await sim.hook('advance', { seconds: 11 });
    await expect(card).toBeVisible({ timeout: 10_000 });
  });

  test('en: an operator sees the rules read-only, with the reason', async ({ page, simulator }) => {
    await signIn(page, simulator, 'operator', { language: 'en', to: SECTION });
    await expect(page.getByRole('heading', { name: 'Tag alarms' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: 'Select Storage SOC' }).check();
    const edit = page.getByRole('button', { name: 'Edit the rule of 1 selected tag' });
    await expect(edit).toHaveAttribute('title', 'Only administrators may do this.');
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Rule for 1 tag' });
    await expect(dialog.getByTestId('tag-alarm-editing')).toHaveText('Tags: Storage SOC');
    await expect(dialog.getByText('Only administrators may do this.')).toBeVisible();
    await expect(dialog.getByLabel('L1 expression')).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Apply to 1 tag' })).toBeDisabled();
  });
});
