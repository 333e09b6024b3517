import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';

// Its own station: the query window below follows the wall clock, and earlier files advance a
// shared station's clock by hours (in CI it then found 2 stored minutes, not 3).
test.use({ simulatorOptions: { seed: 37 } });

test('a cell trend over 24 hours and a cluster trend over 7 days show the stored history joined with the live hour (zh)', async ({
  page,
  simulator,
}) => {
  // At least three whole station minutes stored for every cell (the simulated clock, no waiting):
  // four minutes' advance closes four minutes, the first of which the station may have begun
  // part-way and not stored (CI found 2 stored after three advances from 09:32:24).
  for (let i = 0; i < 4; i++) await api(simulator).hook('advance', { seconds: 60 });
  await signIn(page, simulator, 'admin', { language: 'zh', to: '/index/powerSys' });
  await page.goto('/index/powerSys?cluster=2&rack=2&pack=1&cell=3');
  const trend = page.getByTestId('cell-trend');
  await expect(trend.getByRole('heading', { name: '电芯近1小时趋势' })).toBeVisible({ timeout: 60_000 });
  await trend.getByRole('radio', { name: '24 小时（历史）' }).click();
  await expect(trend.getByRole('heading', { name: '电芯近24小时趋势' })).toBeVisible();
  // The small station has 8 cells a pack: cell 3 of pack 2 is CELL_V_03 of rack-2-2.
  const stored = await api(simulator).asAdmin<{ total: number }>('GET', 'devicedata/page', {
    query: {
      deviceId: 'rack-2-2',
      tagNos: 'CELL_V_03,CELL_T_03',
      startTime: new Date(Date.now() - 3_600_000 + 8 * 3_600_000)
        .toISOString()
        .slice(0, 19)
        .replace('T', ' '),
      endTime: new Date(Date.now() + 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
      size: '1',
    },
  });
  expect(stored.total).toBeGreaterThanOrEqual(3);
  await expect(trend).toHaveAttribute('data-stored-points', String(stored.total));
  await expect(trend.locator('canvas').first()).toBeVisible();

  // 7 days of the cluster: its stored 5-minute SOC and power (the seeded days included).
  const cluster = page.getByTestId('cluster-trend');
  await cluster.getByRole('radio', { name: '7 天（历史）' }).click();
  await expect(cluster.getByRole('heading', { name: '电池簇近7天趋势' })).toBeVisible();
  await expect(cluster).toHaveAttribute('data-stored-points', /^\d+$/, { timeout: 30_000 });
  const shanghai = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const end = Date.now() + 10 * 60_000;
  const week = await api(simulator).asAdmin<{ total: number }>('GET', 'devicedata/page', {
    query: {
      deviceId: 'cluster-2',
      tagNos: 'CLU_SOC,CLU_P',
      startTime: shanghai(end - 7 * 86_400_000),
      endTime: shanghai(end),
      size: '1',
    },
  });
  expect(week.total).toBeGreaterThan(7 * 288 - 10);
  // The page asked a moment earlier: a 5-minute row may have crossed the window's edge since.
  expect(Math.abs(Number(await cluster.getAttribute('data-stored-points')) - week.total)).toBeLessThanOrEqual(
    1,
  );
});
