import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';

/*
 * Issue 26 part B in the browser: an administrator upgrades the EMS and watches the task finish
 * (the simulated clock advanced by the hook, the list refreshing itself) with the version read back
 * (en); is refused a package for another model with the station's reason, then starts the BMS and
 * stops it (zh); saves the northbound interface, sees a wrong address refused with the form kept, and
 * follows the restart's progress (the link 'restarting') until the service answers (page.clock and
 * the simulator's clock, zh); declines the restart after a save, sees the saved settings pending,
 * then restarts until they are in force (en). Each journey touches its own device or topic, so
 * they share a simulator in any order. The state machine,
 * the broker link and the validation rules are checked in tests/integration/sim-upgrade.test.ts
 * and sim-northbound.test.ts.
 */

test('an administrator starts a firmware upgrade and watches it finish with the version read back (en)', async ({
  page,
  simulator,
}) => {
  const sim = api(simulator);
  // The PCS idle, so the pre-flight check never refuses whatever the simulated hour.
  await sim.hook('storage', { site: 'WZ001', powerKw: 0 });
  try {
    await signIn(page, simulator, 'admin', { language: 'en', to: '/index/settings/firmware-upgrade' });
    await expect(page.getByRole('heading', { name: 'Firmware upgrade' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('firmware-EMS')).toHaveText('V3.4.1');
    await page.getByRole('combobox', { name: 'Package EMS' }).selectOption({ label: 'EMS-A1_V3.5.0.tar' });
    await page.getByRole('button', { name: 'Start upgrade EMS' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const tasks = page.getByRole('region', { name: 'Upgrade tasks' });
    await expect(tasks.getByRole('cell', { name: 'upgrading', exact: true })).toBeVisible();
    await expect(tasks.getByRole('button', { name: 'Stop EMS' })).toBeVisible();
    await sim.hook('advance', { seconds: 400 });
    await expect(tasks.getByRole('cell', { name: 'successful', exact: true })).toBeVisible({
      timeout: 10_000,
    });
    await expect(tasks.getByText('Read back: V3.5.0')).toBeVisible();
    await expect(page.getByTestId('firmware-EMS')).toHaveText('V3.5.0');
  } finally {
    await sim.hook('storage', { site: 'WZ001', powerKw: null });
  }
});

test('an administrator saves the northbound interface and follows the restart until the service answers (zh)', async ({
  page,
  simulator,
}) => {
  await page.clock.install();
  await signIn(page, simulator, 'admin', { language: 'zh', to: '/index/settings/northbound' });
  const form = page.getByRole('form', { name: '北向接口' });
  const address = form.getByLabel('MQTT 地址');
  await address.fill('mqtt://broker.example.com');
  await form.getByRole('textbox', { name: '主题' }).fill('ems/e2e');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('MQTT 地址应为 mqtt://主机:端口（端口 1–65535）')).toBeVisible();
  await expect(form.getByRole('textbox', { name: '主题' })).toHaveValue('ems/e2e');
  await address.fill('mqtt://broker.example.com:1883');
  await form.getByRole('button', { name: '保存' }).click();
  const ask = page.getByRole('dialog', { name: '重启' });
  await expect(ask).toContainText('现在重启接口使新配置生效？');
  await ask.getByRole('button', { name: '确认' }).click();
  const progress = page.getByRole('dialog', { name: '正在重启北向接口' });
  await expect(progress.getByRole('progressbar')).toBeVisible();
  await expect(page.getByTestId('northbound-link-state')).toHaveText('重启中');
  // The interface is down for 180 s of station time; the console asks again after 3 minutes.
  await api(simulator).hook('advance', { seconds: 180 });
  await page.clock.fastForward('03:05');
  await expect(progress).toContainText('系统已恢复在线。', { timeout: 15_000 });
  await progress.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByTestId('northbound-link-state')).toHaveText('关闭');
});

test('an administrator is refused a package for another model, then starts the BMS upgrade and stops it (zh)', async ({
  page,
  simulator,
}) => {
  const sim = api(simulator);
  await sim.hook('storage', { site: 'WZ001', powerKw: 0 });
  try {
    await signIn(page, simulator, 'admin', { language: 'zh', to: '/index/settings/firmware-upgrade' });
    await expect(page.getByRole('heading', { name: '固件升级' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('firmware-BMS')).toHaveText('V1.8.2');
    const pkg = page.getByRole('combobox', { name: '升级包 BMS' });
    await pkg.selectOption({ label: 'PWS2-630K_V1.0.4.bin (其他型号)' });
    await page.getByRole('button', { name: '开始升级 BMS' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect(
      page.getByText('升级包 PWS2-630K_V1.0.4.bin 适用于型号 PWS2-630K，BMS 的型号是 BCU-3000'),
    ).toBeVisible();

    await pkg.selectOption({ label: 'BCU-3000_V1.9.0.bin' });
    await page.getByRole('button', { name: '开始升级 BMS' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    const tasks = page.getByRole('region', { name: '升级任务' });
    const task = tasks.getByRole('row', { name: /BCU-3000_V1\.9\.0\.bin/ });
    await expect(task.getByRole('cell', { name: '升级中', exact: true })).toBeVisible();
    await task.getByRole('button', { name: '停止 BMS' }).click();
    await expect(page.getByRole('dialog')).toContainText('停止 BMS 的升级？设备保留当前固件。');
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect(page.getByText('BMS 的升级已停止')).toBeVisible();
    await expect(task.getByRole('cell', { name: '已取消', exact: true })).toBeVisible();
    await expect(page.getByTestId('firmware-BMS')).toHaveText('V1.8.2');
  } finally {
    await sim.hook('storage', { site: 'WZ001', powerKw: null });
  }
});

test('an administrator declines the restart after a save, sees the settings pending, then restarts the interface (en)', async ({
  page,
  simulator,
}) => {
  await page.clock.install();
  await signIn(page, simulator, 'admin', { language: 'en', to: '/index/settings/northbound' });
  const form = page.getByRole('form', { name: 'Northbound interface' });
  await form.getByLabel('MQTT address').fill('mqtt://broker.example.com:1883');
  await form.getByRole('textbox', { name: 'Topic' }).fill('ems/e2e-en');
  await form.getByRole('button', { name: 'Save' }).click();
  const ask = page.getByRole('dialog', { name: 'Restart' });
  await expect(ask).toContainText('Restart the interface now so the new settings apply?');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('The saved settings apply at the next restart.')).toBeVisible();
  const pending = page.getByText(
    'Saved settings differ from those in force: restart the interface to apply them.',
  );
  await expect(pending).toBeVisible();

  await form.getByRole('button', { name: 'Save' }).click();
  await ask.getByRole('button', { name: 'Confirm' }).click();
  const progress = page.getByRole('dialog', { name: 'Restarting the northbound interface' });
  await expect(progress.getByRole('progressbar')).toBeVisible();
  await expect(page.getByTestId('northbound-link-state')).toHaveText('restarting');
  await api(simulator).hook('advance', { seconds: 180 });
  await page.clock.fastForward('03:05');
  await expect(progress).toContainText('The system is back online.', { timeout: 15_000 });
  await progress.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('northbound-link-state')).toHaveText('off');
  await expect(pending).toHaveCount(0);
});
