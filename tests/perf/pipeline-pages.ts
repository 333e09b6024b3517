// The bench's two pipeline pages (mainSys, powerSys with one cluster open), each in the worker
// and the inline pipeline: a throttled window (busy share, LoAF, frames) and after it an
// unthrottled one of main-thread CPU time (work-math.ts), the inline comparison's figure.
import type { Browser } from 'playwright-core';
import type { BenchOptions } from './args';
import { budgetTable, checkBudgets, headline, pageTable, ratiosByPage } from './budgets';
import { ensureBuilt } from './build-dist';
import { measureWindow, measureWork } from './measure';
import { launchBrowser, openMainSys, openPowerSysCluster, openTab, POWER_SYS_CLUSTER } from './session';
import type { PageFigures, PipelineMode } from './types';
import { workTable } from './work-math';

/** The unthrottled work window after each page's window: half of it, 5–30 s. */
export const workWindowMs = (windowMs: number) => Math.min(30_000, Math.max(5_000, windowMs / 2));

export async function measurePages(
  browser: Browser,
  url: string,
  opts: BenchOptions,
  how: {
    racks: number;
    log: (s: string) => void;
    /** Default: the run's (calibrated) throttle. */
    cpuThrottle?: number;
    /** The work windows (default true); the plain ×4 pass has none: work does not depend on the throttle. */
    withWork?: boolean;
  },
): Promise<PageFigures[]> {
  const { log, cpuThrottle = opts.cpuThrottle, withWork = true } = how;
  const pages: PageFigures[] = [];
  for (const mode of ['worker', 'inline'] as PipelineMode[]) {
    const tab = await openTab(browser, url, mode, cpuThrottle);
    try {
      const at = { windowMs: opts.windowMs, warmupMs: opts.warmupMs };
      const workMs = workWindowMs(opts.windowMs);
      const work = (page: string) => {
        if (!withWork) return null;
        log(`${page}, ${mode}: main-thread CPU time, unthrottled, ${workMs / 1000} s`);
        return measureWork(tab.page, tab.cdp, { windowMs: workMs, settleMs: 1_000, cpuThrottle });
      };
      await openMainSys(tab.page);
      log(`mainSys, ${mode}, CPU ×${cpuThrottle}: measuring ${opts.windowMs / 1000} s`);
      const main = await measureWindow(tab.page, tab.cdp, { ...at, label: `mainSys/${mode}` });
      pages.push({ page: 'mainSys', mode, cpuThrottle, ...main, work: await work('mainSys') });
      await openPowerSysCluster(tab.page, how.racks);
      log(
        `powerSys cluster ${POWER_SYS_CLUSTER}, ${mode}, CPU ×${cpuThrottle}: measuring ${opts.windowMs / 1000} s`,
      );
      const power = await measureWindow(tab.page, tab.cdp, { ...at, label: `powerSys/${mode}` });
      pages.push({ page: 'powerSys', mode, cpuThrottle, ...power, work: await work('powerSys') });
    } finally {
      await tab.close();
    }
  }
  return pages;
}

/**
 * `npm run bench -- --only pipelines`: the two pages in both pipelines alone (no baseline, plain
 * ×4 pass, period switches, sweep or soaks), the work and share tables and the inline ratios.
 */
export async function runPipelinesOnly(
  opts: BenchOptions,
  racks: number,
  startSim: () => Promise<{ url: string; close(): Promise<unknown> }>,
  cleanups: Array<() => Promise<unknown>>,
  log: (s: string) => void,
): Promise<number> {
  await ensureBuilt(opts, log);
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const sim = await startSim();
  cleanups.push(() => sim.close());
  const pages = await measurePages(browser, sim.url, opts, { racks, log });
  const checks = checkBudgets(headline(pages, null), null).filter((c) => c.figure.includes('inline'));
  console.log(
    `\n${budgetTable(checks)}\n\n${pageTable(pages)}\n\n` +
      `Main-thread CPU ms per second of live data (CDP ThreadTime, unthrottled window after each page's; work-math.ts):\n\n` +
      `${workTable(pages, ratiosByPage(pages), opts.cpuThrottle)}\n`,
  );
  const passed = checks.every((c) => c.pass !== false);
  return passed || !opts.enforce ? 0 : 1;
}
