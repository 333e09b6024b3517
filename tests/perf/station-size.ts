// Issue 34 "Cost flat in station size": mainSys and powerSys (station view: every cluster as a
// tile) at 10, 50 and 100 clusters of 12 racks × 24 cells, in the worker pipeline, at the
// calibrated throttle and at the plain ×4 beside it. What is not shown should cost nothing on the
// main thread, so each page's busy share stays within ±1 point of its 10-cluster figure.
// `npm run bench -- --only station-size`; results in bench-results/station-size-<start>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { startSimulator } from '../../simulator/server';
import type { BenchOptions } from './args';
import { ensureBuilt } from './build-dist';
import { batchCostCell, BUDGETS, budgetTable } from './budgets';
import { measureWindow } from './measure';
import { launchBrowser, openMainSys, openTab } from './session';
import type { BudgetCheck, PageName, WindowFigures } from './types';

export const STATION_SIZES = [10, 50, 100] as const;
const RACKS = 12;
const CELLS = 24;
/** The plain, uncalibrated throttle measured beside the calibrated one (as the main bench). */
const PLAIN_THROTTLE = 4;

export interface StationSizeRow extends WindowFigures {
  clusters: number;
  page: PageName;
  cpuThrottle: number;
}

/** The throttles to measure: the calibrated one, then ×4 unless they are the same. */
export function stationSizeThrottles(calibrated: number): number[] {
  return Math.abs(calibrated - PLAIN_THROTTLE) < 0.05 ? [PLAIN_THROTTLE] : [calibrated, PLAIN_THROTTLE];
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const points = (v: number) => `${v >= 0 ? '+' : '−'}${Math.abs(v * 100).toFixed(1)}`;

/**
 * Per page and throttle: the largest busy-share distance (in points) of any size from the
 * smallest size measured, against ±BUDGETS.stationSizeBusyPoints. A group without its smallest
 * size (or with only one size) cannot be judged and fails.
 */
export function stationSizeChecks(rows: readonly StationSizeRow[]): BudgetCheck[] {
  const groups = new Map<string, StationSizeRow[]>();
  for (const r of rows) {
    const key = `${r.page} ×${r.cpuThrottle}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const budget = BUDGETS.stationSizeBusyPoints / 100;
  return [...groups].map(([key, group]) => {
    const sorted = [...group].sort((a, b) => a.clusters - b.clusters);
    const base = sorted[0];
    const others = sorted.slice(1);
    const diffs = others.map((r) => ({ clusters: r.clusters, d: r.mainThreadShare - base.mainThreadShare }));
    const worst = diffs.reduce<(typeof diffs)[number] | null>(
      (w, x) => (w === null || Math.abs(x.d) > Math.abs(w.d) ? x : w),
      null,
    );
    const figure =
      `${key}: busy at ${sorted.map((r) => r.clusters).join(' / ')} clusters ` +
      `(${sorted.map((r) => pct(r.mainThreadShare)).join(' / ')})`;
    return {
      figure,
      value:
        worst === null
          ? 'n/a'
          : `${points(worst.d)} points at ${worst.clusters} vs ${base.clusters} clusters`,
      budget: `within ±${BUDGETS.stationSizeBusyPoints} point of the ${STATION_SIZES[0]}-cluster figure`,
      pass:
        worst !== null && base.clusters === STATION_SIZES[0] && diffs.every((x) => Math.abs(x.d) <= budget),
    };
  });
}

/** One row per size, page and throttle. */
export function stationSizeTable(rows: readonly StationSizeRow[]): string {
  return [
    '| clusters | page | CPU | busy | script | LoAF>50 | batches/s | ms/batch (max) | msg/s | DOM |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.clusters} | ${r.page} | ×${r.cpuThrottle} | ${pct(r.mainThreadShare)} | ${pct(r.scriptShare)} | ` +
        `${r.loafOver50} | ${r.service.batchesPerSec.toFixed(2)} | ${batchCostCell(r.batchCost)} | ` +
        `${r.service.messagesPerSec.toFixed(1)} | ${r.domNodes} |`,
    ),
  ].join('\n');
}

/** powerSys's station view: every cluster as a tile, fed live. */
async function openPowerSysStation(page: Page, clusters: number): Promise<void> {
  await page.goto('/index/powerSys');
  await page.locator(`[data-testid="cluster-tiles"][data-count="${clusters}"]`).waitFor({ timeout: 90_000 });
  await page.locator('[data-testid="data-age"][data-source="live"]').waitFor({ timeout: 90_000 });
}

