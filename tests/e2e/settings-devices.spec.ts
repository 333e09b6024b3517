import type { DeviceRecord } from '../../src/contract/api/devices';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';

/*
 * Settings → devices and gateways (issue 27): add a device (en), batch-bind three (zh), deliver a
 * template file with its progress and come back to it (en). Each journey makes and removes its
 * own devices, so the shared station keeps its seeded table.
 */

const TO = '/index/settings/devices';

async function addDevices(
  sim: { url: string },
  prefix: string,
  type: string,
  n: number,
): Promise<DeviceRecord[]> {
  const out: DeviceRecord[] = [];
  for (let i = 1; i <= n; i++)
    out.push(
      await api(sim).asAdmin<DeviceRecord>('POST', 'deviceManagement/save', {
        query: { site: 'WZ001' },
        json: {
          id: '',
          name: `${prefix}-${i}`,
          sn: `SN-${prefix}-${i}`,
          type,
          gatewayId: 'gw-WZ001-1',
          containerId: '',
          groupNo: null,
          upDevice: '',
          subSystem: '',
          exdInfo: '',
          pt: 1,
          ct: 1,
        },
      }),
    );
  return out;
}

async function removeDevices(sim: { url: string }, keyword: string) {
  await api(sim).asAdmin('POST', 'deviceManagement/batchDelete', {
    query: { site: 'WZ001' },
    json: { selection: { filter: { keyword } } },
  });
}

test('adds a device: the spec message for missing values first, then the row in the list (en)', async ({
  page,
  simulator,
}) => {
  await signIn(page, simulator, 'admin', { language: 'en', to: TO });
  // The first section opened by the worker loads its chunk (slow on a busy machine).
  await expect(page.getByRole('heading', { name: 'Devices and gateways' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add device' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please fill in relevant values!').first()).toBeVisible();
  await dialog.getByLabel('Name').fill('E2E-METER');
  await dialog.getByLabel('Serial number').fill('SN-E2E-METER');
  await dialog.getByLabel('Type').selectOption({ label: 'Meter' });
  await dialog.getByLabel('Gateway').selectOption({ label: 'GW-0' });
  await dialog.getByLabel('PT ratio').fill('100');
  await dialog.getByLabel('CT ratio').fill('40');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Name or serial number' }).fill('E2E-METER');
  const row = page.getByRole('row', { name: /E2E-METER/ });
  await expect(row).toContainText('SN-E2E-METER');
  await expect(row).toContainText('100/40');
  await removeDevices(simulator, 'E2E-METER');
});

test('binds three devices to a cluster in one batch and reports each (zh)', async ({ page, simulator }) => {
  await addDevices(simulator, 'E2E-PCS', 'pcs', 3);
  await signIn(page, simulator, 'admin', { language: 'zh', to: TO });
  await page.getByRole('searchbox', { name: '名称或序列号' }).fill('E2E-PCS');
  await expect(page.getByRole('row', { name: /E2E-PCS/ })).toHaveCount(3);
  await page.getByRole('checkbox', { name: '选择本页' }).check();
  await expect(page.getByText('已选 3 台')).toBeVisible();
  await page.getByRole('textbox', { name: '电池簇编号（留空 = 解绑）' }).fill('1');
  await page.getByRole('button', { name: '执行' }).click();
  const results = page.getByRole('dialog', { name: '逐台结果' });
  await expect(results).toContainText('成功 3 台，失败 0 台');
  await expect(results.getByRole('row', { name: /E2E-PCS-\d.*完成/ })).toHaveCount(3);
  await page.keyboard.press('Escape');
  for (const row of await page.getByRole('row', { name: /E2E-PCS/ }).all())
    await expect(row.getByRole('cell').nth(6)).toHaveText('1');
  await removeDevices(simulator, 'E2E-PCS');
});

test('delivers a template file with a progress bar, and shows the result after leaving (en)', async ({
  page,
  simulator,
}) => {
  await addDevices(simulator, 'E2E-AC', 'airConditioner', 1);
  await signIn(page, simulator, 'admin', { language: 'en', to: TO });
  await page.getByRole('searchbox', { name: 'Name or serial number' }).fill('E2E-AC');
  await page.getByRole('button', { name: 'Template E2E-AC-1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Template file of E2E-AC-1' });
  await expect(dialog.getByRole('cell', { name: 'indoorTemp' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Deliver to this device' }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Template delivery progress' });
  await expect(bar).toBeVisible();
  await expect(dialog).toContainText(/Delivering… [23]:\d\d left/);
  // Leave the page and come back half-way: the delivery goes on at the station.
  await page.goto('/index/mainSys');
  await api(simulator).hook('advance', { seconds: 90 });
  await page.goto(TO);
  await page.getByRole('searchbox', { name: 'Name or serial number' }).fill('E2E-AC');
  await page.getByRole('button', { name: 'Template E2E-AC-1' }).click();
  // Half-way or more (the station also runs in real time meanwhile); not done.
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^([5-9]\d)$/);
  await expect(dialog).toContainText(/Delivering… [0-1]:\d\d left/);
  await api(simulator).hook('advance', { seconds: 91 });
  await expect(dialog.getByText('Template file delivered')).toBeVisible();
  await expect(dialog).toContainText('delivered: 3');
  await removeDevices(simulator, 'E2E-AC');
});
