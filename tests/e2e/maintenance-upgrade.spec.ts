import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import enAuth from '../../locales/en/auth.json' with { type: 'json' };
import enNorthbound from '../../locales/en/northbound.json' with { type: 'json' };
import zhUpgrade from '../../locales/zh/upgrade.json' with { type: 'json' };
import { api } from './helpers/api';
import { COMMON, fill, openSettingsSection } from './helpers/locale';
import { signIn } from './helpers/session';

/*
 * Issue 26 part B in the browser: an administrator upgrades the EMS and watches the task finish
 * (the simulated clock advanced by the hook, the list refreshing itself) with the version read back
 * (en); is refused a package for another model with the station's reason, then starts the BMS and
 * stops it (zh); saves the northbound interface, sees a wrong address refused with the form kept, and
 * follows the restart's progress (the link 'restarting') until the service answers (page.clock and
 * the simulator's clock, zh); declines the restart after a save, sees the saved settings pending,
 * then restarts until they are in force (en). The two parity journeys (upgrade zh, northbound en)
 * walk to their section from the settings menu and check the words of the locale files; the zh
 * upgrade journey runs in the wall-screen skin and checks that no Chinese word or model is broken
 * per character in the squeezed tables. Each journey touches its own device or topic, so
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

/** How many lines the element's text takes (one rectangle per line box). */
const textLines = (cell: Locator) =>
  cell.evaluate((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

test('an administrator opens firmware upgrade from the settings menu, is refused a package for another model, then starts the BMS upgrade and stops it (zh)', async ({
  page,
  simulator,
}) => {
  const sim = api(simulator);
  const w = zhUpgrade;
  const { confirm } = COMMON.zh.actions;
  await sim.hook('storage', { site: 'WZ001', powerKw: 0 });
  try {
    // The wall-screen skin at 1280 leaves the tables their narrowest room (larger type).
    await page.addInitScript(() =>
      localStorage.setItem(
        'IOT-theme',
        JSON.stringify({ dataType: 'string', content: 'screen', type: 'local', datetime: 0 }),
      ),
    );
    await signIn(page, simulator, 'admin', { language: 'zh' });
    await openSettingsSection(page, 'zh', w.title);
    await expect(page.getByRole('heading', { name: w.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('firmware-BMS')).toHaveText('V1.8.2');
    // Chinese words and models are not broken per character ('设/备', '开始/升级', 'BCU-/3000').
    const tasksHead = page.getByRole('region', { name: w.tasks }).getByRole('columnheader');
    for (const cell of [
      page.getByRole('button', { name: `${w.start} BMS` }),
      page.getByRole('region', { name: w.devices }).getByText('BCU-3000', { exact: true }),
      tasksHead.filter({ hasText: w.device }),
      tasksHead.filter({ hasText: w.startedAt }),
    ])
      expect(await textLines(cell), await cell.innerText()).toBe(1);
    const pkg = page.getByRole('combobox', { name: `${w.package} BMS` });
    await pkg.selectOption({ label: `PWS2-630K_V1.0.4.bin (${w.otherModel})` });
    await page.getByRole('button', { name: `${w.start} BMS` }).click();
    await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
    // The refusal is the station's own reason (simulator), not a console string.
    await expect(
      page.getByText('升级包 PWS2-630K_V1.0.4.bin 适用于型号 PWS2-630K，BMS 的型号是 BCU-3000'),
    ).toBeVisible();

    await pkg.selectOption({ label: 'BCU-3000_V1.9.0.bin' });
    await page.getByRole('button', { name: `${w.start} BMS` }).click();
    await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
    await expect(page.getByText(fill(w.started, { device: 'BMS' }))).toBeVisible();
    const tasks = page.getByRole('region', { name: w.tasks });
    const task = tasks.getByRole('row', { name: /BCU-3000_V1\.9\.0\.bin/ });
    await expect(task.getByRole('cell', { name: w.statuses.upgrading, exact: true })).toBeVisible();
    await task.getByRole('button', { name: `${w.stop} BMS` }).click();
    await expect(page.getByRole('dialog')).toContainText(fill(w.confirmStop, { device: 'BMS' }));
    await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
    await expect(page.getByText(fill(w.stopped, { device: 'BMS' }))).toBeVisible();
    await expect(task.getByRole('cell', { name: w.statuses.canceled, exact: true })).toBeVisible();
    await expect(page.getByTestId('firmware-BMS')).toHaveText('V1.8.2');
  } finally {
    await sim.hook('storage', { site: 'WZ001', powerKw: null });
  }
});

test('an administrator opens the northbound interface from the settings menu, declines the restart after a save, sees the settings pending, then restarts the interface (en)', async ({
  page,
  simulator,
}) => {
  const w = enNorthbound;
  const { actions } = COMMON.en;
  await page.clock.install();
  await signIn(page, simulator, 'admin', { language: 'en' });
  await openSettingsSection(page, 'en', w.title);
  await expect(page.getByRole('heading', { name: w.title, exact: true })).toBeVisible();
  await expect(page.getByText(w.description)).toBeVisible();
  const form = page.getByRole('form', { name: w.title });
  await form.getByLabel(w.mqttAddress).fill('mqtt://broker.example.com:1883');
  await form.getByRole('textbox', { name: w.topic, exact: true }).fill('ems/e2e-en');
  await form.getByRole('button', { name: w.save }).click();
  const ask = page.getByRole('dialog', { name: w.restart });
  await expect(ask).toContainText(w.restartAsk);
  await ask.getByRole('button', { name: actions.cancel }).click();
  await expect(page.getByText(w.restartLater)).toBeVisible();
  const pending = page.getByText(w.link.pending);
  await expect(pending).toBeVisible();

  await form.getByRole('button', { name: w.save }).click();
  await ask.getByRole('button', { name: actions.confirm }).click();
  const progress = page.getByRole('dialog', { name: w.restartTitle });
  await expect(progress.getByRole('progressbar')).toBeVisible();
  await expect(page.getByTestId('northbound-link-state')).toHaveText(w.link.states.restarting);
  await api(simulator).hook('advance', { seconds: 180 });
  await page.clock.fastForward('03:05');
  await expect(progress).toContainText(enAuth.reboot.back, { timeout: 15_000 });
  await progress.getByRole('button', { name: actions.close }).click();
  await expect(page.getByTestId('northbound-link-state')).toHaveText(w.link.states.off);
  await expect(pending).toHaveCount(0);
});
