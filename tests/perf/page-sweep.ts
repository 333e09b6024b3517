// ARCHITECTURE §6 "page sweep": every child page and settings section opened in turn, in the
// worker pipeline, with the full station live at CPU ×4: main-thread busy share, long animation
// frames over 50 ms in steady state (after the warm-up) and DOM nodes, per page.
import type { Browser, Page } from 'playwright-core';
import { batchCostCell, BUDGETS } from './budgets';
import { measureWindow } from './measure';
import { sweepTargets, type SweepTarget } from './page-list';
import { openTab } from './session';
import { round } from './stats';
import type { BudgetCheck, SweepFigures } from './types';

export interface SweepOptions {
  cpuThrottle: number;
  windowMs: number;
  warmupMs: number;
  /** rAF gap window after each busy window; 0 skips it (quick mode). */
  gapsMs: number;
  /** How long a page may take to lose its last loading indicator. */
  settleTimeoutMs: number;
  log: (s: string) => void;
  /** Only these pages (by name); default every page of the registry. */
  only?: readonly string[];
}

/** Client-side navigation, as the menu does it: no reload, the realtime connection stays up. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the page is at `path` with a heading and no loading indicator; ms taken or null. */
async function settle(page: Page, target: SweepTarget, timeoutMs: number): Promise<number | null> {
  const t0 = Date.now();
  try {
    await page.waitForFunction(
      (p) =>
        location.pathname === p &&
        document.querySelector('main h1, main h2') !== null &&
        document.querySelector('[role="status"] .animate-spin') === null,
      target.path,
      { timeout: timeoutMs, polling: 250 },
    );
    return Date.now() - t0;
  } catch {
    if (new URL(page.url()).pathname !== target.path)
      throw new Error(`page sweep: ${target.path} led to ${page.url()} (guard or error?)`);
    return null;
  }
}

/** Opens one logged-in worker tab and sweeps every page of the registry through it. */
export async function pageSweep(
  browser: Browser,
  baseURL: string,
  opts: SweepOptions,
): Promise<SweepFigures[]> {
  const targets = sweepTargets().filter((t) => !opts.only || opts.only.includes(t.name));
  const tab = await openTab(browser, baseURL, 'worker', opts.cpuThrottle);
  const out: SweepFigures[] = [];
  try {
    await tab.page.goto('/index/mainSys');
    await tab.page.locator('[data-testid="data-age"][data-source="live"]').waitFor({ timeout: 90_000 });
    // The first page also carries the console's start (chunks, retained messages): let it pass.
    await new Promise((r) => setTimeout(r, 2 * opts.warmupMs));
    for (const target of targets) {
      await navigate(tab.page, target.path);
      const settleMs = await settle(tab.page, target, opts.settleTimeoutMs);
      const figures = await measureWindow(tab.page, tab.cdp, {
        label: target.name,
        windowMs: opts.windowMs,
        warmupMs: opts.warmupMs,
        requireMessages: false,
        gapsMs: opts.gapsMs,
      });
      // A page that stopped receiving looks cheap: its data-age lines must still be fresh.
      const staleOnScreen = await tab.page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="data-age"]')].some(
          (e) => e.getAttribute('data-stale') === 'true',
        ),
      );
      const row: SweepFigures = {
        page: target.name,
        path: target.path,
        kind: target.kind,
        settleMs,
        staleOnScreen,
        ...figures,
      };
      out.push(row);
      opts.log(
        `sweep ${target.name}: busy ${(row.mainThreadShare * 100).toFixed(1)} %, LoAF>50 ${row.loafOver50}, ` +
          `DOM ${row.domNodes}, ms/batch ${batchCostCell(row.batchCost)}${settleMs === null ? ' (never settled)' : ''}${staleOnScreen ? ' (STALE data)' : ''}`,
      );
    }
  } finally {
    await tab.close();
  }
  return out;
}

