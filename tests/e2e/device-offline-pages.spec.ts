import type { Locator, Page } from '@playwright/test';
import zhDevices from '../../locales/zh/devices.json' with { type: 'json' };
import enDevices from '../../locales/en/devices.json' with { type: 'json' };
import zhMonitor from '../../locales/zh/monitor.json' with { type: 'json' };
import enMonitor from '../../locales/en/monitor.json' with { type: 'json' };
import zhPower from '../../locales/zh/power.json' with { type: 'json' };
import enPower from '../../locales/en/power.json' with { type: 'json' };
import type { DeviceRecord } from '../../src/contract/api/devices';
import type { Page as Paged } from '../../src/contract/envelope';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';
import { walkTo } from './helpers/walk';

/*
 * Devices that stop reporting (issue 27), walked as a user through the menu: the PV inverters on
 * pvSys, the grid meter on electricSys and cluster 1's BMS on powerSys' "All cells" view. Each
 * page says "… offline · no data since …" (the locale files' words) and shows no figures of the
 * silent devices; when they report again the pages go live. The same for the generator on fdjSys,
 * the charging piles on chargingPileSys (one pile's card, then the whole page), their branches of
 * mainSys' energy flow and container 1's environment cards on powerSys (one card, then all of
 * them: 'Offline · no data since …'); with every cluster's BMS and the PV silent, the stack panel
 * (no data), the storage and PV branches of mainSys and pvModeSys. Its own station (seed 57): the clock moves to noon so the PV
 * produces and a frozen figure cannot pass for a zero.
 */
test.use({ simulatorOptions: { seed: 57 } });

type Sim = Parameters<typeof api>[0];
const TEXT = {
  zh: { devices: zhDevices, monitor: zhMonitor, power: zhPower },
  en: { devices: enDevices, monitor: enMonitor, power: enPower },
} as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A locale sentence as a pattern, its {{time}} any hh:mm:ss and other values filled in. */
const sentence = (template: string, values: Record<string, string | number> = {}) =>
  new RegExp(
    escape(template)
      .replace(/\\\{\\\{time\\\}\\\}/g, '\\d{2}:\\d{2}:\\d{2}')
      .replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, k: string) => escape(String(values[k]))),
  );

/** The age line's "<what> offline · no data since hh:mm:ss" (the locale's words). */
const since = (language: 'zh' | 'en', what: string) =>
  new RegExp(`${escape(what)} · ${sentence(TEXT[language].monitor.offline.since).source}`);

type OfflineType = keyof typeof zhDevices.deviceOffline;

/**
 * A page's devices of `type` stop reporting: walked to `to` (its first figure shown live),
 * `devices` silenced; its age line says "<type> offline · no data since hh:mm:ss", its offline
 * panel (`<type>-offline`) shows and none of `figures` remains.
 */
async function expectOffline(
  page: Page,
  sim: Sim,
  language: 'zh' | 'en',
  type: OfflineType,
  { to, devices = [], figures = [] }: { to?: string; devices?: DeviceRecord[]; figures?: string[] },
) {
  if (to) await walkTo(page, to);
  if (to && figures.length) await expect(page.getByTestId(figures[0])).toBeVisible({ timeout: 30_000 });
  await setSilent(sim, devices, true);
  const what = TEXT[language].devices.deviceOffline[type];
  await expect(page.getByTestId('data-age')).toHaveText(since(language, what), { timeout: 20_000 });
  await expect(page.getByTestId(`${type}-offline`)).toBeVisible();
  for (const id of figures) await expect(page.getByTestId(id)).toHaveCount(0);
}

async function devicesOf(sim: Sim, type: string): Promise<DeviceRecord[]> {
  const page = await api(sim).asAdmin<Paged<DeviceRecord>>('GET', 'deviceManagement/list', {
    query: { site: 'WZ001', type, size: '100' },
  });
  return page.records;
}

async function setSilent(sim: Sim, devices: DeviceRecord[], offline: boolean) {
  for (const d of devices) await api(sim).hook('device-offline', { id: d.id, offline });
}

