import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { RealtimeDiagnostics } from '../../src/contract/realtime-api';
import { expect, test } from './fixtures';
import { api } from './helpers/api';
import { signIn } from './helpers/session';
import { diagnosticsCounter, openDiagnostics } from './helpers/ui';

/*
 * Issue 33 defects 3 and 4 in the browser: the messages of the fault probe, published to the
 * simulator's broker while powerSys shows the small station (2 clusters, 1 container, 1 PCS).
 * The page keeps the station's units and clusters and stays responsive; a sudden empty PCS list
 * shows the last good units greyed with the reason; diagnostics counts every refused message.
 */

const SITE = 'WZ001';
const PCS = `iot/${SITE}/pcs/realData`;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
const unit = (pcsNo: number) => ({
  pcsNo,
  activePowerKw: 50,
  reactivePowerKvar: 2.5,
  status: 0,
  dcVoltage: 800,
  dcCurrent: 62.5,
  acVoltage: 400,
  frequencyHz: 50,
  temperatureC: 35,
});
/** A well-formed cluster of the station's shape (2 racks × 8 cells) on an invented number. */
const phantom = (clusterNo: number) =>
  deflateSync(
    JSON.stringify({
      ts: Date.now(),
      site: SITE,
      containerNo: 1,
      clusterNo,
      racks: 2,
      cellsPerRack: 8,
      cellsPerPack: 4,
      soc: 50,
      soh: 99,
      voltage: 800,
      current: 0,
      power: 0,
      status: 0,
      cellVoltageMv: Array(16).fill(3300),
      cellTempDeciC: Array(16).fill(250),
    }),
  ).toString('base64');
const diagnostics = (page: Page) => page.evaluate<RealtimeDiagnostics>(() => window.__realtimeDiagnostics!());

test('powerSys keeps the station topology against forged realtime messages (en)', async ({
  page,
  simulator,
}) => {
  const hook = api(simulator).hook;
  await signIn(page, simulator, 'admin', { language: 'en', to: '/index/powerSys' });
  const pcs = page.getByTestId('pcs-panel');
  await expect(pcs.getByTestId('pcs-unit')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('cluster-tile')).toHaveCount(2);
  await expect.poll(async () => (await diagnostics(page)).topologySites).toEqual([SITE]);

  // Defect 3: 20 000 units (2.7 MB), then defect 4: 50 clusters on invented topics.
  await hook('publish', {
    topic: PCS,
    payloadBase64: b64({ ts: 1, units: Array.from({ length: 20_000 }, (_, i) => unit(i + 1)) }),
  });
  for (let n = 101; n <= 150; n++)
    await hook('publish', {
      topic: `iot/${SITE}/bms/clusterAndRackListData/${n}`,
      payloadBase64: phantom(n),
    });
  await expect.poll(async () => (await diagnostics(page)).unknownTopology).toBeGreaterThanOrEqual(50);
  expect((await diagnostics(page)).overBound).toBe(1);
  await expect(pcs.getByTestId('pcs-unit')).toHaveCount(1);
  await expect(page.getByTestId('cluster-tile')).toHaveCount(2);
  expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(3000);

  // `{"ts":1,"units":[]}` between the station's own messages: the last good unit stays, greyed, with the reason.
  let flooding = true;
  const flood = (async () => {
    while (flooding) await hook('publish', { topic: PCS, payloadBase64: b64({ ts: 1, units: [] }) });
  })();
  try {
    await expect(pcs.getByTestId('pcs-held')).toHaveText(
      'The station sent an empty list: showing the last good data',
    );
    await expect(pcs.getByTestId('pcs-unit')).toHaveCount(1);
  } finally {
    flooding = false;
    await flood;
  }
  // The station's next message is fresh data again.
  await expect(pcs.getByTestId('pcs-held')).toHaveCount(0);
  await expect(pcs).toHaveAttribute('data-stale', 'false');

  // The page answers a click at once, and diagnostics (same worker) says what was refused.
  await openDiagnostics(page);
  const value = (field: string) => diagnosticsCounter(page, field).value();
  await expect(diagnosticsCounter(page, 'overBound').label).toHaveText(
    'Messages with too many entries (dropped)',
  );
  await expect.poll(() => value('overBound')).toBe(1);
  await expect.poll(() => value('unknownTopology')).toBeGreaterThanOrEqual(50);
  await expect.poll(() => value('emptyLists')).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('diag-topologySites').locator('dd')).toHaveText(SITE);
});
