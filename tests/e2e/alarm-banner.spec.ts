import { DEFAULT_GLOBAL_ALARM_SETTING } from '../../src/contract/alarm';
import type { SimAlarmFault } from '../../src/contract/api/sim-faults';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';

/** A fault-hook alarm with text unique to this run; PCS-1 links to its container in powerSys. */
function fault(tag: string, over: Partial<SimAlarmFault>): SimAlarmFault {
  return {
    site: 'WZ001',
    level: 1,
    content: `横幅测试 ${tag}`,
    contentEn: `Banner test ${tag}`,
    type: 'pcs',
    deviceName: 'PCS-1',
    ...over,
  };
}

test.describe('alarm banner (popup disabled, the spec default)', () => {
  test('en: an L1 alarm stays in a banner on every page, grouped with its device, until acknowledged', async ({
    page,
    simulator,
  }) => {
    const sim = api(simulator);
    await sim.asAdmin('POST', 'config/globalAlarm/save', { json: DEFAULT_GLOBAL_ALARM_SETTING });
    await signIn(page, simulator, 'admin', { language: 'en', to: '/index/mainSys' });
    await expect(page.getByTestId('alarm-badge')).toHaveAttribute('data-active', /\d+/);

    // One fault on one device: first an L2, then the L1.
    const tag = Date.now().toString(36);
    const l2 = fault(`${tag} over-voltage`, { level: 2 });
    const l1 = fault(`${tag} over-temperature`, { level: 1 });
    await sim.hook('alarm', { ...l2 });
    await sim.hook('alarm', { ...l1 });

    const banner = page.getByRole('alert', { name: 'L1 alarms not acknowledged' });
    const group = banner.getByTestId('alarm-banner-group').filter({ hasText: l1.contentEn });
    await expect(group).toBeVisible();
    await expect(group).toContainText('PCS-1');
    await expect(group).not.toContainText(l1.content);
    // Grouped per device: the L1 first, the same device's L2 summed up below it.
    const line = group.getByTestId('alarm-banner-alarm').filter({ hasText: l1.contentEn });
    await expect(line).toHaveAttribute('data-level', '1');
    await expect(group.getByTestId('alarm-banner-rest')).toContainText(`L2 ${l2.contentEn}`);
    await expect(page.getByTestId('alarm-popup-card')).toHaveCount(0);

    // The device link leads to the device; the banner is still there on that page.
    await group.getByTestId('alarm-banner-device').click();
    await expect(page).toHaveURL(/\/index\/powerSys\?container=1/);
    await expect(line).toBeVisible();

    await line.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await expect(page.getByText('Alarm acknowledged')).toBeVisible();
    await expect(page.getByTestId('alarm-banner-alarm').filter({ hasText: l1.contentEn })).toHaveCount(0);
    // Its device's L2 is still not acknowledged: it moves to the calmer L2 line, not the red banner.
    await expect(page.getByTestId('alarm-banner-rest').filter({ hasText: l2.contentEn })).toHaveCount(0);
    await expect(page.getByTestId('alarm-banner-l2').or(banner.getByText(/Also \d+ L2 alarm/))).toBeVisible();

    await page.getByTestId('alarm-badge').click();
    await expect(page).toHaveURL(/\/index\/alarmSys/);
    const row = page.getByTestId('current-alarms').getByRole('row').filter({ hasText: l1.contentEn });
    await expect(row).toContainText('Acknowledged');
  });
});