/** Whether one swept page meets every budget of the sweep. */
export function sweepRowPasses(r: SweepFigures): boolean {
  return (
    r.settleMs !== null &&
    !r.staleOnScreen &&
    r.mainThreadShare < BUDGETS.mainThreadShare &&
    r.loafOver50 <= BUDGETS.loafOver50 &&
    r.domNodes < BUDGETS.domNodes &&
    batchCostPasses(r)
  );
}

/** Per-batch main-thread cost within budget (a page without batches or meter passes). */
function batchCostPasses(r: SweepFigures): boolean {
  const ms = r.batchCost?.msPerBatch;
  return ms === null || ms === undefined || ms <= BUDGETS.msPerBatch;
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const names = (rows: SweepFigures[]) => (rows.length ? rows.map((r) => r.page).join(', ') : 'none');

/** The sweep's lines in the budget table: the worst page for each figure, and who missed. */
export function sweepChecks(rows: readonly SweepFigures[]): BudgetCheck[] {
  if (rows.length === 0) return [];
  const worst = <K extends 'mainThreadShare' | 'domNodes'>(k: K) =>
    rows.reduce((a, b) => (b[k] > a[k] ? b : a));
  const busy = worst('mainThreadShare');
  const dom = worst('domNodes');
  const loaf = rows.filter((r) => r.loafOver50 > BUDGETS.loafOver50);
  const unsettled = rows.filter((r) => r.settleMs === null);
  const stale = rows.filter((r) => r.staleOnScreen);
  const costly = rows.filter((r) => !batchCostPasses(r));
  const metered = rows.filter((r) => r.batchCost?.msPerBatch != null);
  const costliest = metered.length
    ? metered.reduce((a, b) => (b.batchCost!.msPerBatch! > a.batchCost!.msPerBatch! ? b : a))
    : null;
  const n = rows.length;
  return [
    {
      figure: `page sweep (${n} pages): main-thread busy share, worst page`,
      value: `${pct(busy.mainThreadShare)} (${busy.page})`,
      budget: `< ${pct(BUDGETS.mainThreadShare)} each`,
      pass: busy.mainThreadShare < BUDGETS.mainThreadShare,
    },
    {
      figure: `page sweep: pages with a long animation frame > 50 ms`,
      value: names(loaf),
      budget: 'none',
      pass: loaf.length === 0,
    },
    {
      figure: 'page sweep: DOM nodes, largest page',
      value: `${dom.domNodes} (${dom.page})`,
      budget: `< ${BUDGETS.domNodes} each`,
      pass: dom.domNodes < BUDGETS.domNodes,
    },
    {
      figure: 'page sweep: pages that never finished loading',
      value: names(unsettled),
      budget: 'none',
      pass: unsettled.length === 0,
    },
    {
      figure: 'page sweep: pages showing stale data after their window',
      value: names(stale),
      budget: 'none',
      pass: stale.length === 0,
    },
    {
      figure: 'page sweep: main-thread ms per realtime batch (mean), costliest page',
      value: costliest
        ? `${batchCostCell(costliest.batchCost)} (${costliest.page})` +
          (costly.length ? `; over: ${names(costly)}` : '')
        : 'n/a',
      budget: `≤ ${BUDGETS.msPerBatch} ms each`,
      pass: costly.length === 0,
    },
  ];
}

/** One row per swept page, its budgets marked. */
export function sweepTable(rows: readonly SweepFigures[]): string {
  return [
    '| page sweep (worker) | busy | script | LoAF>50 | DOM | listeners | msg/s | ms/batch (max) | settled in | |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${pct(r.mainThreadShare)} | ${pct(r.scriptShare)} | ${r.loafOver50} | ${r.domNodes} | ` +
        `${r.listeners} | ${round(r.service.messagesPerSec, 1)} | ${batchCostCell(r.batchCost)} | ` +
        `${r.settleMs === null ? 'never' : `${(r.settleMs / 1000).toFixed(1)} s`}${r.staleOnScreen ? ', STALE' : ''} | ` +
        `${sweepRowPasses(r) ? 'ok' : '**MISSED**'} |`,
    ),
  ].join('\n');
}
