import type { CDPSession, Page } from 'playwright-core';
import type { RealtimeDiagnostics } from '../../src/contract/realtime-api';
import type { BatchCostReading } from '../../src/realtime/batch-cost';
import type { ProbeReading } from './probe';

declare global {
  interface Window {
    __realtimeBatchCost?: { read(): BatchCostReading; reset(): void };
  }
}
import { busyShare, delta, MB, percentile, perItem, toMetrics, type Metrics } from './stats';
import type { ServiceFigures, WindowFigures, WorkFigures } from './types';

export async function cdpMetrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return toMetrics(metrics);
}

/** How long the page's service may take to answer its counters before the bench gives up. */
const COUNTERS_TIMEOUT_MS = 120_000;

/**
 * The service's counters, read over Comlink in the page (workers have no CDP session here). A
 * worker that has fallen behind answers only after every message queued before the call (on a
 * machine at load 30 the worker of the 100-cluster station did not answer in minutes): the bench
 * then fails saying so instead of waiting for ever.
 */
export async function serviceCounters(page: Page): Promise<RealtimeDiagnostics> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `the page's realtime service did not answer its counters in ${COUNTERS_TIMEOUT_MS / 1000} s ` +
              '(a worker far behind its messages: is the machine overloaded?)',
          ),
        ),
      COUNTERS_TIMEOUT_MS,
    );
  });
  try {
    const diag = await Promise.race([page.evaluate(() => window.__realtimeDiagnostics?.()), late]);
    if (!diag) throw new Error('window.__realtimeDiagnostics is missing: is this the built console?');
    return diag;
  } finally {
    clearTimeout(timer);
  }
}

export function serviceFigures(
  a: RealtimeDiagnostics,
  b: RealtimeDiagnostics,
  wallMs: number,
): ServiceFigures {
  const messages = b.messages - a.messages;
  const decodeMs = b.decodeMsTotal - a.decodeMsTotal;
  const batches = b.batches - a.batches;
  return {
    messages,
    bytesIn: b.bytesIn - a.bytesIn,
    decodeMs,
    batches,
    messagesPerSec: (messages * 1000) / wallMs,
    batchesPerSec: (batches * 1000) / wallMs,
    decodeMsPerMsg: perItem(decodeMs, messages),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Frame gaps from a rAF loop run for `ms` after the busy-time window (it would inflate it). */
export async function frameGaps(page: Page, ms: number): Promise<number[]> {
  await page.evaluate(() => window.__benchProbe?.reset(true));
  await sleep(ms);
  const gaps = await page.evaluate(() => {
    const r = window.__benchProbe?.read();
    window.__benchProbe?.reset(false);
    return r?.gaps;
  });
  if (!gaps) throw new Error('the in-page probe is missing');
  return gaps;
}

/**
 * One fixed window on the page as it is (busy time, LoAF, counters), then a shorter one for
 * frame gaps (`gapsMs`, default half the window up to 10 s; 0 skips it). `requireMessages`
 * (default true) fails a window in which no realtime message arrived. The page is left alone
 * during the window: the only
 * calls into it (probe reset, counters) happen before the first and after the last CDP reading,
 * so they are not counted as page work.
 */
export async function measureWindow(
  page: Page,
  cdp: CDPSession,
  at: { label: string; windowMs: number; warmupMs: number; requireMessages?: boolean; gapsMs?: number },
): Promise<WindowFigures> {
  await sleep(at.warmupMs);
  const diagBefore = await serviceCounters(page);
  await page.evaluate(() => {
    window.__benchProbe?.reset();
    window.__realtimeBatchCost?.reset();
  });
  const before = await cdpMetrics(cdp);
  await sleep(at.windowMs);
  const after = await cdpMetrics(cdp);
  const probe: ProbeReading | undefined = await page.evaluate(() => window.__benchProbe?.read());
  const cost = await page.evaluate(() => window.__realtimeBatchCost?.read() ?? null);
  const diagAfter = await serviceCounters(page);
  if (!probe) throw new Error('the in-page probe is missing');
  const gapsMs = at.gapsMs ?? Math.min(10_000, at.windowMs / 2);
  const gaps = gapsMs > 0 ? await frameGaps(page, gapsMs) : [];
  if (!probe.loafSupported) throw new Error('this Chromium has no long-animation-frame entries');
  const wallMs = delta(before, after, 'Timestamp') * 1000;
  const service = serviceFigures(diagBefore, diagAfter, wallMs);
  if (service.messages === 0 && at.requireMessages !== false)
    throw new Error(`${at.label}: no message arrived during the window`);
  const share = (name: string) => Math.max(0, delta(before, after, name)) / (wallMs / 1000);
  return {
    windowMs: Math.round(wallMs),
    mainThreadShare: busyShare(before, after),
    scriptShare: share('ScriptDuration'),
    layoutShare: share('LayoutDuration'),
    styleShare: share('RecalcStyleDuration'),
    loafOver50: probe.loafOver50,
    loafTotal: probe.loafTotal,
    longTasks: probe.longTasks,
    rafGapP95Ms: percentile(gaps, 95),
    rafFrames: gaps.length,
    domNodes: probe.domNodes,
    cdpNodes: after.Nodes ?? 0,
    listeners: after.JSEventListeners ?? 0,
    heapUsedMB: (after.JSHeapUsedSize ?? 0) / MB,
    service,
    worstLoaf: probe.worstLoaf,
    batchCost: cost && {
      batches: cost.batches,
      msPerBatch: cost.batches > 0 ? cost.totalMs / cost.batches : null,
      maxMs: cost.maxMs,
    },
  };
}

/**
 * The page's main-thread CPU time over a window of its own, unthrottled (why: work-math.ts), then
 * the tab's throttle back to `cpuThrottle`. CDP ThreadTime is in seconds; a Chromium without it
 * gives NaN, which the figures and the smoke reject.
 */
export async function measureWork(
  page: Page,
  cdp: CDPSession,
  at: { windowMs: number; settleMs: number; cpuThrottle: number },
): Promise<WorkFigures> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  try {
    await sleep(at.settleMs);
    const diagBefore = await serviceCounters(page);
    const before = await cdpMetrics(cdp);
    await sleep(at.windowMs);
    const after = await cdpMetrics(cdp);
    const diagAfter = await serviceCounters(page);
    const thread = (m: Metrics) => m.ThreadTime ?? Number.NaN;
    return {
      windowMs: Math.round(delta(before, after, 'Timestamp') * 1000),
      mainCpuMs: (thread(after) - thread(before)) * 1000,
      messages: diagAfter.messages - diagBefore.messages,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: at.cpuThrottle });
  }
}
