import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login } from './helpers/ui';

test.use({ simulatorOptions: { clusters: 8, racks: 4, cells: 16 } });

const RACK_CALLS = /devicegroup\/(initDetailUIP|rackMaxMinInfo|rackBalance\/zip)/;

/** Rack REST calls made by the page from now on. */
function countRackCalls(page: Page) {
  const calls: string[] = [];
  const onRequest = (r: Request) => {
    if (RACK_CALLS.test(r.url())) calls.push(r.url());
  };
  page.on('request', onRequest);
  return { calls, stop: () => page.off('request', onRequest) };
}

const rackRow = (page: Page, rack: number) =>
  page
    .getByTestId('rack-link')
    .nth(rack - 1)
    .locator('xpath=ancestor::tr');

test('rack table and cluster extremes follow the live frames, with no REST polling while live', async ({
  page,
  simulator,
}) => {
  await api(simulator).hook('cell', { site: 'WZ001', clusterNo: 2, rack: 3, cell: 5, tempDeciC: 655 });
  await login(page, 'admin', { to: '/index/powerSys?cluster=2' });
  await expect(page.getByTestId('data-age')).toHaveAttribute('data-source', 'live', { timeout: 15_000 });
  // The forced cell shows in rack 3's row and as the cluster's hottest cell.
  await expect(rackRow(page, 3)).toContainText('65.5 ℃', { timeout: 15_000 });
  await expect(page.getByTestId('rack-max-min')).toContainText(
    /65\.5 ℃\s*· (3号架 · 5号电芯|Rack 3 · Cell 5)/,
  );
  await expect(rackRow(page, 1)).not.toContainText('65.5 ℃');

  // Live figures refresh the views; the REST calls are not made meanwhile.
  const watch = countRackCalls(page);
  await page.waitForTimeout(7000);
  watch.stop();
  expect(watch.calls).toEqual([]);
  await api(simulator).hook('cell-release', { site: 'WZ001', clusterNo: 2 });
  await expect(rackRow(page, 3)).not.toContainText('65.5 ℃', { timeout: 15_000 });
});

test('without live data the rack views fall back to the REST calls', async ({ page, simulator }) => {
  await login(page, 'admin', { to: '/index/powerSys?cluster=2' });
  await expect(page.getByTestId('data-age')).toHaveAttribute('data-source', 'live', { timeout: 15_000 });
  await expect(page.getByTestId('rack-link')).toHaveCount(4);
  const watch = countRackCalls(page);
  simulator.faults.brokerDown(30);
  // Live rack figures go stale after 10 s; then the page asks the backend again.
  await expect
    .poll(() => watch.calls.some((u) => u.includes('initDetailUIP')), { timeout: 25_000 })
    .toBe(true);
  expect(watch.calls.some((u) => u.includes('rackMaxMinInfo'))).toBe(true);
  watch.stop();
  await expect(page.getByTestId('rack-link')).toHaveCount(4);
  await expect(rackRow(page, 1)).toContainText(/\d+\.\d V/);
  simulator.faults.clear();
});
