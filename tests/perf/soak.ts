import type { Browser, CDPSession, Page } from 'playwright-core';
import { api } from '../e2e/helpers/api';
import { cdpMetrics, serviceCounters } from './measure';
import { openPowerSysCluster, openTab, POWER_SYS_CLUSTER } from './session';
import { MB } from './stats';
import type { SoakFigures, SoakSample } from './types';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Heap, nodes and listeners after a full collection (twice: finalizers free more on the second). */
async function afterGc(page: Page, cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const m = await cdpMetrics(cdp);
  const documentNodes = await page.evaluate(() => window.__benchProbe?.read().domNodes ?? -1);
  return {
    heap: (m.JSHeapUsedSize ?? 0) / MB,
    nodes: m.Nodes ?? 0,
    listeners: m.JSEventListeners ?? 0,
    documentNodes,
  };
}

/** Throws unless the page still shows powerSys with live data (not logged out, not stale). */
async function stillLive(page: Page): Promise<void> {
  const url = page.url();
  const source = await page
    .locator('[data-testid="data-age"]')
    .getAttribute('data-source', { timeout: 5000 })
    .catch(() => null);
  if (!url.includes('/index/powerSys') || source !== 'live')
    throw new Error(`soak: the page no longer shows live powerSys (at ${url}, data source ${source})`);
}

/**
 * Leaves powerSys with one cluster's grid open under live traffic for `minutes`, with a forced
 * GC at start and end, sampling (without GC) along the way so a trend can be told from noise.
 */
export async function soak(
  browser: Browser,
  baseURL: string,
  opts: {
    minutes: number;
    speed: number;
    racks: number;
    cpuThrottle: number;
    warmupMs: number;
    log: (s: string) => void;
  },
): Promise<SoakFigures> {
  // A wall screen runs unattended: idle logout off (0), as such a station configures it. With the
  // default 30 min the console logs the soak out half-way (it did, and the figures looked flat).
  await api({ url: baseURL }).asAdmin('POST', 'config/update', {
    json: [{ configKey: 'autoLogoutMinutes', configValue: '0' }],
  });
  const tab = await openTab(browser, baseURL, 'worker', opts.cpuThrottle);
  try {
    const { page, cdp } = tab;
    await openPowerSysCluster(page, opts.racks);
    await sleep(opts.warmupMs);
    const start = await afterGc(page, cdp);
    const msgStart = (await serviceCounters(page)).messages;
    const totalMs = opts.minutes * 60_000;
    const every = Math.min(60_000, Math.max(5_000, totalMs / 12));
    const samples: SoakSample[] = [];
    const t0 = Date.now();
    while (Date.now() - t0 < totalMs) {
      await sleep(Math.min(every, totalMs - (Date.now() - t0)));
      const m = await cdpMetrics(cdp);
      const s: SoakSample = {
        atMs: Date.now() - t0,
        heapUsedMB: (m.JSHeapUsedSize ?? 0) / MB,
        cdpNodes: m.Nodes ?? 0,
        domNodes: await page.evaluate(() => window.__benchProbe?.read().domNodes ?? -1),
        listeners: m.JSEventListeners ?? 0,
        messages: (await serviceCounters(page)).messages - msgStart,
      };
      await stillLive(page);
      samples.push(s);
      opts.log(
        `soak ${Math.round(s.atMs / 1000)} s: heap ${s.heapUsedMB.toFixed(1)} MB, nodes ${s.cdpNodes}, ` +
          `listeners ${s.listeners}, messages ${s.messages}`,
      );
    }
    await stillLive(page);
    const end = await afterGc(page, cdp);
    const messages = (await serviceCounters(page)).messages - msgStart;
    if (messages === 0) throw new Error('soak: no message arrived');
    return {
      minutes: (Date.now() - t0) / 60_000,
      speed: opts.speed,
      page: `powerSys?cluster=${POWER_SYS_CLUSTER}`,
      heapStartMB: start.heap,
      heapEndMB: end.heap,
      heapGrowthMB: end.heap - start.heap,
      nodesStart: start.nodes,
      nodesEnd: end.nodes,
      nodeDrift: end.nodes - start.nodes,
      documentNodesStart: start.documentNodes,
      documentNodesEnd: end.documentNodes,
      listenersStart: start.listeners,
      listenersEnd: end.listeners,
      listenerDrift: end.listeners - start.listeners,
      messages,
      samples,
    };
  } finally {
    await tab.close();
  }
}
