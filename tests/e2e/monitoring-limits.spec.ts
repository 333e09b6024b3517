import { DEFAULT_ALARM_THRESHOLDS } from '../../src/contract/limits';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';

test.use({ simulatorOptions: { clusters: 4, racks: 4, cells: 16 } });

const CELL = { site: 'WZ001', clusterNo: 2, rack: 3, cell: 5 };
// Healthy cells sit at 3.34–3.36 V: 3.420 V is normal by default and keeps the spread under 100 mV.
const HELD_MV = 3420;
const LOWERED = { cellOverVoltageMv: { raise: 3410, recover: 3380 } };

// One language per journey (CI budget, promise 2): the other language's words are checked by
// tests/unit/i18n/locale-parity.test.ts and by the journeys that run in it.
for (const lang of ['en'] as ReadonlyArray<'zh' | 'en'>) {
  test(`an administrator's lower voltage limit turns a tile to alarm without a reload (${lang})`, async ({
    page,
    simulator,
  }) => {
    test.setTimeout(60_000);
    const sim = api(simulator);
    await sim.hook('cell', { ...CELL, voltageMv: HELD_MV });
    try {
      await startIn(page, lang);
      await login(page, 'admin', { to: '/index/powerSys' });
      const tile = page.locator('[data-testid="cluster-tile"][data-cluster="2"]');
      const maxV = tile.getByTestId('tile-max-v');
      await expect(maxV).toContainText('3.420 V', { timeout: 15_000 });
      await expect(maxV).toHaveAttribute('data-health', '0');

      await sim.asAdmin('POST', 'deviceThreshold/value/set', { json: LOWERED });
      // Within one poll of the thresholds (15 s), on the open page.
      await expect(maxV).toHaveAttribute('data-health', '2', { timeout: 25_000 });
      await expect(maxV.locator('[data-health-icon="alarm"]')).toBeVisible();
      await expect(tile).toHaveAttribute('data-health', '2');
      // The cell grid's legend states the new band.
      await tile.click();
      await expect(page.getByTestId('grid-legend')).toContainText('≥ 3.410 V');
    } finally {
      await sim.asAdmin('POST', 'deviceThreshold/value/set', { json: DEFAULT_ALARM_THRESHOLDS });
      await sim.hook('cell-release', { site: CELL.site, clusterNo: CELL.clusterNo });
    }
  });
}
