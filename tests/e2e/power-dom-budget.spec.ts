import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login } from './helpers/ui';

// The full scale of the issue: 100 clusters × 12 racks × 24 cells (28 800 cells).
test.use({
  simulatorOptions: { clusters: 100, racks: 12, cells: 24 },
});

const BUDGET = 3000;

/** Every node (elements and text) under a test id, and on the whole page. */
async function nodeCounts(page: Page, testId: string) {
  return page.evaluate((id) => {
    const count = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
      let n = 0;
      while (walker.nextNode()) n++;
      return n + 1;
    };
    const el = document.querySelector(`[data-testid="${id}"]`);
    return { grid: el ? count(el) : -1, page: count(document.documentElement) };
  }, testId);
}

test('powerSys stays under the DOM budget at 100 × 12 × 24', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await login(page, 'admin', { to: '/index/powerSys' });
  await expect(page.getByTestId('data-age')).toHaveAttribute('data-source', 'live', { timeout: 30_000 });
  await expect(page.getByTestId('cluster-tiles')).toHaveAttribute('data-count', '100');

  const tiles = await nodeCounts(page, 'cluster-tiles');
  console.log('tiles view', tiles);
  expect(tiles.grid).toBeGreaterThan(0);
  expect(tiles.grid).toBeLessThan(BUDGET);
  expect(tiles.page).toBeLessThan(BUDGET);

  // Every cell of every cluster on one canvas.
  await page.getByRole('radio', { name: /^(全部电芯|All cells)$/ }).click();
  await expect(page.getByTestId('cell-grid')).toHaveAttribute('data-rows', '100');
  await expect(page.getByTestId('cell-grid')).toHaveAttribute('data-cols', '288');
  await page.waitForTimeout(1500);
  const heatmap = await nodeCounts(page, 'cell-grid');
  console.log('heatmap view', heatmap);
  expect(heatmap.grid).toBeLessThan(BUDGET);
  expect(heatmap.page).toBeLessThan(BUDGET);

  // One cluster's grid, racks × cells.
  await page.goto('/index/powerSys?cluster=57');
  await expect(page.getByTestId('cell-grid')).toHaveAttribute('data-rows', '12');
  const cluster = await nodeCounts(page, 'cell-grid');
  console.log('cluster view', cluster);
  expect(cluster.grid).toBeLessThan(BUDGET);
  expect(cluster.page).toBeLessThan(BUDGET);
});
