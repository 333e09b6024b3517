import { describe, expect, it } from 'vitest';
import { budgetTable, checkBudgets, headline, isFlat, ratiosByPage } from '../../perf/budgets';
import type { PageFigures, SoakFigures } from '../../perf/types';

function page(p: Partial<PageFigures> & Pick<PageFigures, 'page' | 'mode'>): PageFigures {
  return {
    windowMs: 10_000,
    mainThreadShare: 0.05,
    scriptShare: 0.02,
    layoutShare: 0,
    styleShare: 0,
    loafOver50: 0,
    loafTotal: 0,
    longTasks: 0,
    rafGapP95Ms: 17,
    rafFrames: 600,
    domNodes: 900,
    cdpNodes: 1000,
    listeners: 300,
    heapUsedMB: 10,
    service: {
      messages: 100,
      bytesIn: 1,
      decodeMs: 20,
      batches: 40,
      messagesPerSec: 10,
      batchesPerSec: 4,
      decodeMsPerMsg: 0.2,
    },
    worstLoaf: [],
    ...p,
  };
}

const soak: SoakFigures = {
  minutes: 60,
  speed: 10,
  page: 'powerSys',
  heapStartMB: 10,
  heapEndMB: 12,
  heapGrowthMB: 2,
  nodesStart: 1000,
  nodesEnd: 1010,
  nodeDrift: 10,
  documentNodesStart: 900,
  documentNodesEnd: 900,
  listenersStart: 300,
  listenersEnd: 300,
  listenerDrift: 0,
  messages: 1,
  samples: [],
};

/** Unthrottled work windows (work-math.ts): 10 s, 100 messages a second. */
const work = (mainCpuMs: number) => ({ windowMs: 10_000, mainCpuMs, messages: 1000 });

const pages = [
  page({ page: 'mainSys', mode: 'worker', mainThreadShare: 0.02, loafOver50: 1, work: work(100) }),
  page({
    page: 'powerSys',
    mode: 'worker',
    mainThreadShare: 0.04,
    domNodes: 1200,
    rafGapP95Ms: 20,
    work: work(100),
  }),
  page({
    page: 'mainSys',
    mode: 'inline',
    mainThreadShare: 0.3,
    loafOver50: 9,
    domNodes: 5000,
    work: work(1000),
  }),
  page({ page: 'powerSys', mode: 'inline', mainThreadShare: 0.6, work: work(2500) }),
];

describe('headline', () => {
  it('takes the worst worker page and the powerSys inline ratio', () => {
    const h = headline(pages, soak);
    expect(h.mainThreadShare).toBe(0.04);
    expect(h.loafOver50).toBe(1);
    expect(h.domNodes).toBe(1200); // the inline run is not the product's figure
    expect(h.rafGapP95Ms).toBe(20);
    expect(h.ratioVsInline).toBeCloseTo(15);
    expect(h.workerDecodeMsPerMsg).toBeCloseTo(0.2);
    expect(h.heapGrowthMB).toBe(2);
    expect(ratiosByPage(pages)).toEqual({ mainSys: 15, powerSys: 15 });
  });
  it('uses the powerSys ratio even when another page has a smaller one', () => {
    const flat = pages.map((p) =>
      p.page === 'mainSys' && p.mode === 'inline' ? { ...p, mainThreadShare: 0.02 } : p,
    );
    expect(ratiosByPage(flat).mainSys).toBe(1);
    expect(headline(flat, null).ratioVsInline).toBeCloseTo(15);
    expect(
      headline(
        flat.filter((p) => p.page === 'mainSys'),
        null,
      ).ratioVsInline,
    ).toBe(1);
  });
  it('the judged ratio is powerSys main-thread CPU ms per second of live data, beside the share ratio', () => {
    const h = headline(pages, null);
    expect(h.workRatioVsInline).toBeCloseTo(25);
    expect(h.workMsPerLiveSecond).toEqual({ worker: 10, inline: 250 });
    // mainSys's smaller work ratio (10×) does not count while powerSys was measured.
    expect(h.workRatioVsInline).toBeGreaterThan(10);
  });
  it('has no ratio without an inline run, and needs a worker run', () => {
    expect(headline(pages.slice(0, 2), null).ratioVsInline).toBeNull();
    expect(headline(pages.slice(0, 2), null).workRatioVsInline).toBeNull();
    expect(() => headline(pages.slice(2), null)).toThrow(/worker/);
  });
});

describe('budgets', () => {
  it('reports each missed budget and passes the rest', () => {
    const checks = checkBudgets(headline(pages, soak), soak);
    const missed = checks.filter((c) => c.pass === false).map((c) => c.figure);
    expect(missed).toEqual(['long animation frames > 50 ms (worker, all pages)']);
    expect(checks.filter((c) => c.pass === null).length).toBeGreaterThan(0);
  });
  it('judges inline ÷ worker on work (≥ 20×) and only reports the saturating share ratio', () => {
    const judged = (inlineCpuMs: number, inlineShare: number) => {
      const p = pages.map((x) =>
        x.page === 'powerSys' && x.mode === 'inline'
          ? { ...x, mainThreadShare: inlineShare, work: work(inlineCpuMs) }
          : x,
      );
      const checks = checkBudgets(headline(p, null), null);
      return {
        work: checks.find((c) => c.figure.startsWith('main-thread CPU per second of live data')),
        share: checks.find((c) => c.figure.startsWith('main-thread busy share, inline')),
      };
    };
    // A saturated inline share (90 % ÷ 4 % = 22.5×, or 7.9× on a slower machine) is not judged.
    expect(judged(2000, 0.9).work).toMatchObject({ pass: true, value: '20× (200 ÷ 10 ms/s)' });
    expect(judged(1990, 0.316).work?.pass).toBe(false);
    expect(judged(1990, 0.9).share).toMatchObject({ pass: null, value: '22.5×' });
    expect(judged(5000, 0.316).share?.pass).toBeNull();
  });
  it('fails the ratio when it could not be measured, and omits soak rows without a soak', () => {
    const checks = checkBudgets(headline(pages.slice(0, 2), null), null);
    expect(checks.find((c) => c.figure.includes('inline'))?.pass).toBe(false);
    // No work windows (a Chromium without ThreadTime, or none measured): the work ratio misses.
    const noWork = pages.map((x) => ({ ...x, work: null }));
    expect(checkBudgets(headline(noWork, null), null).find((c) => c.figure.includes('live data'))?.pass).toBe(
      false,
    );
    expect(checks.some((c) => c.figure.includes('soak'))).toBe(false);
  });
  it('misses the heap budget at 5 MB of growth', () => {
    const checks = checkBudgets(headline(pages, soak), { ...soak, heapGrowthMB: 5 });
    expect(checks.find((c) => c.figure.startsWith('heap'))?.pass).toBe(false);
  });
  it('counts small drifts as flat', () => {
    expect(isFlat(20, 100)).toBe(true);
    expect(isFlat(21, 100)).toBe(false);
    expect(isFlat(-40, 2000)).toBe(true);
    expect(isFlat(41, 2000)).toBe(false);
  });
  it('prints a Markdown table with the budget beside each figure', () => {
    const table = budgetTable(checkBudgets(headline(pages, soak), soak));
    expect(table.split('\n')[0]).toBe('| figure | measured | budget | |');
    expect(table).toContain('| < 10.0 % | ok |');
    expect(table).toContain('**MISSED**');
  });
});
