// @vitest-environment jsdom
// Issue 34: with a cluster open, powerSys renders for a summary frame only when what the cluster
// view shows of that cluster changed: its KPI figures at their shown precision, its status or
// health, whether it is live. A frame that moves the figures in their hidden digits (every 1 Hz
// message does) renders nothing, neither the page's rows nor the KPI cards.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUMMARY_COL, SUMMARY_STRIDE, type RealtimeBatch } from '@/contract/realtime-api';
import { renderCountSetup } from '../render-count-setup';

const { act, render, applyBatch, resetRealtimeStore, probe } = await renderCountSetup();
const { useClusterRows } = await import('@/features/power-sys/use-cluster-rows');
const { ClusterKpis } = await import('@/features/power-sys/cluster-detail');
const { RackTable } = await import('@/features/power-sys/rack-table');
const { RackBalance } = await import('@/features/power-sys/rack-balance');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { i18n } = await import('@/lib/i18n');

const SITE = 'WZ001';
const OPEN = 2;
type Figures = Partial<Record<keyof typeof SUMMARY_COL, number>>;
const base: Figures = {
  soc: 52.31,
  soh: 99,
  voltage: 768.04,
  current: -12.01,
  power: -9.22,
  status: 1,
  maxCellMv: 3301.2,
  minCellMv: 3290.1,
  maxTempDeciC: 251.2,
  minTempDeciC: 240.4,
  spreadMv: 11.1,
  health: 0,
  meanCellMv: 3295.5,
  meanTempDeciC: 245.1,
};

let seq = 0;
/** A frame of two clusters: cluster 1 with `other`, the open cluster 2 with `open`. */
function frame(open: Figures, other: Figures = base, withTopology = false): RealtimeBatch {
  const summary = new Float64Array(2 * SUMMARY_STRIDE);
  [other, open].forEach((figures, row) => {
    const f = { ...base, clusterNo: row + 1, containerNo: 1, updatedAt: seq + 1, ...figures };
    for (const [k, v] of Object.entries(f))
      summary[row * SUMMARY_STRIDE + SUMMARY_COL[k as keyof typeof SUMMARY_COL]] = v;
  });
  const topo = (clusterNo: number) => ({
    site: SITE,
    clusterNo,
    containerNo: 1,
    racks: 1,
    cellsPerRack: 2,
    cellsPerPack: 2,
    cellOffset: (clusterNo - 1) * 2,
    rackOffset: clusterNo - 1,
  });
  return {
    seq: ++seq,
    state: 'connected',
    topics: [],
    clusters: {
      topologyVersion: 1,
      topology: withTopology ? [topo(1), topo(2)] : undefined,
      summary,
      cellVoltageMv: Float32Array.from([3300, 3301, 3302, 3303]),
      cellTempDeciC: Float32Array.from([250, 251, 252, 253]),
      rackFigures: new Float64Array(6),
    },
  };
}

/** powerSys's rows with cluster OPEN open, and its KPI cards (what page.tsx and ClusterDetail do). */
function OpenCluster() {
  const { rows } = useClusterRows(SITE, OPEN);
  const row = rows.find((r) => r.clusterNo === OPEN);
  return row ? <ClusterKpis row={row} /> : null;
}

const send = (open: Figures, other?: Figures, withTopology = false) =>
  act(() => {
    vi.advanceTimersByTime(1000); // the summaries render at most once a second
    applyBatch(frame(open, other, withTopology));
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  resetRealtimeStore();
});
afterEach(() => vi.useRealTimers());

