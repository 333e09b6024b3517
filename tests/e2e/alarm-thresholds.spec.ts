import { DEFAULT_GLOBAL_ALARM_SETTING } from '../../src/contract/alarm';
import { defaultRule } from '../../src/contract/threshold-rules';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';

const SECTION = '/index/settings/alarm-thresholds';
const CELL = { site: 'WZ001', clusterNo: 1, rack: 1, cell: 2 };

// Its own station: the popup journey needs a cell no other file's test has left in alarm (with
// fullyParallel the files sharing a worker's simulator come in any order).
const OWN_STATION = { seed: 25 };
test.use({ simulatorOptions: OWN_STATION });

test.describe('alarm thresholds settings', () => {
  // The worker's simulator is shared with later spec files: leave the rule and the popup as found.
  test.afterAll(async ({ simulators }) => {
    const running = simulators.running(OWN_STATION);
    if (!running) return;
    const sim = api(await running);
    await sim.hook('cell-release', { site: 'WZ001', clusterNo: 1 });
    await sim.asAdmin('POST', 'deviceThreshold/value/set', { json: defaultRule('cellVoltage') });
    await sim.asAdmin('POST', 'config/globalAlarm/save', { json: DEFAULT_GLOBAL_ALARM_SETTING });
  });

  test('en: an expression error and its fix, the lint warning, a tested value, save; the popup raises the alarm after the on-delay', async ({
    page,
    simulator,
  }) => {
    const sim = api(simulator);
    await sim.asAdmin('POST', 'config/globalAlarm/save', { json: { enabled: 1, level: 3, period: 0 } });
    await signIn(page, simulator, 'admin', { language: 'en', to: SECTION });
    // The settings shell loads every section's title first: slow on a loaded machine.
    await expect(page.getByRole('heading', { name: 'Alarm thresholds' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Edit Cell voltage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit thresholds: Cell voltage' });

    await dialog.getByLabel('L1 enabled').check();
    const l1 = dialog.getByLabel('L1 expression');
    await l1.fill('x>=3700 &');
    await expect(dialog.getByText('Unexpected “&” at position 9')).toBeVisible();
    await l1.fill('x>=3700');
    await expect(dialog.getByText(/at position 9/)).toHaveCount(0);

    await dialog.getByLabel('L2 enabled').check();
    await dialog.getByLabel('L2 expression').fill('x>=3500 && x<3650');
    await dialog.getByLabel('L2 reset limit').fill('x<3450');
    await dialog.getByLabel('L3 enabled').uncheck();
    await expect(dialog.getByTestId('threshold-lint')).toContainText('No level covers [3650, 3700)');
    await dialog.getByLabel('L2 expression').fill('x>=3500 && x<3700');
    await expect(dialog.getByTestId('threshold-lint')).toContainText(
      'No overlaps, gaps or unreachable levels',
    );

    await dialog.getByLabel('On-delay (s)').fill('60');
    await dialog.getByLabel('Test a value of x').fill('3550');
    await expect(dialog.getByTestId('threshold-test-verdict')).toHaveText(
      'x = 3550 raises L2 (after the on-delay of 60 s)',
    );
    await dialog.getByRole('button', { name: 'Replay the last 24 h' }).click();
    await expect(dialog.getByTestId('threshold-replay')).toContainText('Over the last 24 h this rule');

    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Thresholds saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /Cell voltage/ })).toContainText('x>=3500 && x<3700');

    // Hold one cell in the L2 range: nothing before the 60 s on-delay, the popup after it.
    await sim.hook('cell', { ...CELL, voltageMv: 3550 });
    await sim.hook('advance', { seconds: 1 });
    const card = page.getByTestId('alarm-popup-card').filter({ hasText: /BMS-1 Cell voltage L2 alarm/ });
    await sim.hook('advance', { seconds: 30 });
    await expect(card).toHaveCount(0);
    await sim.hook('advance', { seconds: 31 });
    await expect(card).toBeVisible({ timeout: 10_000 });
  });

  test('zh: an operator sees the rules read-only, with the reason', async ({ page, simulator }) => {
    await signIn(page, simulator, 'operator', { language: 'zh', to: SECTION });
    await expect(page.getByRole('heading', { name: '告警阈值' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: '导入' })).toBeDisabled();
    await page.getByRole('button', { name: '查看 单体温度' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑阈值：单体温度' });
    await expect(dialog.getByText('仅管理员可以执行此操作。')).toBeVisible();
    await expect(dialog.getByLabel('L1 表达式')).toBeDisabled();
    await expect(dialog.getByRole('button', { name: '保存', exact: true })).toBeDisabled();
  });
});
