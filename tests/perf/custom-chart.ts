// Issue 28 "Performance": a custom chart of 8 tags over 30 days at 5-minute resolution
// (8 × 8 640 points): < 150 ms of main-thread time per range change, no long animation frame over
// 100 ms. Measured at the bench's calibrated throttle and at the plain ×4, ten changes each
// (ten different 30-day windows, each moved by one day: a cached one would make no call).
import { writeFileSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import type { ChartData, CustomChart } from '../../src/contract/api/custom-chart';
import { addDays } from '../../src/lib/period';
import { zonedDay } from '../../src/lib/station-time';
import { apiData, loginToken } from '../integration/helpers/sim-api';
import type { BenchOptions } from './args';
import { ensureBuilt } from './build-dist';
import { BUDGETS, budgetTable } from './budgets';
import { cdpMetrics } from './measure';
import { startRendererCpu } from './renderer-cpu';
import { launchBrowser, openTab } from './session';
import { delta, percentile } from './stats';
import type { BudgetCheck, LoafSample } from './types';

/** The 8 site-level tags, each stored every 5 minutes (simulator/store/tag-catalog.ts SITE_TAGS). */
const TAGS = [
  ['station', 'ST_SOC'],
  ['station', 'ST_P'],
  ['station', 'ST_AUX'],
  ['grid', 'GRID_P'],
  ['load', 'LOAD_P'],
  ['pv', 'PV_P'],
  ['gen', 'GEN_P'],
  ['pile', 'PILE_P'],
].map(([deviceId, tagNo]) => ({ deviceId, tagNo }));
const CHANGES = 10;
const DAYS = 30;

export interface CustomChartFigures {
  throttle: number;
  points: number;
  perChangeMs: number[];
  meanMs: number;
  medianMs: number | null;
  maxMs: number;
  cpuMeanMs: number | null;
  longestLoafMs: number;
  loafOver100: number;
  worstLoaf: LoafSample[];
}

/** One change: run it, wait for every chart call it started, then two frames without a spinner. */
async function changeOnce(page: Page, change: () => Promise<void>): Promise<void> {
  const chart = (r: Request) => r.url().includes('/api/customchart/chart');
  let started = 0;
  let open = 0;
  const onRequest = (r: Request) => {
    if (!chart(r)) return;
    started++;
    open++;
  };
  const onDone = (r: Request) => {
    if (chart(r)) open--;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await change();
    const deadline = Date.now() + 60_000;
    while (started === 0 || open > 0) {
      if (Date.now() > deadline) throw new Error('custom chart: no chart answer within 60 s');
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  // A string, not a function (tsx's __name helper); one cheap check a frame in the page.
  await page.evaluate(`new Promise((resolve) => {
    let settled = 0;
    const frame = () => {
      const busy = document.querySelector('[role="status"] .animate-spin') !== null;
      settled = busy ? 0 : settled + 1;
      if (settled >= 2) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`);
}

/** Saves the 8-tag chart for admin (the bench tabs' user) through the API; its id and point count. */
async function saveChart(sim: { url: string }): Promise<{ id: string; points: number }> {
  const token = await loginToken(sim, 'admin');
  const chart = await apiData<CustomChart>(sim, 'customchart/save', {
    method: 'POST',
    token,
    body: { name: 'bench 8 tags', tags: TAGS },
  });
  const end = addDays(zonedDay(Date.now(), 'Asia/Shanghai'), -1);
  const data = await apiData<ChartData>(sim, 'customchart/chart', {
    token,
    query: { id: chart.id, startTime: `${addDays(end, -(DAYS - 1))} 00:00:00`, endTime: `${end} 23:59:59` },
  });
  return { id: chart.id, points: data.series.reduce((n, s) => n + s.points.length, 0) };
}

async function measureAt(
  browser: Browser,
  url: string,
  chartId: string,
  points: number,
  throttle: number,
  log: (s: string) => void,
): Promise<CustomChartFigures> {
  const tab = await openTab(browser, url, 'worker', throttle);
  try {
    const { page, cdp } = tab;
    const end = addDays(zonedDay(Date.now(), 'Asia/Shanghai'), -1);
    const href = (e: string) =>
      `/index/customChartSys?chart=${chartId}&period=custom&from=${addDays(e, -(DAYS - 1))}&to=${e}`;
    await page.goto(href(end));
    await page.locator('[data-testid="custom-chart"] canvas').first().waitFor({ timeout: 90_000 });
    await page.waitForTimeout(2_000);
    log(`customChartSys, 8 tags × ${DAYS} days (${points} points): ${CHANGES} range changes at ×${throttle}`);
    await page.evaluate(() => window.__benchProbe?.reset(false));
    // BENCH_CPU_PROFILE=DIR: a V8 CPU profile of the changes (open it in DevTools › Performance).
    const profileDir = process.env.BENCH_CPU_PROFILE;
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const perChangeMs: number[] = [];
    let cpuMs: number | null = 0;
    for (let i = 1; i <= CHANGES; i++) {
      const next = href(addDays(end, -i));
      const before = await cdpMetrics(cdp);
      const cpu = startRendererCpu();
      await changeOnce(page, () =>
        page.evaluate((h) => {
          history.pushState(null, '', h);
          dispatchEvent(new PopStateEvent('popstate'));
        }, next),
      );
      const used = cpu.stop();
      cpuMs = used && cpuMs !== null ? cpuMs + used.mainMs : null;
      const after = await cdpMetrics(cdp);
      perChangeMs.push(Math.max(0, delta(before, after, 'TaskDuration')) * 1000);
    }
    if (profileDir) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(`${profileDir}/custom-chart-x${throttle}.cpuprofile`, JSON.stringify(profile));
    }
    const probe = await page.evaluate(() => window.__benchProbe?.read());
    const worstLoaf = probe?.worstLoaf ?? [];
    return {
      throttle,
      points,
      perChangeMs: perChangeMs.map((v) => Math.round(v * 10) / 10),
      meanMs: perChangeMs.reduce((a, b) => a + b, 0) / perChangeMs.length,
      medianMs: percentile(perChangeMs, 50),
      maxMs: Math.max(...perChangeMs),
      cpuMeanMs: cpuMs === null ? null : cpuMs / CHANGES,
      longestLoafMs: Math.max(0, ...worstLoaf.map((l) => l.durationMs)),
      loafOver100: worstLoaf.filter((l) => l.durationMs > 100).length,
      worstLoaf,
    };
  } finally {
    await tab.close();
  }
}

/** As the period switch: judged on the mean of the ten changes, the tail on the long frames. */
export function customChartChecks(figures: CustomChartFigures[]): BudgetCheck[] {
  return figures.flatMap((f) => [
    {
      figure: `customChartSys 8 × 8 640 at ×${f.throttle}: main-thread time per range change (mean of ${f.perChangeMs.length})`,
      value: `${f.meanMs.toFixed(1)} ms`,
      budget: `< ${BUDGETS.customChartMsPerChange} ms`,
      pass: f.meanMs < BUDGETS.customChartMsPerChange,
    },
    {
      figure: `customChartSys at ×${f.throttle}: longest animation frame (frames > 100 ms: ${f.loafOver100})`,
      value: `${f.longestLoafMs.toFixed(0)} ms`,
      budget: '≤ 100 ms',
      pass: f.loafOver100 === 0,
    },
  ]);
}

/** `npm run bench -- --only custom-chart`: this case alone, its figures printed; exit code 0/1. */
export async function runCustomChartOnly(
  opts: BenchOptions,
  startSim: () => Promise<{ url: string; close(): Promise<unknown> }>,
  cleanups: Array<() => Promise<unknown>>,
  log: (s: string) => void,
): Promise<number> {
  await ensureBuilt(opts, log);
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const sim = await startSim();
  cleanups.push(() => sim.close());
  const chart = await saveChart(sim);
  const throttles = opts.cpuThrottle === 4 ? [4] : [opts.cpuThrottle, 4];
  const figures: CustomChartFigures[] = [];
  for (const t of throttles) figures.push(await measureAt(browser, sim.url, chart.id, chart.points, t, log));
  const checks = customChartChecks(figures);
  console.log(`\n${budgetTable(checks)}\n`);
  for (const f of figures) {
    console.log(
      `×${f.throttle}: per change ${f.perChangeMs.join(', ')} ms (median ${f.medianMs?.toFixed(1) ?? 'n/a'}, ` +
        `p90 ${percentile(f.perChangeMs, 90)?.toFixed(1) ?? 'n/a'} (ARCHITECTURE §6: < 120 at the panel-PC speed), ` +
        `max ${f.maxMs.toFixed(1)}); renderer main-thread CPU per change (from /proc): ${f.cpuMeanMs?.toFixed(1) ?? 'n/a'} ms`,
    );
    for (const l of f.worstLoaf)
      console.log(
        `  LoAF ${l.durationMs} ms (blocking ${l.blockingMs}): ` +
          l.scripts.map((s) => `${s.invoker} ${s.source} ${s.durationMs} ms`).join('; '),
      );
  }
  const passed = checks.every((c) => c.pass !== false);
  return passed || !opts.enforce ? 0 : 1;
}
