import { expect, test } from './fixtures';
import { login } from './helpers/ui';
import { api } from './helpers/api';

// Its own station: on a simulator shared with earlier files the forced charge once read 'none'
// (state an earlier test left, e.g. a tripped cluster); the retry on a fresh station passed.
test.use({ simulatorOptions: { seed: 31 } });
// The moving dots are drawn only for a user who has not asked for reduced motion (the other
// files run with reduced motion: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test('overview flows change direction when storage switches from charge to discharge', async ({
  page,
  simulator,
}) => {
  const sim = api(simulator);
  // The small test bank may start near its upper SOC limit, where charging is refused: discharge
  // a simulated minute first so that a charge request is honoured.
  await sim.hook('storage', { site: 'WZ001', powerKw: 150 });
  await sim.hook('advance', { seconds: 60 });
  await sim.hook('storage', { site: 'WZ001', powerKw: -150 });
  await login(page, 'admin', { to: '/index/mainSys' });
  const flow = page.getByTestId('energy-flow');
  const storage = flow.getByTestId('flow-storage');
  await expect(storage).toHaveAttribute('data-direction', 'out', { timeout: 15_000 });
  await expect(storage).toHaveAttribute('data-state', 'charge');
  // The bank's PCS limits the forced power; the KPI shows the same published value as the flow.
  const charging = Number(await storage.getAttribute('data-kw'));
  expect(charging).toBeLessThan(0);
  await expect(page.getByTestId('kpi-power')).toContainText(/-\d+\.\d\s*kW/);

  // A simulated minute of charge first: a bank that sat at its lower SOC limit at this hour
  // (evening) has only the few seconds just charged to give, and its discharge is then held at
  // almost nothing (failed in CI at 21:00 station time).
  await sim.hook('advance', { seconds: 60 });
  await sim.hook('storage', { site: 'WZ001', powerKw: 150 });
  await expect(storage).toHaveAttribute('data-direction', 'in', { timeout: 15_000 });
  await expect(storage).toHaveAttribute('data-state', 'discharge');
  expect(Number(await storage.getAttribute('data-kw'))).toBeGreaterThan(0);
  await expect(page.getByTestId('kpi-power')).not.toContainText('-');

  // The other branches follow the same published balance: grid = load − pv − storage − generator
  // + auxiliary (the storage system's own HVAC and BMS, shown under the storage node), where the
  // load node is drawn without the charging piles' share.
  const kw = async (node: string) => Number(await flow.getByTestId(`flow-${node}`).getAttribute('data-kw'));
  await expect(async () => {
    const [grid, load, pv, st, gen, piles, aux] = await Promise.all(
      ['grid', 'load', 'pv', 'storage', 'generator', 'charging', 'aux'].map(kw),
    );
    const values = JSON.stringify({ grid, load, piles, pv, st, gen, aux });
    expect(aux, values).toBeGreaterThan(0);
    expect(Math.abs(grid - (load + piles - pv - st - gen + aux)), values).toBeLessThan(0.6);
    const gridDir = await flow.getByTestId('flow-grid').getAttribute('data-direction');
    expect(gridDir).toBe(Math.abs(grid) < 0.05 ? 'none' : grid > 0 ? 'in' : 'out');
  }).toPass({ timeout: 10_000 });
  await expect(flow.getByTestId('flow-load')).toHaveAttribute('data-direction', /out|none/);
  await sim.hook('storage', { site: 'WZ001', powerKw: null });
});

test('overview shows KPIs, alarm counts, top-7 profit days and the data age', async ({ page }) => {
  await login(page, 'admin', { to: '/index/mainSys' });
  await expect(page.getByTestId('data-age')).toHaveAttribute('data-stale', 'false', { timeout: 15_000 });
  await expect(page.getByTestId('kpi-soc')).toContainText('%');
  await expect(page.getByTestId('alarm-total')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('top7').locator('[data-date]')).toHaveCount(7);
});

test('the dots of active branches move along the flow; idle ones and low-power mode have none', async ({
  page,
}) => {
  await login(page, 'admin', { to: '/index/mainSys' });
  const flow = page.getByTestId('energy-flow');
  await expect(flow.getByTestId('flow-grid')).toHaveAttribute('data-direction', /in|out/, {
    timeout: 15_000,
  });
  const dir = await flow.getByTestId('flow-grid').getAttribute('data-direction');
  const dots = flow.getByTestId('flow-dots-grid');
  await expect(dots).toHaveAttribute('data-direction', dir!);
  // Each dot runs one endless animation in the flow's direction (node to bus for 'in')...
  const timing = await dots.evaluate((box) =>
    [...box.children].map((dot) => {
      const [a] = dot.getAnimations();
      return a ? { state: a.playState, direction: a.effect?.getTiming().direction } : null;
    }),
  );
  expect(timing).toEqual(Array(3).fill({ state: 'running', direction: dir === 'in' ? 'normal' : 'reverse' }));
  // ...and is seen to move.
  const where = () =>
    dots
      .locator('.ef-dot')
      .first()
      .evaluate((d) => JSON.stringify(d.getBoundingClientRect()));
  const at = await where();
  await page.waitForTimeout(300);
  expect(await where()).not.toBe(at);
  await expect(flow.getByTestId('flow-generator')).toHaveAttribute('data-direction', 'none');
  await expect(flow.getByTestId('flow-dots-generator')).toHaveCount(0);

  await page
    .getByRole('button', { name: 'More' })
    .or(page.getByRole('button', { name: '更多' }))
    .click();
  await page.getByRole('checkbox').filter({ hasText: '' }).first().check();
  await expect(flow).toHaveAttribute('data-still', 'true');
  await expect(flow.getByTestId('flow-dots').locator('.ef-dot')).toHaveCount(0);
  // The arrows keep the direction.
  await expect(flow.getByTestId('flow-line-grid')).toHaveAttribute('data-direction', dir!);
});
