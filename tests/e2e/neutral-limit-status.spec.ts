import type { TotalSocAndStatus } from '../../src/contract/api/devicegroup';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { login, startIn } from './helpers/ui';
import { walkTo } from './helpers/walk';

/*
 * Issue 30: operational limits are not faults. With the battery full (SOC at its upper limit,
 * running status 1 "charging forbidden" on every cluster) and one real alarm on cluster 2, the
 * storage page's tiles read "禁充" / "Charging forbidden" in the neutral tone, and the one alarmed
 * cluster is the only tile that looks different: at 95 % SOC 19 of 20 tiles were amber before,
 * hiding the real alarm. Its own station: the battery is forced to charge and the clock moved on.
 */

test.use({ simulatorOptions: { seed: 131, clusters: 4, racks: 2, cells: 8 } });

const SITE = 'WZ001';
const LABEL = { zh: '禁充', en: 'Charging forbidden' } as const;

/** Charges the battery to its upper SOC limit (forced, the clock moved on) and raises one alarm. */
async function fullWithOneAlarm(sim: ReturnType<typeof api>) {
  await sim.hook('storage', { site: SITE, powerKw: -10_000 });
  const soc = async () =>
    (
      await sim.asAdmin<TotalSocAndStatus>('GET', 'devicegroup/getTotalSOCAndStatus', {
        query: { site: SITE },
      })
    ).soc;
  for (let i = 0; i < 96 && (await soc()) < 94.9; i++) await sim.hook('advance', { seconds: 1800 });
  expect(await soc()).toBeGreaterThanOrEqual(94.9);
  await sim.hook('alarm', {
    site: SITE,
    level: 2,
    content: '电池簇 2 单体压差过大',
    contentEn: 'Cluster 2 cell voltage spread too large',
    type: 'bms',
    deviceName: 'BMS-2',
  });
}

// One language per journey (CI budget, promise 2): the other language's words are checked by
// tests/unit/i18n/locale-parity.test.ts and by the journeys that run in it.
for (const lang of ['zh'] as ReadonlyArray<'zh' | 'en'>) {
  test(`full battery: charging forbidden is a neutral state, the one alarm stands out (${lang})`, async ({
    page,
    simulator,
  }) => {
    test.setTimeout(120_000);
    await fullWithOneAlarm(api(simulator));
    await startIn(page, lang);
    await login(page);
    await walkTo(page, '/index/powerSys');
    const tiles = page.getByTestId('cluster-tile');
    await expect(tiles).toHaveCount(4, { timeout: 20_000 });
    const limited = page.locator('[data-testid="cluster-tile"][data-status="1"][data-health="0"]');
    await expect(limited).toHaveCount(3, { timeout: 20_000 });
    const alarmed = page.locator('[data-testid="cluster-tile"][data-cluster="2"]');
    await expect(alarmed).toHaveAttribute('data-status', '6');

    const looks = await tiles.evaluateAll((els) =>
      els.map((tile) => {
        const badge = tile.querySelector<HTMLElement>('[data-testid="tile-status"]')!;
        const css = getComputedStyle(badge);
        return {
          cluster: tile.getAttribute('data-cluster'),
          text: badge.textContent?.trim() ?? '',
          look: `${css.color} ${css.backgroundColor} ${getComputedStyle(tile).borderColor}`,
        };
      }),
    );
    const limitLooks = looks.filter((l) => l.cluster !== '2');
    for (const l of limitLooks) expect(l.text, `cluster ${l.cluster}`).toBe(LABEL[lang]);
    // The limited tiles look alike and in the page's own text colour, not the warning colour.
    expect(new Set(limitLooks.map((l) => l.look)).size).toBe(1);
    const colours = await page.evaluate(() => {
      const probe = document.createElement('span');
      document.body.append(probe);
      const read = (cls: string) => ((probe.className = cls), getComputedStyle(probe).color);
      const out = { fg: read('text-fg'), warning: read('text-warning') };
      probe.remove();
      return out;
    });
    expect(limitLooks[0].look.startsWith(colours.fg), limitLooks[0].look).toBe(true);
    expect(limitLooks[0].look).not.toContain(colours.warning);
    // The alarmed cluster is the one that looks different.
    expect(looks.find((l) => l.cluster === '2')!.look).not.toBe(limitLooks[0].look);
  });
}
