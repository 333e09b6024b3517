import zhMonitor from '../../locales/zh/monitor.json' with { type: 'json' };
import enMonitor from '../../locales/en/monitor.json' with { type: 'json' };
import type { ChargingPilesNow } from '../../src/contract/api/charging';
import type { DeviceRecord } from '../../src/contract/api/devices';
import type { Page as Paged } from '../../src/contract/envelope';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { fill } from './helpers/locale';
import { signIn } from './helpers/session';
import { walkTo } from './helpers/walk';

/*
 * A silent charging pile's card before the devices topic has told the page (issue 27): pile 1
 * stops reporting, ten minutes pass, and the console is opened while the broker is unreachable.
 * The card says offline since the time of the pile's last report from the polled
 * chargingPile/realData answer (its `ts`), not its last figures as if they were of now; the other
 * piles show theirs. Own station (seed 127).
 */
test.use({ simulatorOptions: { seed: 127 } });

const MONITOR = { zh: zhMonitor, en: enMonitor } as const;
const pad = (n: number) => String(n).padStart(2, '0');
/** hh:mm:ss of `ms` in the station's zone (the simulator's). */
const clock = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

// One language per journey (CI budget, promise 2): the other language's words are checked by
// tests/unit/i18n/locale-parity.test.ts and by the journeys that run in it.
for (const language of ['zh'] as ReadonlyArray<'zh' | 'en'>) {
  test(`a silent pile's card says offline since its last report before the devices topic arrives (${language})`, async ({
    page,
    simulator,
  }) => {
    test.setTimeout(120_000);
    const sim = api(simulator);
    const piles = (
      await sim.asAdmin<Paged<DeviceRecord>>('GET', 'deviceManagement/list', {
        query: { site: 'WZ001', type: 'chargingPile', size: '100' },
      })
    ).records;
    const pile1 = piles.find((d) => /-1$/.test(d.name))!;
    expect(pile1).toBeTruthy();
    await sim.hook('device-offline', { id: pile1.id, offline: true });
    try {
      await sim.hook('advance', { seconds: 600 });
      const now = await sim.asAdmin<ChargingPilesNow>('GET', 'chargingPile/realData', {
        query: { site: 'WZ001' },
      });
      const lastSeen = now.piles.find((p) => p.no === 1)!.ts!;
      expect(now.ts - lastSeen).toBeGreaterThanOrEqual(600_000);
      // The broker is unreachable: the page has the REST answer and no devices topic.
      await sim.hook('broker-down', { seconds: 40 });
      await signIn(page, simulator, 'admin', { language, to: '/index/mainSys' });
      await walkTo(page, '/index/chargingPileSys');
      const cards = page.getByTestId('pile');
      await expect(cards).toHaveCount(piles.length, { timeout: 30_000 });
      const silent = cards.filter({ has: page.getByTestId('pile-offline') });
      await expect(silent).toHaveCount(1);
      await expect(silent.getByTestId('pile-offline')).toHaveText(
        fill(MONITOR[language].offline.banner, { time: clock(lastSeen) }),
      );
      await expect(silent.getByTestId('pile-power')).toHaveCount(0);
      await expect(page.getByTestId('pile-power')).toHaveCount(piles.length - 1);
      await page.screenshot({
        path: test.info().outputPath(`pile-last-seen-${language}-1280x800.png`),
        fullPage: true,
      });
    } finally {
      await sim.hook('device-offline', { id: pile1.id, offline: false });
    }
  });
}
