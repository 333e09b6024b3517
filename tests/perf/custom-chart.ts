// Issue 28 "Performance": a custom chart of 8 tags over 30 days at 5-minute resolution
// (8 × 8 640 points): < 150 ms of main-thread time per range change, no long animation frame over
// 100 ms. Measured at the bench's calibrated throttle and at the plain ×4, ten changes each
// (ten different 30-day windows, each moved by one day: a cached one would make no call).
import type { Browser } from 'playwright-core';
import type { ChartData, CustomChart } from '../../src/contract/api/custom-chart';
import { addDays } from '../../src/lib/period';
import { zonedDay } from '../../src/lib/station-time';
import { apiData, loginToken } from '../integration/helpers/sim-api';
import type { BenchOptions } from './args';
import { ensureBuilt } from './build-dist';
import { BUDGETS, budgetTable } from './budgets';
import { launchBrowser, openTab } from './session';
import { measureSwitches, navigate, switchDetail, type PeriodSwitchFigures } from './switch-timing';
import type { BudgetCheck } from './types';

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

/** The ten range changes at one throttle (switch-timing.ts), with the chart's point count. */
export interface CustomChartFigures extends PeriodSwitchFigures {
  throttle: number;
  points: number;
  longestLoafMs: number;
}

export interface SavedChart {
  id: string;
  points: number;
}

/** Saves the 8-tag chart for admin (the bench tabs' user) through the API; its id and point count. */
export async function saveChart(sim: { url: string }): Promise<SavedChart> {
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

/**
 * Opens the chart over the last full 30 days and changes its range ten times, each a day earlier
 * (a cached range would make no call), as the period-switch case times its views.
 */
export async function customChartSwitches(
  browser: Browser,
  url: string,
  chart: SavedChart,
  throttle: number,
  log: (s: string) => void,
): Promise<CustomChartFigures> {
  const tab = await openTab(browser, url, 'worker', throttle);
  try {
    const { page, cdp } = tab;
    const end = addDays(zonedDay(Date.now(), 'Asia/Shanghai'), -1);
    const href = (e: string) =>
      `/index/customChartSys?chart=${chart.id}&period=custom&from=${addDays(e, -(DAYS - 1))}&to=${e}`;
    await page.goto(href(end));
    await page.locator('[data-testid="custom-chart"] canvas').first().waitFor({ timeout: 90_000 });
    await page.waitForTimeout(2_000);
    log(
      `customChartSys, 8 tags × ${DAYS} days (${chart.points} points): ${CHANGES} range changes at ×${throttle}`,
    );
    const clicks = Array.from(
      { length: CHANGES },
      (_, i) => () => navigate(page, href(addDays(end, -(i + 1)))),
    );
    const f = await measureSwitches(page, cdp, 'custom-chart', clicks, {
      callPath: '/api/customchart/chart',
      throttle,
      timeoutMs: 60_000,
      fileTag: `custom-chart-x${throttle}`,
    });
    return {
      ...f,
      throttle,
      points: chart.points,
      longestLoafMs: Math.max(0, ...f.worstLoaf.map((l) => l.durationMs)),
    };
  } finally {
    await tab.close();
  }
}

/**
 * Issue 28's budget per range change (< 150 ms), judged on the p90 of the ten changes as the period
 * switches are (ARCHITECTURE §6), the mean reported beside; the tail on the long frames.
 */
export function customChartChecks(figures: CustomChartFigures[]): BudgetCheck[] {
  return figures.flatMap((f) => [
    {
      figure: `customChartSys 8 × 8 640 at ×${f.throttle}: main-thread time per range change, p90 of ${f.switches}`,
      value: f.p90Ms === null ? 'n/a' : `${f.p90Ms.toFixed(1)} ms`,
      budget: `< ${BUDGETS.customChartMsPerChange} ms`,
      pass: f.p90Ms !== null && f.p90Ms < BUDGETS.customChartMsPerChange,
    },
    {
      figure: `customChartSys at ×${f.throttle}: mean of the ${f.switches} changes (median ${f.medianMs?.toFixed(1) ?? 'n/a'} ms, slowest ${f.maxMs.toFixed(1)} ms)`,
      value: `${f.meanMs.toFixed(1)} ms`,
      budget: '— (reported)',
      pass: null,
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
  for (const t of throttles) figures.push(await customChartSwitches(browser, sim.url, chart, t, log));
  const checks = customChartChecks(figures);
  console.log(`\n${budgetTable(checks)}\n`);
  for (const f of figures) for (const line of switchDetail(`×${f.throttle}`, f)) console.log(line);
  const passed = checks.every((c) => c.pass !== false);
  return passed || !opts.enforce ? 0 : 1;
}