describe('powerSys with a cluster open: renders what it shows', () => {
  it('a frame that moves figures below the shown precision renders nothing; a shown change renders', () => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    const view = render(
      <QueryClientProvider client={queries}>
        <OpenCluster />
      </QueryClientProvider>,
    );
    send({}, base, true);
    expect(view.container.textContent).toContain('768.0 V');
    probe().reset();
    // Every figure of the open cluster moves in its hidden digits, the other cluster visibly,
    // and the update time with every frame: nothing it shows changed.
    send({ soc: 52.33, voltage: 768.01, current: -12.04, power: -9.24, spreadMv: 10.9, maxCellMv: 3301.9 });
    send({ soc: 52.34, voltage: 768.03, current: -12.02, power: -9.21 }, { ...base, soc: 60, voltage: 700 });
    expect(probe().read().renders).toBe(0);
    // The voltage reaches the next shown tenth: the rows and the cards render, once.
    send({ voltage: 768.06 });
    expect(probe().read().byComponent.OpenCluster).toBe(1);
    expect(probe().read().byComponent.ClusterKpis).toBe(1);
    expect(view.container.textContent).toContain('768.1 V');
  });

  it('an alarm status, a measured alarm or a row no longer live renders at once, with no figure changed', () => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    const view = render(
      <QueryClientProvider client={queries}>
        <OpenCluster />
      </QueryClientProvider>,
    );
    send({}, base, true);
    probe().reset();
    send({ status: 6 }); // the BMS reports an alarm
    expect(probe().read().byComponent.ClusterKpis).toBe(1);
    expect(view.getByTestId('cluster-status').textContent).toBe('StatusAlarm');
    send({ status: 6, health: 2 }); // the extremes past the alarm limit
    expect(probe().read().byComponent.ClusterKpis).toBe(2);
    expect(
      view.getByTestId('cluster-status').querySelector('[data-health]')?.getAttribute('data-health'),
    ).toBe('2');
    send({ status: 6, health: 2, updatedAt: NaN }); // no longer live
    expect(probe().read().byComponent.OpenCluster).toBe(3);
  });
});

describe('rack table: renders the racks whose shown figures changed', () => {
  it('a new live array keeping rack objects renders only the changed rack row', () => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    const rack = (rackNo: number, maxMv = 3310) => ({
      rackNo,
      voltage: 768.1,
      current: -12,
      soc: 52.3,
      maxMv,
      minMv: 3290,
      maxTempC: 26.2,
      minTempC: 24.9,
    });
    const rows = [1, 2, 3, 4].map((n) => rack(n));
    const onOpen = () => {};
    const table = (live: typeof rows) => (
      <QueryClientProvider client={queries}>
        <RackTable site={SITE} clusterNo={OPEN} live={live} selected={null} onOpen={onOpen} />
      </QueryClientProvider>
    );
    const view = render(table(rows));
    probe().reset();
    const heads = vi.spyOn(i18n, 't');
    // shareLiveRacks keeps racks 1, 2 and 4; rack 3's max cell changed (past the alarm limit).
    view.rerender(table([rows[0], rows[1], rack(3, 3700), rows[3]]));
    expect(probe().read().byComponent.RackRow).toBe(1);
    // The column heads (eight translated texts) stay as they were: no t() call for them.
    expect(
      heads.mock.calls.filter(([key]) => /^racks\.(rack|voltage|current|soc|max|min)/.test(String(key))),
    ).toHaveLength(0);
    heads.mockRestore();
    expect(view.getAllByRole('columnheader')).toHaveLength(8);
    const third = view.getAllByRole('row')[3];
    expect(third.textContent).toContain('3.700 V');
    expect(third.querySelector('[data-health]')).not.toBeNull();
  });
});

describe('rack balance: the bars move, the axes stay', () => {
  // jsdom has no ResizeObserver (the chart measures its width).
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  it('a refresh that moves a bar within the same axis range renders no axis', () => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    const bar = (rackNo: number, maxMv: number) => ({
      rackNo,
      maxMv,
      minMv: 3290,
      avgMv: 3300,
      spreadMv: maxMv - 3290,
    });
    const chart = (live: ReturnType<typeof bar>[]) => (
      <QueryClientProvider client={queries}>
        <RackBalance site={SITE} clusterNo={OPEN} live={live} />
      </QueryClientProvider>
    );
    const view = render(chart([bar(1, 3310), bar(2, 3320)]));
    expect(probe().read().byComponent.BalanceAxes).toBe(1);
    probe().reset();
    view.rerender(chart([bar(1, 3311), bar(2, 3320)]));
    expect(probe().read().byComponent.RackBalance).toBe(1);
    expect(probe().read().byComponent.BalanceAxes).toBeUndefined();
    expect(view.getByTestId('balance-axis-v')).not.toBeNull();
  });
});
