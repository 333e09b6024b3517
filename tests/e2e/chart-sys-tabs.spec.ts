import { addDays } from '../../src/lib/period';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { expectNoBrokenText, watchCrashes } from './helpers/page-health';
import { stationToday } from './helpers/report-table';
import { login, startIn } from './helpers/ui';

/* Issue 29: a report tab never draws the rows of another report (chartSys). */

const TABS = {
  quantity: 'Storage quantity',
  fee: 'Profit',
  pcs: 'PCS quantity',
  gf: 'PV generation',
} as const;
type Tab = keyof typeof TABS;
/** A column header only that report's table has. */
const OWN_HEADER: Record<Tab, RegExp> = {
  quantity: /efficiency/i,
  fee: /^Profit \(/,
  pcs: /^PCS$/,
  gf: /^Value \(/,
};
/** A walk through all 12 tab-to-tab directions (each directed pair once). */
const WALK: Tab[] = [
  'quantity',
  'fee',
  'quantity',
  'pcs',
  'quantity',
  'gf',
  'fee',
  'pcs',
  'fee',
  'gf',
  'pcs',
  'gf',
  'quantity',
];

test('every report tab opens from every other tab by a click, with its own rows (en)', async ({
  page,
  simulator,
}) => {
  test.setTimeout(240_000);
  const crashes = watchCrashes(page);
  await startIn(page, 'en');
  await login(page, 'admin');
  // The next tab's rows arrive well after its columns: the moment old rows could be drawn.
  await api(simulator).hook('slow', { match: 'profitday/', delayMs: 300 });
  await page.goto('/index/chartSys?report=quantity&period=day');
  const table = page.getByTestId('report-table');
  const label = page.getByTestId('period-label');
  for (let i = 1; i < WALK.length; i++) {
    const [from, to] = [WALK[i - 1], WALK[i]];
    // A day not seen yet, so the next tab has no rows of it in the cache when it is clicked.
    const before = await label.textContent();
    await page.getByRole('button', { name: 'Previous period' }).click();
    await expect(label).not.toHaveText(before ?? '');
    await expect(table.getByRole('columnheader', { name: OWN_HEADER[from] })).toBeVisible({
      timeout: 30_000,
    });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('tab', { name: TABS[to], exact: true }).click();
    // A crash replaces the page: wait for the new tab's rows or for the crash.
    await expect(
      table.getByRole('columnheader', { name: OWN_HEADER[to] }).or(page.getByText('Cannot read')),
    ).toBeVisible({ timeout: 30_000 });
    expect(crashes.crashes, `${from} → ${to}`).toEqual([]);
    await expectNoBrokenText(page, `${from} → ${to}`);
    await expect(page.getByRole('tab', { name: TABS[to], exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // The last-7-days panel follows the period: a day period shows that day only.
    const day = (await label.textContent()) ?? '';
    await expect(page.getByTestId('top7-table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('top7-table').locator('tbody tr')).toHaveAttribute('data-date', day);
  }
  await api(simulator).clearFaults();

  // A 30-day range that ended days ago: the panel shows its last seven days, not the last week.
  const end = addDays(stationToday(), -5);
  await page.goto(`/index/chartSys?report=fee&period=custom&from=${addDays(end, -29)}&to=${end}`);
  const rows = page.getByTestId('top7-table').locator('tbody tr');
  await expect(rows).toHaveCount(7, { timeout: 30_000 });
  await expect(rows.first()).toHaveAttribute('data-date', addDays(end, -6));
  await expect(rows.last()).toHaveAttribute('data-date', end);
  await expect(page.getByTestId('top7-range')).toHaveText(`${addDays(end, -6)} – ${end}`);
});
