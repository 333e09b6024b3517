import type { Page } from '@playwright/test';
import { DEFAULT_GLOBAL_ALARM_SETTING } from '../../src/contract/alarm';
import type { SimAlarmFault } from '../../src/contract/api/sim-faults';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, setLanguage, startIn } from './helpers/ui';

const TEXT = {
  en: {
    settings: 'Global alarm',
    show: 'Show the alarm popup',
    level: 'Lowest level that pops up',
    period: 'Repeat period (minutes)',
    save: 'Save',
    saved: 'Global alarm setting saved',
    region: 'Real-time alarms',
    ack: 'Acknowledge',
    goTo: 'Go to alarm',
    close: 'Close',
  },
  zh: {
    settings: '全局告警',
    show: '显示告警弹窗',
    level: '弹窗的最低等级',
    period: '重复周期（分钟）',
    save: '保存',
    saved: '全局告警设置已保存',
    region: '实时告警',
    ack: '确认',
    goTo: '查看告警',
    close: '关闭',
  },
} as const;

let seq = 0;
/** A fault-hook alarm with text unique to this test run. */
function fault(over: Partial<SimAlarmFault> = {}): SimAlarmFault {
  seq += 1;
  const tag = `${Date.now().toString(36)}-${seq}`;
  return {
    site: 'WZ001',
    level: 1,
    content: `测试告警 ${tag}`,
    contentEn: `Test alarm ${tag}`,
    type: 'system',
    deviceName: `E2E-${tag}`,
    ...over,
  };
}

/** Turns the popup on through Settings → Global alarm (the spec default is off). */
async function configurePopup(page: Page, lng: 'en' | 'zh', level = '3', period = '0') {
  const l = TEXT[lng];
  await page.goto('/index/settings/global-alarm');
  await expect(page.getByRole('heading', { name: l.settings })).toBeVisible();
  await page.getByLabel(l.show).check();
  await page.getByLabel(l.level).selectOption(level);
  await page.getByLabel(l.period).fill(period);
  await page.getByRole('button', { name: l.save, exact: true }).click();
  await expect(page.getByText(l.saved)).toBeVisible();
}

function badge(page: Page) {
  return page.getByTestId('alarm-badge');
}

async function badgeCounts(page: Page): Promise<{ active: number; unacknowledged: number }> {
  await expect(badge(page)).toHaveAttribute('data-active', /\d+/);
  return {
    active: Number(await badge(page).getAttribute('data-active')),
    unacknowledged: Number(await badge(page).getAttribute('data-unacknowledged')),
  };
}

function popupCard(page: Page, text: string) {
  return page.getByTestId('alarm-popup-card').filter({ hasText: text });
}

