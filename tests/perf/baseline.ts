import type { Browser } from 'playwright-core';
import { cdpMetrics, frameGaps } from './measure';
import type { ProbeReading } from './probe';
import { openBlankTab } from './session';
import { busyShare, percentile } from './stats';
import type { BaselineFigures } from './types';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The floor under every figure: a blank page with only the probe, same throttling, same
 * machine load. A busy share far above this floor is the console's own work.
 */
export async function measureBaseline(
  browser: Browser,
  cpuThrottle: number,
  windowMs: number,
): Promise<BaselineFigures> {
  const tab = await openBlankTab(browser, cpuThrottle);
  try {
    await sleep(1000);
    await tab.page.evaluate(() => window.__benchProbe?.reset());
    const before = await cdpMetrics(tab.cdp);
    await sleep(windowMs);
    const after = await cdpMetrics(tab.cdp);
    const probe: ProbeReading | undefined = await tab.page.evaluate(() => window.__benchProbe?.read());
    if (!probe) throw new Error('baseline: the in-page probe is missing');
    const gaps = await frameGaps(tab.page, Math.min(10_000, windowMs / 2));
    return {
      windowMs,
      mainThreadShare: busyShare(before, after),
      loafOver50: probe.loafOver50,
      rafGapP95Ms: percentile(gaps, 95),
      rafFrames: gaps.length,
    };
  } finally {
    await tab.close();
  }
}