/** Moves the station clock to noon unless it is already within 10:00-14:00. */
async function toMidday(sim: Sim) {
  const { ts } = await api(sim).asAdmin<{ ts: number }>('GET', 'pvControl/manualState');
  const hour = new Date(ts).getHours();
  if (hour >= 10 && hour < 14) return;
  const noon = new Date(ts).setHours(12, 0, 0, 0);
  const target = noon > ts ? noon : noon + 86_400_000;
  await api(sim).hook('advance', { seconds: (target - ts) / 1000 });
}

/** Screenshots at 1280×800 and 1920×1080; `focus` (below the fold) is scrolled into view first. */
async function shots(page: Page, name: string, focus?: Locator) {
  for (const [w, h] of [
    [1280, 800],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    if (focus) await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${w}x${h}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('device offline pages', () => {
  test.describe.configure({ mode: 'serial' });

  // One language per journey (CI budget, promise 2): the other language's words are checked by
  // tests/unit/i18n/locale-parity.test.ts and by the journeys that run in it.
  for (const language of ['zh'] as ReadonlyArray<'zh' | 'en'>) {
    test(`pvSys, electricSys and powerSys' all cells say offline and come back (${language})`, async ({
      page,
      simulator,
    }) => {
      test.setTimeout(150_000);
      const L = TEXT[language];
      const offline = (type: OfflineType, o: Parameters<typeof expectOffline>[4]) =>
        expectOffline(page, simulator, language, type, o);
      const pv = await devicesOf(simulator, 'pv');
      const meters = await devicesOf(simulator, 'meter');
      const bms1 = (await devicesOf(simulator, 'bms')).filter((d) => d.groupNo === 1);
      expect(pv.length * meters.length * bms1.length).toBeGreaterThan(0);
      await toMidday(simulator);
      await signIn(page, simulator, 'admin', { language, to: '/index/mainSys' });
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');

      try {
        // pvSys live, then its inverters go silent.
        const pvFigures = ['stat-pv-power-value', 'inverter-power'];
        await offline('pv', { to: '/index/pvSys', devices: pv, figures: pvFigures });
        // Half an hour later the day curve the page loads has a gap, not the model's figures.
        await api(simulator).hook('advance', { seconds: 1800 });
        const day = page.waitForResponse((r) => r.url().includes('/api/datapower/history/day'));
        await page.reload();
        const points = ((await (await day).json()) as { data: Array<{ pvKw: number | null }> }).data;
        expect(points.slice(-4).map((p) => p.pvKw)).toEqual([null, null, null, null]);
        await offline('pv', { figures: pvFigures });
        await shots(page, `pv-offline-${language}`);

        // electricSys: the grid meter goes silent.
        const gridFigures = ['stat-grid-load-value'];
        await offline('meter', { to: '/index/electricSys', devices: meters, figures: gridFigures });
        await shots(page, `grid-offline-${language}`);

        // powerSys: cluster 1's BMS goes silent; "All cells" paints it as no data and says so.
        await walkTo(page, '/index/powerSys');
        await setSilent(simulator, bms1, true);
        await page.getByRole('radio', { name: L.power.toolbar.views.heatmap, exact: true }).click();
        await expect(page.getByTestId('cell-grid')).toBeVisible();
        const note = page.getByTestId('heatmap-silent').locator('li[data-cluster="1"]');
        await expect(note).toHaveText(sentence(L.power.heatmap.silent, { n: 1 }), { timeout: 20_000 });
        await expect(page.getByTestId('heatmap-silent').locator('li')).toHaveCount(1);
        await expect(page.getByTestId('stack-panel')).toBeVisible();
        // The worst cells leave the silent cluster out.
        const worst = page.getByTestId('worst-cells');
        await expect(worst.locator('a[href*="cluster=2&"]').first()).toBeVisible();
        await expect(worst.locator('a[href*="cluster=1&"]')).toHaveCount(0);
        await shots(page, `all-cells-silent-${language}`);
      } finally {
        await setSilent(simulator, [...pv, ...meters, ...bms1], false);
      }

      // They report again: every page goes live.
      await expect(page.getByTestId('heatmap-silent')).toHaveCount(0, { timeout: 20_000 });
      await walkTo(page, '/index/pvSys');
      await expect(page.getByTestId('data-age')).toHaveAttribute('data-source', 'live', { timeout: 30_000 });
      await expect(page.getByTestId('stat-pv-power-value')).toBeVisible();
      await expect(page.getByTestId('pv-offline')).toHaveCount(0);
      await walkTo(page, '/index/electricSys');
      await expect(page.getByTestId('stat-grid-load-value')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('data-age')).not.toHaveAttribute('data-offline', 'true');
    });
  }

  // One language per journey (CI budget, promise 2): the other language's words are checked by
  // tests/unit/i18n/locale-parity.test.ts and by the journeys that run in it.
  for (const language of ['en'] as ReadonlyArray<'zh' | 'en'>) {
    test(`fdjSys, chargingPileSys, mainSys' energy flow, powerSys' env cards and stack, pvModeSys say offline and come back (${language})`, async ({
      page,
      simulator,
    }) => {
      test.setTimeout(150_000);
      const L = TEXT[language];
      const offline = (type: OfflineType, o: Parameters<typeof expectOffline>[4]) =>
        expectOffline(page, simulator, language, type, o);
      const banner = sentence(L.monitor.offline.banner);
      const generator = await devicesOf(simulator, 'generator');
      const piles = await devicesOf(simulator, 'chargingPile');
      const envTypes = ['airConditioner', 'fire', 'flooding', 'liquidCooling'];
      const envByType = await Promise.all(envTypes.map((type) => devicesOf(simulator, type)));
      const env1 = envByType.flat().filter((d) => d.containerId === 'ct-WZ001-1');
      const ac1 = env1.filter((d) => d.type === 'airConditioner');
      const bms = await devicesOf(simulator, 'bms');
      const pv = await devicesOf(simulator, 'pv');
      expect(generator.length * piles.length * ac1.length).toBeGreaterThan(0);
      expect(env1.length).toBe(4);
      await signIn(page, simulator, 'admin', { language, to: '/index/mainSys' });
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');

      try {
        // fdjSys live, then the generator goes silent: offline with its last report, no figures.
        const fdjFigures = ['stat-fdj-power-value', 'stat-fdj-fuel-value'];
        await offline('generator', { to: '/index/fdjSys', devices: generator, figures: fdjFigures });
        await shots(page, `generator-offline-${language}`);

        // chargingPileSys: one pile goes silent (its card says offline), then all of them.
        await walkTo(page, '/index/chargingPileSys');
        const cards = page.getByTestId('pile');
        await expect(cards.first()).toBeVisible({ timeout: 30_000 });
        await expect(cards).toHaveCount(piles.length);
        await setSilent(simulator, piles.slice(0, 1), true);
        const first = cards.filter({ has: page.getByTestId('pile-offline') });
        await expect(first).toHaveCount(1, { timeout: 20_000 });
        await expect(first.getByTestId('pile-offline')).toHaveText(banner);
        await expect(first.getByTestId('pile-power')).toHaveCount(0);
        await expect(page.getByTestId('pile-power')).toHaveCount(piles.length - 1);
        await shots(page, `pile-offline-${language}`);
        await offline('chargingPile', { devices: piles, figures: ['pile-power', 'stat-cp-energy-value'] });
        await shots(page, `piles-offline-${language}`);

        // mainSys: the generator and charging branches of the energy flow say offline.
        await walkTo(page, '/index/mainSys');
        for (const node of ['generator', 'charging'])
          await expect(page.getByTestId(`flow-${node}-state`)).toHaveText(L.monitor.offline.label, {
            timeout: 20_000,
          });
        await expect(page.getByTestId('flow-pv-state')).not.toHaveText(L.monitor.offline.label);

        // powerSys, container 1: its air conditioner goes silent, then every env device of it.
        await walkTo(page, '/index/powerSys');
        const containerSelect = page
          .locator('label', { hasText: L.power.toolbar.container })
          .locator('select');
        await containerSelect.selectOption({
          label: L.power.toolbar.containerN.replace('{{n}}', '1'),
        });
        const env = page.getByTestId('env-cards');
        await expect(env.getByTestId('env-card').first()).toBeVisible({ timeout: 30_000 });
        await expect(env.getByTestId('env-card-offline')).toHaveCount(0);
        await setSilent(simulator, ac1, true);
        const ac = env.locator('[data-kind="airConditioner"]');
        await expect(ac.getByTestId('env-card-offline')).toHaveText(banner, { timeout: 20_000 });
        await expect(ac.locator('dd')).toHaveCount(0);
        await expect(env.locator('[data-kind="fire"] dd').first()).toBeVisible();
        await setSilent(simulator, env1, true);
        const envCards = await env.getByTestId('env-card').count();
        await expect(env.getByTestId('env-card-offline')).toHaveCount(envCards, { timeout: 20_000 });
        await expect(env.locator('dd')).toHaveCount(0);
        // The container's environment and air-conditioner data: offline, never 'Normal'.
        const panel = page.getByTestId('container-env');
        await expect(panel.getByTestId('container-ac-offline')).toHaveText(banner, { timeout: 20_000 });
        await expect(panel.getByText(L.devices.containers.env.normal, { exact: true })).toHaveCount(0);
        await expect(panel.getByText(L.monitor.offline.label, { exact: true })).toHaveCount(4);
        await shots(page, `env-offline-${language}`, env);

        // Every cluster's BMS and the PV go silent: the stack panel has no data (not the model's
        // figures), mainSys' storage and PV branches say offline, pvModeSys too.
        await setSilent(simulator, [...bms, ...pv], true);
        const stack = page.getByTestId('stack-panel');
        await expect(stack.getByTestId('stack-offline')).toContainText(L.devices.deviceOffline.stack, {
          timeout: 20_000,
        });
        await expect(stack.getByTestId('stack-offline-since')).toHaveText(banner);
        await expect(stack.locator('dd')).toHaveCount(0);
        // The worst cells too (not empty headings), on powerSys and on mainSys.
        const worstOffline = page.getByTestId('worst-cells').getByTestId('worst-offline');
        await expect(worstOffline).toContainText(L.devices.deviceOffline.worstCells);
        await expect(worstOffline.getByTestId('worst-offline-since')).toHaveText(banner);
        await shots(page, `stack-offline-${language}`);
        await walkTo(page, '/index/mainSys');
        for (const node of ['storage', 'pv'])
          await expect(page.getByTestId(`flow-${node}-state`)).toHaveText(L.monitor.offline.label, {
            timeout: 20_000,
          });
        await expect(worstOffline.getByTestId('worst-offline-since')).toHaveText(banner);
        await offline('pv', { to: '/index/pvModeSys' });
        await expect(page.locator('table')).toHaveCount(0);
      } finally {
        await setSilent(simulator, [...generator, ...piles, ...env1, ...bms, ...pv], false);
      }

      // They report again: the pages show figures.
      await expect(page.getByTestId('pv-offline')).toHaveCount(0, { timeout: 20_000 });
      await expect(page.locator('table')).toBeVisible();
      await walkTo(page, '/index/powerSys');
      await page
        .locator('label', { hasText: L.power.toolbar.container })
        .locator('select')
        .selectOption({ label: L.power.toolbar.containerN.replace('{{n}}', '1') });
      await expect(page.getByTestId('env-cards').locator('dd').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('env-card-offline')).toHaveCount(0);
      await expect(page.getByTestId('stack-panel').locator('dd').first()).toBeVisible({ timeout: 20_000 });
      await walkTo(page, '/index/fdjSys');
      await expect(page.getByTestId('stat-fdj-power-value')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('generator-offline')).toHaveCount(0);
      await walkTo(page, '/index/chargingPileSys');
      await expect(page.getByTestId('pile-power')).toHaveCount(piles.length, { timeout: 30_000 });
    });
  }
});