test.describe('global alarm popup', () => {
  // The worker's simulator is shared with the spec files that run after this one: leave the
  // popup switched off as a new station has it, so no card covers their pages.
  test.afterAll(async ({ simulators }) => {
    await api(await simulators.get({})).asAdmin('POST', 'config/globalAlarm/save', {
      json: DEFAULT_GLOBAL_ALARM_SETTING,
    });
  });

  // One language per journey (CI budget, promise 2): the other language's words are checked by
  // tests/unit/i18n/locale-parity.test.ts and by the journeys that run in it.
  for (const lng of ['en'] as ReadonlyArray<'zh' | 'en'>) {
    test(`a raised alarm pops up within 2 s in ${lng}; acknowledging it updates the list and the badge`, async ({
      page,
      simulator,
    }) => {
      const l = TEXT[lng];
      await startIn(page, lng);
      await login(page, 'admin');
      await configurePopup(page, lng);
      await page.goto('/index/alarmSys');
      const before = await badgeCounts(page);

      const a = fault({ level: 2 });
      await api(simulator).hook('alarm', { ...a });
      const shown = lng === 'en' ? a.contentEn : a.content;
      const hidden = lng === 'en' ? a.content : a.contentEn;
      const card = popupCard(page, shown);
      await expect(card).toBeVisible({ timeout: 2_000 });
      await expect(card).not.toContainText(hidden);
      await expect(page.getByRole('region', { name: l.region })).toContainText(shown);
      await expect(page.getByTestId('current-alarms').getByText(shown)).toBeVisible();
      await expect
        .poll(() => badgeCounts(page))
        .toEqual({
          active: before.active + 1,
          unacknowledged: before.unacknowledged + 1,
        });

      await card.getByRole('button', { name: l.ack, exact: true }).click();
      await expect(card).toBeHidden();
      const row = page.getByTestId('current-alarms').getByRole('row').filter({ hasText: shown });
      await expect(row).toContainText(lng === 'en' ? 'Acknowledged' : '已确认');
      await expect(row).toContainText('王建国 Wang Jianguo'); // the handler: the admin's real name (seeded staff)
      await expect(row.getByRole('button', { name: l.ack, exact: true })).toHaveCount(0);
      await expect
        .poll(() => badgeCounts(page))
        .toEqual({
          active: before.active + 1,
          unacknowledged: before.unacknowledged,
        });
    });
  }

  test('the popup never takes focus from a field being typed in', async ({ page, simulator }) => {
    await startIn(page, 'en');
    await login(page, 'admin');
    await configurePopup(page, 'en');
    await page.goto('/index/alarmSys?tab=history');
    const field = page.getByLabel('Device name');
    await field.click();
    await page.keyboard.type('PCS');
    const a = fault();
    await api(simulator).hook('alarm', { ...a });
    await expect(popupCard(page, a.contentEn)).toBeVisible({ timeout: 2_000 });
    await page.keyboard.type('-1');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('PCS-1');
  });

  test('go to alarm opens alarmSys with the alarm marked; a closed alarm stays closed with period 0', async ({
    page,
    simulator,
  }) => {
    await startIn(page, 'en');
    await login(page, 'admin');
    await configurePopup(page, 'en');
    await page.goto('/index/mainSys');
    const a = fault();
    const b = fault();
    await api(simulator).hook('alarm', { ...a });
    await api(simulator).hook('alarm', { ...b });
    await popupCard(page, a.contentEn).getByRole('button', { name: 'Go to alarm' }).click();
    await expect(page).toHaveURL(/\/index\/alarmSys\?alarm=/);
    await expect(page.getByTestId('highlighted-alarm')).toBeVisible();
    await expect(popupCard(page, a.contentEn)).toBeHidden();
    await popupCard(page, b.contentEn).getByRole('button', { name: 'Close' }).click();
    await expect(popupCard(page, b.contentEn)).toBeHidden();
    await page.waitForTimeout(1_500); // several live updates arrive: neither comes back
    await expect(popupCard(page, a.contentEn)).toHaveCount(0);
    await expect(popupCard(page, b.contentEn)).toHaveCount(0);
  });

  test('with a period, a closed and still unacknowledged alarm pops up again', async ({
    page,
    simulator,
  }) => {
    await page.clock.install();
    await startIn(page, 'en');
    await login(page, 'admin');
    await configurePopup(page, 'en', '3', '1');
    const a = fault();
    await api(simulator).hook('alarm', { ...a });
    const card = popupCard(page, a.contentEn);
    await expect(card).toContainText('New alarm', { timeout: 2_000 });
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toBeHidden();
    await page.clock.fastForward('00:30');
    await expect(card).toBeHidden();
    await page.clock.fastForward('00:31');
    await expect(card).toContainText('Still not acknowledged');
    await card.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await expect(card).toBeHidden();
    await page.clock.fastForward('02:00');
    await expect(card).toBeHidden();
  });

  test('alarms below the chosen level do not pop up, and none pop up when disabled', async ({
    page,
    simulator,
  }) => {
    await startIn(page, 'en');
    await login(page, 'admin');
    await configurePopup(page, 'en', '1');
    const l3 = fault({ level: 3 });
    const l1 = fault({ level: 1 });
    await api(simulator).hook('alarm', { ...l3 });
    await api(simulator).hook('alarm', { ...l1 });
    await expect(popupCard(page, l1.contentEn)).toBeVisible({ timeout: 2_000 });
    await expect(popupCard(page, l3.contentEn)).toHaveCount(0);

    await page.getByLabel('Show the alarm popup').uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('alarm-popup-card')).toHaveCount(0);
    const later = fault({ level: 1 });
    await api(simulator).hook('alarm', { ...later });
    await page.waitForTimeout(1_500);
    await expect(popupCard(page, later.contentEn)).toHaveCount(0);
  });

  test('markup in alarm content is shown as text, never run', async ({ page, simulator }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await startIn(page, 'en');
    await login(page, 'admin');
    await configurePopup(page, 'en');
    await page.goto('/index/alarmSys');
    const markup = '<img src=x onerror=alert(1)>';
    await api(simulator).hook('alarm', { ...fault(), content: markup, contentEn: markup });
    // How fast it pops up is the 'pops up within 2 s' test's; this one is about markup staying text
    // (its 2 s bound made it flaky on a busy CI machine).
    await expect(page.getByTestId('alarm-popup-content').filter({ hasText: markup }).first()).toBeVisible();
    await expect(page.getByTestId('alarm-content').filter({ hasText: markup }).first()).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
  });

  test('the setting form refuses bad input, and a failed save keeps what was typed', async ({
    page,
    simulator,
  }) => {
    await startIn(page, 'en');
    await login(page, 'admin', { to: '/index/settings/global-alarm' });
    const period = page.getByLabel('Repeat period (minutes)');
    await period.fill('99999');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Enter a whole number of minutes from 0 to 1440')).toBeVisible();
    await expect(period).toHaveValue('99999');

    await api(simulator).fail('config/globalAlarm/save', 500, 1);
    await page.getByLabel('Show the alarm popup').check();
    await page.getByLabel('Lowest level that pops up').selectOption('2');
    await period.fill('15');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Injected failure')).toBeVisible();
    await expect(page.getByText('Global alarm setting saved')).toHaveCount(0);
    await expect(page.getByLabel('Show the alarm popup')).toBeChecked();
    await expect(page.getByLabel('Lowest level that pops up')).toHaveValue('2');
    await expect(period).toHaveValue('15');
    await setLanguage(page, 'zh');
    await expect(page.getByLabel('重复周期（分钟）')).toHaveValue('15');
  });
});