async function measureSize(
  browser: Browser,
  url: string,
  clusters: number,
  cpuThrottle: number,
  opts: BenchOptions,
  log: (s: string) => void,
): Promise<StationSizeRow[]> {
  const tab = await openTab(browser, url, 'worker', cpuThrottle);
  try {
    // No rAF-gap window after each busy window (gapsMs 0): busy, batches and long frames suffice.
    const at = { windowMs: opts.windowMs, warmupMs: opts.warmupMs, gapsMs: 0 };
    const out: StationSizeRow[] = [];
    await openMainSys(tab.page);
    log(`${clusters} clusters, mainSys, CPU ×${cpuThrottle}: measuring ${opts.windowMs / 1000} s`);
    const main = await measureWindow(tab.page, tab.cdp, { ...at, label: `mainSys/${clusters}` });
    out.push({ clusters, page: 'mainSys', cpuThrottle, ...main });
    await openPowerSysStation(tab.page, clusters);
    log(
      `${clusters} clusters, powerSys station view, CPU ×${cpuThrottle}: measuring ${opts.windowMs / 1000} s`,
    );
    const power = await measureWindow(tab.page, tab.cdp, { ...at, label: `powerSys/${clusters}` });
    out.push({ clusters, page: 'powerSys', cpuThrottle, ...power });
    return out;
  } finally {
    await tab.close();
  }
}

/** `npm run bench -- --only station-size`: this case alone, its figures printed; exit code 0/1. */
export async function runStationSizeOnly(
  opts: BenchOptions,
  cleanups: Array<() => Promise<unknown>>,
  log: (s: string) => void,
): Promise<number> {
  await ensureBuilt(opts, log);
  const startedAt = new Date().toISOString();
  const loadStart = os.loadavg();
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const throttles = stationSizeThrottles(opts.cpuThrottle);
  const rows: StationSizeRow[] = [];
  for (const clusters of STATION_SIZES) {
    // As bench.ts: in-memory store, seed 7, 1 Hz; one station at a time.
    const sim = await startSimulator({
      port: opts.port,
      host: '127.0.0.1',
      db: ':memory:',
      clusters,
      racks: RACKS,
      cells: CELLS,
      speed: 1,
      seed: 7,
      distDir: opts.distDir,
    });
    cleanups.push(() => sim.close());
    log(`simulator at ${sim.url}: ${clusters} × ${RACKS} × ${CELLS}`);
    for (const t of throttles) rows.push(...(await measureSize(browser, sim.url, clusters, t, opts, log)));
    await cleanups.pop()!();
  }
  const loadEnd = os.loadavg();
  // Grouped by throttle, then page, then size: the rows a check compares stand together.
  rows.sort(
    (a, b) => b.cpuThrottle - a.cpuThrottle || a.page.localeCompare(b.page) || a.clusters - b.clusters,
  );
  const checks = stationSizeChecks(rows);
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(
    `\n${stationSizeTable(rows)}\n\n${budgetTable(checks)}\n\n` +
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}; load average ${load(loadStart)} → ${load(loadEnd)}; ` +
      `${opts.windowMs / 1000} s windows after ${opts.warmupMs / 1000} s warm-up\n`,
  );
  for (const r of rows)
    for (const f of r.worstLoaf)
      console.log(
        `LoAF ${r.clusters}/${r.page}/×${r.cpuThrottle} ${f.durationMs} ms (blocking ${f.blockingMs}): ` +
          f.scripts.map((s) => `${s.invoker} ${s.source} ${s.durationMs} ms`).join('; '),
      );
  mkdirSync('bench-results', { recursive: true });
  const out = `bench-results/station-size-${startedAt.replace(/[:.]/g, '-')}.json`;
  const passed = checks.every((c) => c.pass !== false);
  writeFileSync(
    out,
    JSON.stringify(
      {
        startedAt,
        finishedAt: new Date().toISOString(),
        dist: opts.distDir,
        loadStart,
        loadEnd,
        rows,
        checks,
        passed,
      },
      null,
      2,
    ),
  );
  console.log(`written: ${out} — ${passed ? 'every budget met' : 'budget(s) MISSED'}`);
  return passed || !opts.enforce ? 0 : 1;
}
