import type { NorthboundState } from '../../src/contract/api/northbound';
import { expect, test } from './fixtures';
import zhNorthbound from '../../locales/zh/northbound.json' with { type: 'json' };
import { api } from './helpers/api';
import { fill, openSettingsSection } from './helpers/locale';
import { signIn } from './helpers/session';

/*
 * Issue 26 data push in the browser: an administrator finds a point by searching, pushes it
 * (the northbound real-time message then carries it), stops pushing it again and exports the
 * point table (en); the short zh journey walks there from the settings menu and does the same with
 * the Chinese names and the messages of locales/zh/northbound.json. What
 * the interface publishes is checked against Mosquitto in tests/integration/sim-northbound.test.ts.
 */

const POINT = 'cluster2.maxTempC';

test('an administrator searches a point, pushes it northbound, stops it and exports the point table (en)', async ({
  page,
  simulator,
}) => {
  const sim = api(simulator);
  const realtimePreview = async () =>
    (await sim.asAdmin<NorthboundState>('GET', 'config/getThreadMqttConfig')).preview?.find(
      (p) => p.kind === 'realtime',
    )?.json ?? '';
  await signIn(page, simulator, 'admin', { language: 'en', to: '/index/settings/data-push' });
  await expect(page.getByRole('heading', { name: 'Data push' })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Data push' });
  await expect(table.getByRole('row', { name: /^storage\.soc Storage SOC/ })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search points' }).fill('cluster 2 max');
  await expect(table.getByRole('row', { name: /^storage\.soc Storage SOC/ })).toHaveCount(0);
  const row = table.getByRole('row', { name: new RegExp(POINT.replace('.', '\\.')) });
  await expect(row).toContainText('Cluster 2 max cell temperature');
  await expect(row).toContainText('Not pushed');
  expect(await realtimePreview()).not.toContain(POINT);

  await row.getByRole('button', { name: `Push ${POINT}` }).click();
  await expect(page.getByText('1 point(s) added')).toBeVisible();
  await expect(row.getByText('Pushed', { exact: true })).toBeVisible();
  expect(await realtimePreview()).toContain(`"${POINT}"`);

  await row.getByRole('button', { name: `Stop pushing ${POINT}` }).click();
  await expect(page.getByText('1 point(s) removed')).toBeVisible();
  await expect(row).toContainText('Not pushed');
  expect(await realtimePreview()).not.toContain(POINT);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export point table' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/Point table\.xlsx$/);
});

test('an administrator opens data push from the settings menu, finds a point by its Chinese name, pushes it and stops pushing it (zh)', async ({
  page,
  simulator,
}) => {
  const point = 'cluster1.soc';
  const w = zhNorthbound.push;
  await signIn(page, simulator, 'admin', { language: 'zh' });
  await openSettingsSection(page, 'zh', w.title);
  await expect(page.getByRole('heading', { name: w.title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(w.description)).toBeVisible();
  const table = page.getByRole('table', { name: w.title });
  await page.getByRole('searchbox', { name: w.search }).fill('1号簇');
  await expect(table.getByRole('row', { name: /^storage\.soc 储能SOC/ })).toHaveCount(0);
  const row = table.getByRole('row', { name: /^cluster1\.soc / });
  await expect(row).toContainText('1号簇SOC');
  await expect(row).toContainText(w.available);

  await row.getByRole('button', { name: `${w.add} ${point}` }).click();
  await expect(page.getByText(fill(w.added, { count: 1 }))).toBeVisible();
  await expect(row.getByText(w.pushed, { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `${w.remove} ${point}` }).click();
  await expect(page.getByText(fill(w.removed, { count: 1 }))).toBeVisible();
  await expect(row).toContainText(w.available);
});
