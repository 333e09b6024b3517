import { describe, expect, it } from 'vitest';
import { floorDrift, kioskSoakChecks } from '../../perf/kiosk-soak';
import { sweepChecks, sweepRowPasses, sweepTable } from '../../perf/page-sweep';
import { slope } from '../../perf/stats';
import type { KioskSoakFigures, KioskSoakSample, SweepFigures } from '../../perf/types';

const row = (page: string, over: Partial<SweepFigures> = {}): SweepFigures => ({
  page,
  path: `/index/${page}`,
  kind: 'page',
  settleMs: 500,
  staleOnScreen: false,
  windowMs: 2000,
  mainThreadShare: 0.03,
  scriptShare: 0.01,
  layoutShare: 0,
  styleShare: 0,
  loafOver50: 0,
  loafTotal: 3,
  longTasks: 0,
  rafGapP95Ms: null,
  rafFrames: 0,
  domNodes: 400,
  cdpNodes: 500,
  listeners: 300,
  heapUsedMB: 20,
  service: {
    messages: 2,
    bytesIn: 100,
    decodeMs: 1,
    batches: 2,
    messagesPerSec: 1,
    batchesPerSec: 1,
    decodeMsPerMsg: 0.5,
  },
  worstLoaf: [],
  ...over,
});

describe('page sweep budgets', () => {
  it('passes when every page is under every budget', () => {
    const checks = sweepChecks([row('mainSys'), row('settings/users', { kind: 'settings' })]);
    expect(checks.every((c) => c.pass)).toBe(true);
    expect(checks[0].figure).toContain('2 pages');
  });
  it('names the page that misses each budget', () => {
    const rows = [
      row('mainSys'),
      row('alarmSys', { mainThreadShare: 0.12 }),
      row('pvSys', { loafOver50: 1 }),
      row('chartSys', { domNodes: 3000 }),
      row('fdjSys', { settleMs: null }),
      row('powerSys', { staleOnScreen: true }),
    ];
    const [busy, loaf, dom, settled, stale] = sweepChecks(rows);
    expect(stale).toMatchObject({ pass: false, value: 'powerSys' });
    expect(busy).toMatchObject({ pass: false, value: '12.0 % (alarmSys)' });
    expect(loaf).toMatchObject({ pass: false, value: 'pvSys' });
    expect(dom).toMatchObject({ pass: false, value: '3000 (chartSys)' });
    expect(settled).toMatchObject({ pass: false, value: 'fdjSys' });
    expect(rows.filter(sweepRowPasses).map((r) => r.page)).toEqual(['mainSys']);
    expect(sweepTable(rows).split('\n')).toHaveLength(2 + rows.length);
    expect(sweepTable(rows)).toContain('| fdjSys |');
  });
  it('judges main-thread ms per realtime batch per page (≤ 5 ms) and shows it in the table', () => {
    const cost = (msPerBatch: number | null, maxMs = 0) => ({ batches: 10, msPerBatch, maxMs });
    const rows = [
      row('mainSys', { batchCost: cost(3.2, 9) }),
      row('electricSys', { batchCost: cost(46.5, 93) }),
      row('settings/users', { batchCost: cost(null) }),
      row('pvSys', { batchCost: cost(5.1, 7) }),
    ];
    const check = sweepChecks(rows).find((c) => c.figure.includes('per realtime batch'))!;
    expect(check).toMatchObject({ pass: false, value: '46.5 (93) (electricSys); over: electricSys, pvSys' });
    expect(rows.filter(sweepRowPasses).map((r) => r.page)).toEqual(['mainSys', 'settings/users']);
    expect(sweepTable(rows)).toContain('| 3.2 (9) |');
    const ok = sweepChecks([row('mainSys', { batchCost: cost(4.9, 6) })]);
    expect(ok.find((c) => c.figure.includes('per realtime batch'))).toMatchObject({ pass: true });
  });
  it('adds nothing when the sweep was skipped', () => {
    expect(sweepChecks([])).toEqual([]);
  });
});

describe('slope', () => {
  it('is the least-squares slope, null without two distinct x', () => {
    expect(
      slope([
        [0, 1],
        [1, 3],
        [2, 5],
      ]),
    ).toBeCloseTo(2);
    expect(
      slope([
        [0, 4],
        [1, 4],
      ]),
    ).toBe(0);
    expect(slope([[1, 2]])).toBeNull();
    expect(
      slope([
        [1, 2],
        [1, 3],
      ]),
    ).toBeNull();
  });
});

describe('kiosk soak budgets', () => {
  const figures = (over: Partial<KioskSoakFigures> = {}): KioskSoakFigures => ({
    url: '/index/mainSys?kiosk=1',
    minutes: 120,
    speed: 10,
    samples: [],
    slopes: [],
    heapFittedGrowthMB: 1,
    heapDriftMB: 0.8,
    domDrift: { path: '/index/mainSys', start: 600, end: 604 },
    listenerDrift: { path: '/index/mainSys', start: 500, end: 500 },
    rotations: 240,
    pathsSeen: ['/index/mainSys', '/index/powerSys'],
    reloaded: false,
    liveAtEnd: true,
    ...over,
  });
  it('passes a flat, live run without reload', () => {
    expect(kioskSoakChecks(figures()).every((c) => c.pass)).toBe(true);
  });
  it('fails heap growth, a growing DOM, a reload, a frozen rotation, a dead screen', () => {
    const fails = (o: Partial<KioskSoakFigures>) =>
      kioskSoakChecks(figures(o))
        .filter((c) => c.pass === false)
        .map((c) => c.figure);
    expect(fails({ heapDriftMB: 6 })).toHaveLength(1);
    expect(fails({ heapFittedGrowthMB: 7 })).toHaveLength(1);
    expect(fails({ domDrift: { path: '/index/mainSys', start: 600, end: 700 } })).toHaveLength(1);
    expect(fails({ listenerDrift: { path: '/index/mainSys', start: 500, end: 560 } })).toHaveLength(1);
    expect(fails({ reloaded: true })).toHaveLength(1);
    expect(fails({ rotations: 0 })).toHaveLength(1);
    expect(fails({ liveAtEnd: false })).toHaveLength(1);
  });
});

describe('floorDrift', () => {
  const at = (path: string, listeners: number, i: number): KioskSoakSample => ({
    atMs: i * 30_000,
    heapUsedMB: 8,
    domNodes: 2500,
    cdpNodes: 3000,
    listeners,
    path,
    live: true,
    sameDocument: true,
  });
  it('ignores transient extras on top of a steady floor (measured: 230, now and then 275)', () => {
    const ps = [230, 230, 230, 274, 230, 230, 276, 230, 277].map((n, i) => at('/index/powerSys', n, i));
    expect(floorDrift(ps, 'listeners')).toEqual({ path: '/index/powerSys', start: 230, end: 230 });
  });
  it('sees a rising floor, on the page where it rises', () => {
    const ps = [
      ...[180, 181, 180].map((n, i) => at('/index/mainSys', n, i)),
      ...[230, 240, 250, 260, 270, 280].map((n, i) => at('/index/powerSys', n, i)),
    ];
    expect(floorDrift(ps, 'listeners')).toEqual({ path: '/index/powerSys', start: 230, end: 270 });
    expect(floorDrift([at('/a', 1, 0)], 'listeners')).toBeNull();
  });
});
