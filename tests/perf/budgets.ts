import { ratio, round } from './stats';
import { workByPage } from './work-math';
import type { BatchCostFigures, BudgetCheck, Headline, PageFigures, PageName, SoakFigures } from './types';

/** ARCHITECTURE.md §6. */
export const BUDGETS = {
  mainThreadShare: 0.1,
  /** Main-thread ms per realtime batch at the panel-PC speed (ARCHITECTURE §6). */
  msPerBatch: 5,
  loafOver50: 0,
  domNodes: 3000,
  /**
   * Issue 34: inline ÷ worker main-thread CPU ms per second of live data (work-math.ts), powerSys.
   * The busy-share ratio (it was judged ≥ 10×) is reported beside it: a share saturates.
   */
  workRatioVsInline: 20,
  heapGrowthMB: 5,
  /** "Flat": drift within 2 % of the start value, and never more than this many. */
  flatPercent: 2,
  flatMinimum: 20,
  /** Issue 28: custom chart range change (8 × 8 640 points), ms; export load, initUIP p95 ratio. */
  customChartMsPerChange: 150,
  exportInitUipRatio: 2,
  /** Issue 34: busy share at 50 and 100 clusters within this many points of the 10-cluster figure. */
  stationSizeBusyPoints: 1,
} as const;

const worker = (pages: readonly PageFigures[]) => pages.filter((p) => p.mode === 'worker');

/** Inline ÷ worker main-thread share, per page measured in both modes. */
export function ratiosByPage(pages: readonly PageFigures[]): Partial<Record<PageName, number | null>> {
  const out: Partial<Record<PageName, number | null>> = {};
  for (const w of worker(pages)) {
    const inline = pages.find((p) => p.mode === 'inline' && p.page === w.page);
    if (inline) out[w.page] = ratio(inline.mainThreadShare, w.mainThreadShare);
  }
  return out;
}

/**
 * Headline = the worst worker-mode page for each figure. The ratio is powerSys's: it is the page
 * that carries the 100 clusters (mainSys receives a couple of messages a second, so its ratio
 * says nothing about the pipeline); without it, the smallest page ratio.
 */
export function headline(pages: readonly PageFigures[], soak: SoakFigures | null): Headline {
  const w = worker(pages);
  if (w.length === 0) throw new Error('headline: no worker-mode page was measured');
  const byPage = ratiosByPage(pages);
  const ratios = 'powerSys' in byPage ? [byPage.powerSys ?? null] : Object.values(byPage);
  const gaps = w.map((p) => p.rafGapP95Ms).filter((g): g is number => g !== null);
  const work = workByPage(pages);
  // The same page as the share ratio: powerSys, else the smallest page ratio.
  const workPage = work.powerSys ?? null;
  const workRatios = workPage ? [workPage.ratio] : Object.values(work).map((x) => x.ratio);
  const messages = w.reduce((s, p) => s + p.service.messages, 0);
  const decodeMs = w.reduce((s, p) => s + p.service.decodeMs, 0);
  return {
    mainThreadShare: Math.max(...w.map((p) => p.mainThreadShare)),
    loafOver50: w.reduce((s, p) => s + p.loafOver50, 0),
    rafGapP95Ms: gaps.length ? Math.max(...gaps) : null,
    domNodes: Math.max(...w.map((p) => p.domNodes)),
    listeners: Math.max(...w.map((p) => p.listeners)),
    heapGrowthMB: soak ? soak.heapGrowthMB : null,
    nodeDrift: soak ? soak.nodeDrift : null,
    listenerDrift: soak ? soak.listenerDrift : null,
    ratioVsInline: ratios.length === 0 || ratios.includes(null) ? null : Math.min(...(ratios as number[])),
    workRatioVsInline:
      workRatios.length === 0 || workRatios.includes(null) ? null : Math.min(...(workRatios as number[])),
    workMsPerLiveSecond: workPage && { worker: workPage.worker, inline: workPage.inline },
    workerDecodeMsPerMsg: messages > 0 ? decodeMs / messages : null,
  };
}

