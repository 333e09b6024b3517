import enMonitor from '../../locales/en/monitor.json' with { type: 'json' };
import enShell from '../../locales/en/shell.json' with { type: 'json' };
import zhMonitor from '../../locales/zh/monitor.json' with { type: 'json' };
import zhShell from '../../locales/zh/shell.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';

// Its own station: the query window below follows the wall clock, and earlier files advance a
// shared station's clock by hours (in CI it then found 2 stored minutes, not 3).
test.use({ simulatorOptions: { seed: 37 } });

const TEXT = {
  zh: { trend: zhMonitor.trend, shell: zhShell },
  en: { trend: enMonitor.trend, shell: enShell },
} as const;
/** The small station's packs hold 8 cells (cell k of pack p is the rack's cell 8(p-1)+k). */
const PACK_CELLS = 8;
const pad = (n: number) => String(n).padStart(2, '0');
const shanghai = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

for (const language of ['zh', 'en'] as const) {
  const { trend: words, shell } = TEXT[language];
  test(`a worst cell's trend over 24 hours and its cluster's over 7 days show the stored history joined with the live hour (${language})`, async ({
    page,
    simulator,
  }) => {
    // At least three whole station minutes stored for every cell (the simulated clock, no
    // waiting): four minutes' advance closes four minutes, the first of which the station may
    // have begun part-way and not stored (CI found 2 stored after three advances from 09:32:24).
    for (let i = 0; i < 4; i++) await api(simulator).hook('advance', { seconds: 60 });
    await signIn(page, simulator, 'admin', { language, to: '/index/mainSys' });
    // As a user: the menu's storage page, then the first of its worst cells.
    await page
      .getByRole('navigation', { name: shell.header.menu, exact: true })
      .getByRole('link', { name: shell.pages.powerSys, exact: true })
      .click();
    const worst = page.getByTestId('worst-cells').getByTestId('worst-link').first();
    await expect(worst).toBeVisible({ timeout: 60_000 });
    await worst.click();
    await expect(page).toHaveURL(/cluster=\d+&rack=\d+&pack=\d+&cell=\d+/);
    const at = new URL(page.url()).searchParams;
    const [cluster, rack, pack, cell] = ['cluster', 'rack', 'pack', 'cell'].map((k) => Number(at.get(k)));
    const trend = page.getByTestId('cell-trend');
    await expect(trend.getByRole('heading', { name: words.cellTitle, exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await trend.getByRole('radio', { name: words.hours24, exact: true }).click();
    await expect(trend.getByRole('heading', { name: words.cellTitle24, exact: true })).toBeVisible();
    // The cell's stored minutes (voltage and temperature) as devicedata/page gives them.
    const inRack = (pack - 1) * PACK_CELLS + cell;
    const stored = await api(simulator).asAdmin<{ total: number }>('GET', 'devicedata/page', {
      query: {
        deviceId: `rack-${cluster}-${rack}`,
        tagNos: `CELL_V_${pad(inRack)},CELL_T_${pad(inRack)}`,
        startTime: shanghai(Date.now() - 3_600_000),
        endTime: shanghai(Date.now() + 3_600_000),
        size: '1',
      },
    });
    expect(stored.total).toBeGreaterThanOrEqual(3);
    await expect(trend).toHaveAttribute('data-stored-points', String(stored.total));
    await expect(trend.locator('canvas').first()).toBeVisible();

    // 7 days of the cell's cluster: its stored 5-minute SOC and power (the seeded days included).
    const clusterTrend = page.getByTestId('cluster-trend');
    await clusterTrend.getByRole('radio', { name: words.days7, exact: true }).click();
    await expect(
      clusterTrend.getByRole('heading', { name: words.clusterTitle7d, exact: true }),
    ).toBeVisible();
    await expect(clusterTrend).toHaveAttribute('data-stored-points', /^\d+$/, { timeout: 30_000 });
    const end = Date.now() + 10 * 60_000;
    const week = await api(simulator).asAdmin<{ total: number }>('GET', 'devicedata/page', {
      query: {
        deviceId: `cluster-${cluster}`,
        tagNos: 'CLU_SOC,CLU_P',
        startTime: shanghai(end - 7 * 86_400_000),
        endTime: shanghai(end),
        size: '1',
      },
    });
    expect(week.total).toBeGreaterThan(7 * 288 - 10);
    // The page asked a moment earlier: a 5-minute row may have crossed the window's edge since.
    expect(
      Math.abs(Number(await clusterTrend.getAttribute('data-stored-points')) - week.total),
    ).toBeLessThanOrEqual(1);
  });
}
