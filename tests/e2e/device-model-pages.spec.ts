import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';

/* The model chosen in deviceChooseSys decides which fields pvSys, fdjSys and electricSys show. */

const MENU = {
  en: {
    pvSys: 'Photovoltaic',
    fdjSys: 'Generator',
    electricSys: 'Grid and load',
    deviceChooseSys: 'Device models',
    powerSys: 'Storage',
  },
  zh: {
    pvSys: '光伏',
    fdjSys: '发电机',
    electricSys: '电网与负载',
    deviceChooseSys: '设备型号',
    powerSys: '储能',
  },
} as const;

/** Opens a page from the menu (no reload: the app and its caches stay as a person keeps them). */
async function open(page: Page, to: keyof (typeof MENU)['en']) {
  const lang = (await page.locator('html').getAttribute('lang'))?.startsWith('zh') ? 'zh' : 'en';
  await page
    .getByRole('navigation', { name: lang === 'zh' ? '菜单' : 'Menu' })
    .getByRole('link', { name: MENU[lang][to], exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/index/${to}$`));
}

async function choose(page: Page, type: 'bms' | 'pv' | 'fdj' | 'grid', model: string, confirm: string) {
  await open(page, 'deviceChooseSys');
  const section = page.getByTestId(`device-type-${type}`);
  await section.getByRole('combobox').selectOption(model);
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
  await expect(section.getByTestId('model-fields')).toHaveAttribute('data-model', model);
}

test.describe('device models shape the subsystem pages', () => {
  test.describe.configure({ mode: 'serial' });

  test('switching the PV, generator and grid meter models changes the pages, and back (en)', async ({
    page,
  }) => {
    await startIn(page, 'en');
    await login(page, 'admin');
    await open(page, 'pvSys');
    const table = page.getByTestId('inverter-table');
    await expect(table).toHaveAttribute('data-model', 'inverter-a');
    await expect(table.getByRole('columnheader', { name: 'Power limit' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Strings' })).toBeVisible();
    await open(page, 'fdjSys');
    await expect(page.getByTestId('stat-fdj-fuel')).toBeVisible();
    await open(page, 'electricSys');
    await expect(page.getByTestId('phase-L1')).toBeVisible();
    await expect(page.getByTestId('stat-grid-reactive')).toBeVisible();

    await choose(page, 'pv', 'inverter-b', 'Confirm');
    await choose(page, 'fdj', 'diesel-b', 'Confirm');
    await choose(page, 'grid', 'meter-b', 'Confirm');
    await open(page, 'pvSys');
    await expect(table).toHaveAttribute('data-model', 'inverter-b');
    await expect(table.getByRole('columnheader', { name: 'Enable' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Power limit' })).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Strings' })).toHaveCount(0);
    await expect(page.getByTestId('inverter-power')).toHaveCount(5);
    await open(page, 'fdjSys');
    await expect(page.getByTestId('stat-fdj-hours')).toBeVisible();
    await expect(page.getByTestId('stat-fdj-fuel')).toHaveCount(0);
    await expect(page.getByTestId('stat-fdj-rated')).toHaveCount(0);
    await open(page, 'electricSys');
    await expect(page.getByTestId('stat-grid-active')).toBeVisible();
    await expect(page.getByTestId('stat-grid-reactive')).toHaveCount(0);
    await expect(page.getByTestId('phase-L1')).toHaveCount(0);

    await choose(page, 'pv', 'inverter-a', 'Confirm');
    await choose(page, 'fdj', 'diesel-a', 'Confirm');
    await choose(page, 'grid', 'meter-a', 'Confirm');
    await open(page, 'pvSys');
    await expect(table.getByRole('columnheader', { name: 'Power limit' })).toBeVisible();
    await open(page, 'fdjSys');
    await expect(page.getByTestId('stat-fdj-fuel')).toBeVisible();
    await open(page, 'electricSys');
    await expect(page.getByTestId('phase-L1')).toBeVisible();
  });

  test('the battery stack model decides the fields of the stack panel on the storage page (en)', async ({
    page,
  }) => {
    await startIn(page, 'en');
    await login(page, 'admin');
    await open(page, 'powerSys');
    const stack = page.getByTestId('stack-panel');
    await expect(stack.getByTestId('model-fields')).toHaveAttribute('data-model', 'stack-a');
    await expect(stack).toContainText('Battery stack · Cell-monitoring model');
    await expect(stack.locator('[data-field="soh"]')).toBeVisible();
    await expect(stack.locator('[data-field="chargeableKwh"]')).toHaveCount(0);
    await choose(page, 'bms', 'stack-b', 'Confirm');
    await open(page, 'powerSys');
    await expect(stack.getByTestId('model-fields')).toHaveAttribute('data-model', 'stack-b');
    await expect(stack.locator('[data-field="chargeableKwh"]')).toContainText('kWh');
    await expect(stack.locator('[data-field="soh"]')).toHaveCount(0);
    await choose(page, 'bms', 'stack-a', 'Confirm');
    await open(page, 'powerSys');
    await expect(stack.locator('[data-field="soh"]')).toBeVisible();
  });

  test('the same switch in Chinese', async ({ page }) => {
    await startIn(page, 'zh');
    await login(page, 'admin');
    await choose(page, 'pv', 'inverter-b', '确认');
    await open(page, 'pvSys');
    const table = page.getByTestId('inverter-table');
    await expect(table.getByRole('columnheader', { name: '使能' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '功率限值' })).toHaveCount(0);
    await choose(page, 'pv', 'inverter-a', '确认');
    await open(page, 'pvSys');
    await expect(table.getByRole('columnheader', { name: '功率限值' })).toBeVisible();
    await choose(page, 'bms', 'stack-b', '确认');
    await open(page, 'powerSys');
    const stack = page.getByTestId('stack-panel');
    await expect(stack).toContainText('电池堆 · 能量管理型');
    await expect(stack.locator('[data-field="chargeableKwh"]')).toBeVisible();
    await choose(page, 'bms', 'stack-a', '确认');
    await open(page, 'powerSys');
    await expect(stack.locator('[data-field="soh"]')).toBeVisible();
  });
});
