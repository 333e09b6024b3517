import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login } from './helpers/ui';
import { colorOf, TEMPERATURE_SCALE } from '../../src/components/charts/color-scale';
import { api } from './helpers/api';

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Opens powerSys and waits until the live batches (not only the REST values) are shown. */
async function openPowerSys(page: Page, search = '') {
  await page.goto(`/index/powerSys${search}`);
  await expect(page.getByTestId('data-age')).toHaveAttribute('data-source', 'live', { timeout: 15_000 });
}

test.use({ simulatorOptions: { clusters: 8, racks: 4, cells: 16 } });

interface Layout {
  rows: number;
  cols: number;
  cellW: number;
  cellH: number;
  gap: number;
  groupCols: number;
  groupGap: number;
}

/** Page coordinates of a cell's centre, from the layout the grid publishes on its canvas. */
async function cellPoint(page: Page, row: number, col: number) {
  const canvas = page.getByTestId('cell-grid').locator('canvas');
  const layout = JSON.parse((await canvas.getAttribute('data-layout'))!) as Layout;
  const box = (await canvas.boundingBox())!;
  const x =
    col * (layout.cellW + layout.gap) +
    Math.floor(col / layout.groupCols) * layout.groupGap +
    layout.cellW / 2;
  const y = row * (layout.cellH + layout.gap) + layout.cellH / 2;
  return { x: box.x + x, y: box.y + y };
}

async function clickCell(page: Page, row: number, col: number) {
  const p = await cellPoint(page, row, col);
  await page.mouse.click(p.x, p.y);
}

test('drills down from a cluster tile to one cell', async ({ page }) => {
  await login(page);
  await openPowerSys(page);
  const tiles = page.getByTestId('cluster-tile');
  await expect(tiles).toHaveCount(8);
  await page.locator('[data-testid="cluster-tile"][data-cluster="3"]').click();
  await expect(page).toHaveURL(/cluster=3/);
  await expect(page.getByTestId('cluster-detail')).toHaveAttribute('data-cluster', '3');
  // Until its own topic arrives a cluster shows REST values, which carry no pack size.
  await expect(page.getByTestId('cluster-detail')).toHaveAttribute('data-live', 'true');
  await expect(page.getByTestId('drill-path')).toHaveAttribute('data-level', 'cluster');

  // Cluster grid: a row per rack. Rack 2 → its packs; pack 2 → its cells; cell 3.
  await clickCell(page, 1, 0);
  await expect(page.getByTestId('drill-path')).toHaveAttribute('data-level', 'rack');
  await expect(page).toHaveURL(/rack=2/);
  await clickCell(page, 1, 0);
  await expect(page.getByTestId('drill-path')).toHaveAttribute('data-level', 'pack');
  await expect(page).toHaveURL(/pack=2/);
  await clickCell(page, 0, 2);
  await expect(page.getByTestId('drill-path')).toHaveAttribute('data-level', 'cell');
  await expect(page).toHaveURL(/cell=3/);
  const detail = page.getByTestId('cell-detail');
  await expect(detail).toBeVisible();
  await expect(page.getByTestId('cell-selected')).toBeVisible();
  await expect(detail).toHaveAttribute('data-voltage-mv', /^\d{4}/);

  // The breadcrumb walks back up to the tiles.
  await page.getByTestId('drill-path').getByRole('button').first().click();
  await expect(tiles.first()).toBeVisible();
});

test('the tooltip shows the published value of a cell forced hot, coloured hot', async ({
  page,
  simulator,
}) => {
  await api(simulator).hook('cell', { site: 'WZ001', clusterNo: 2, rack: 3, cell: 5, tempDeciC: 655 });
  await login(page);
  await openPowerSys(page, '?cluster=2&metric=temperature');
  await expect(page.getByTestId('cluster-detail')).toHaveAttribute('data-live', 'true');
  const tooltip = page.getByTestId('cell-tooltip');
  // Rack 3 is row 2; cell 5 is column 4. Hover until the live value has arrived.
  await expect(async () => {
    const p = await cellPoint(page, 2, 4);
    await page.mouse.move(p.x - 1, p.y);
    await page.mouse.move(p.x, p.y);
    await expect(tooltip.getByTestId('tooltip-temperature')).toContainText('65.5 ℃', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // 65.5 °C is beyond the shared over-temperature alarm limit, and the tooltip says so.
  await expect(tooltip.locator('[data-level]')).toHaveAttribute('data-level', 'highAlarm');
  await expect(tooltip.locator('[data-temp-deci]')).toHaveAttribute('data-temp-deci', '655');
  await expect(tooltip.getByTestId('tooltip-swatch')).toHaveCSS(
    'background-color',
    rgb(colorOf(TEMPERATURE_SCALE, 655)),
  );
  await expect(tooltip).toContainText(/rack 3 · pack 1 · cell 5|3号架 · 1号包 · 5号电芯/);

  // A neighbour keeps its normal colour band.
  const q = await cellPoint(page, 0, 0);
  await page.mouse.move(q.x, q.y);
  await expect(tooltip.locator('[data-level]')).not.toHaveAttribute('data-level', 'hot');
  await api(simulator).hook('cell-release', { site: 'WZ001', clusterNo: 2 });
});

test('filters tiles by status and sorts them', async ({ page }) => {
  await login(page);
  await openPowerSys(page, '?sort=clusterNo&desc=1');
  const tiles = page.getByTestId('cluster-tile');
  await expect(tiles).toHaveCount(8);
  await expect(tiles.first()).toHaveAttribute('data-cluster', '8');
  const status = await tiles.first().getAttribute('data-status');
  const others = await tiles.evaluateAll(
    (els, s) => els.filter((e) => e.getAttribute('data-status') !== s).length,
    status,
  );
  await page.getByTestId(`status-filter-${status}`).click();
  await expect(tiles).toHaveCount(8 - others);
  for (const s of await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))))
    expect(s).toBe(status);
});
