import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, startIn } from './helpers/ui';

test.use({ simulatorOptions: { clusters: 4, racks: 4, cells: 16 } });

const TEXT = {
  zh: {
    cell: '电芯近1小时趋势',
    cluster: '电池簇近1小时趋势',
    collecting: /正在采集数据/,
    temperature: '温度',
  },
  en: {
    cell: 'Cell · last hour',
    cluster: 'Cluster · last hour',
    collecting: /Collecting data/,
    temperature: 'Temperature',
  },
} as const;

const points = async (panel: Locator) => Number((await panel.getAttribute('data-points')) ?? 0);

// One language per journey (CI budget, promise 2): the other language's words are checked by
// tests/unit/i18n/locale-parity.test.ts and by the journeys that run in it.
for (const lang of ['en'] as ReadonlyArray<'zh' | 'en'>) {
  test(`a selected cell's last hour is kept by the worker and shown again at once (${lang})`, async ({
    page,
  }) => {
    await startIn(page, lang);
    await login(page, 'admin', { to: '/index/powerSys?cluster=2&rack=3&pack=1&cell=5' });
    const cellTrend = page.getByTestId('cell-trend');
    const clusterTrend = page.getByTestId('cluster-trend');
    await expect(cellTrend.getByRole('heading', { name: TEXT[lang].cell })).toBeVisible();
    await expect(clusterTrend.getByRole('heading', { name: TEXT[lang].cluster })).toBeVisible();

    // A few ticks of the station: the line has points and the hint is gone.
    await expect.poll(() => points(cellTrend), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    await expect(cellTrend.getByText(TEXT[lang].collecting)).toBeHidden();
    await expect(cellTrend.locator('canvas').first()).toBeVisible();
    await expect.poll(() => points(clusterTrend)).toBeGreaterThanOrEqual(2);
    // Another metric of the same cell: its window, not an empty chart.
    await cellTrend.getByRole('radio', { name: TEXT[lang].temperature }).click();
    await expect(cellTrend.getByRole('radio', { name: TEXT[lang].temperature })).toBeChecked();
    await expect.poll(() => points(cellTrend), { timeout: 2_000 }).toBeGreaterThanOrEqual(4);
    await expect(cellTrend.getByText(TEXT[lang].collecting)).toBeHidden();

    // Leave the cell (up to its pack), then come back: the history is there at once.
    const before = await points(cellTrend);
    await page.getByTestId('drill-path').getByRole('button').last().click();
    await expect(page).not.toHaveURL(/cell=5/);
    await expect(cellTrend).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/cell=5/);
    // From nothing, 1 Hz data would need seconds to reach this many points.
    await expect
      .poll(() => points(page.getByTestId('cell-trend')), { timeout: 1_500 })
      .toBeGreaterThanOrEqual(before);
    await expect(page.getByTestId('cell-trend').getByText(TEXT[lang].collecting)).toBeHidden();
  });
}