/** Whether a drift counts as flat for a start value. */
export function isFlat(drift: number, start: number): boolean {
  return Math.abs(drift) <= Math.max(BUDGETS.flatMinimum, (start * BUDGETS.flatPercent) / 100);
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const num = (v: number | null, digits = 2, unit = '') => (v === null ? 'n/a' : `${round(v, digits)}${unit}`);

/** Every headline figure with its budget; a figure that could not be measured fails its budget. */
export function checkBudgets(h: Headline, soak: SoakFigures | null): BudgetCheck[] {
  const checks: BudgetCheck[] = [
    {
      figure: 'main-thread busy share (worst page, worker)',
      value: pct(h.mainThreadShare),
      budget: `< ${pct(BUDGETS.mainThreadShare)}`,
      pass: h.mainThreadShare < BUDGETS.mainThreadShare,
    },
    {
      figure: 'long animation frames > 50 ms (worker, all pages)',
      value: String(h.loafOver50),
      budget: '0 in steady state',
      pass: h.loafOver50 <= BUDGETS.loafOver50,
    },
    { figure: 'rAF gap p95', value: num(h.rafGapP95Ms, 1, ' ms'), budget: '— (reported)', pass: null },
    {
      figure: 'DOM nodes (largest page)',
      value: String(h.domNodes),
      budget: `< ${BUDGETS.domNodes}`,
      pass: h.domNodes < BUDGETS.domNodes,
    },
    {
      figure: 'JS event listeners (largest page)',
      value: String(h.listeners),
      budget: '— (reported)',
      pass: null,
    },
    {
      figure: 'main-thread CPU per second of live data, inline ÷ worker (powerSys, unthrottled)',
      value:
        `${num(h.workRatioVsInline, 1, '×')}` +
        (h.workMsPerLiveSecond
          ? ` (${num(h.workMsPerLiveSecond.inline, 1)} ÷ ${num(h.workMsPerLiveSecond.worker, 1)} ms/s)`
          : ''),
      budget: `≥ ${BUDGETS.workRatioVsInline}×`,
      pass: h.workRatioVsInline !== null && h.workRatioVsInline >= BUDGETS.workRatioVsInline,
    },
    {
      figure: 'main-thread busy share, inline ÷ worker (powerSys)',
      value: num(h.ratioVsInline, 1, '×'),
      budget: '— (reported: a share saturates)',
      pass: null,
    },
    {
      figure: 'decode time per message (worker)',
      value: num(h.workerDecodeMsPerMsg, 3, ' ms'),
      budget: '— (reported)',
      pass: null,
    },
  ];
  if (soak) {
    const flat = `flat (±${BUDGETS.flatPercent} %, min ±${BUDGETS.flatMinimum})`;
    checks.push(
      {
        figure: `heap growth after forced GC, ${round(soak.minutes, 1)} min at ${soak.speed}×`,
        value: `${round(soak.heapGrowthMB, 2)} MB`,
        budget: `< ${BUDGETS.heapGrowthMB} MB`,
        pass: soak.heapGrowthMB < BUDGETS.heapGrowthMB,
      },
      {
        figure: 'DOM node drift after forced GC (soak)',
        value: `${soak.nodesStart} → ${soak.nodesEnd}`,
        budget: flat,
        pass: isFlat(soak.nodeDrift, soak.nodesStart),
      },
      {
        figure: 'listener drift (soak)',
        value: `${soak.listenersStart} → ${soak.listenersEnd}`,
        budget: flat,
        pass: isFlat(soak.listenerDrift, soak.listenersStart),
      },
    );
  }
  return checks;
}

/** "1.23 (4.5)": mean ms per batch and the longest; "n/a" without batches or without the meter. */
export function batchCostCell(c: BatchCostFigures | null | undefined): string {
  if (!c || c.msPerBatch === null) return 'n/a';
  return `${round(c.msPerBatch, 2)} (${round(c.maxMs, 1)})`;
}

/** The Markdown table `npm run bench` prints. */
export function budgetTable(checks: readonly BudgetCheck[]): string {
  const mark = (p: boolean | null) => (p === null ? '' : p ? 'ok' : '**MISSED**');
  return [
    '| figure | measured | budget | |',
    '|---|---|---|---|',
    ...checks.map((c) => `| ${c.figure} | ${c.value} | ${c.budget} | ${mark(c.pass)} |`),
  ].join('\n');
}

/** One row per page and mode: the detail behind the headline. */
export function pageTable(pages: readonly PageFigures[]): string {
  return [
    '| page | pipeline | CPU | busy | script | LoAF>50 | rAF p95 | DOM | listeners | msg/s | batches/s | ms/batch (max) | decode ms/msg |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...pages.map(
      (p) =>
        `| ${p.page} | ${p.mode} | ${p.cpuThrottle === undefined ? '' : `×${p.cpuThrottle}`} | ${pct(p.mainThreadShare)} | ${pct(p.scriptShare)} | ${p.loafOver50} | ` +
        `${num(p.rafGapP95Ms, 1)} | ${p.domNodes} | ${p.listeners} | ${num(p.service.messagesPerSec, 1)} | ` +
        `${num(p.service.batchesPerSec, 2)} | ${batchCostCell(p.batchCost)} | ${num(p.service.decodeMsPerMsg, 3)} |`,
    ),
  ].join('\n');
}
