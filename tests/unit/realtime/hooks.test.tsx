// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUMMARY_STRIDE, type RealtimeBatch } from '@/contract/realtime-api';
import { applyBatch, resetRealtimeStore } from '@/realtime/realtime-store';

const calls: string[] = [];
vi.mock('@/realtime/realtime-client', () => ({
  realtimeClient: {
    subscribe: (f: string) => calls.push(`+${f}`),
    unsubscribe: (f: string) => calls.push(`-${f}`),
  },
}));

const { useTopic } = await import('@/realtime/use-topic');
const { useStoreAge } = await import('@/realtime/use-freshness');
const { useWorstCells } = await import('@/realtime/use-worst-cells');
const { SUMMARY_RENDER_MS, SUMMARY_RENDER_SLACK_MS, useClusterFrames, useClusterSummaries } =
  await import('@/realtime/use-clusters');

let seq = 0;
function clusterBatch(soc: number, withTopology = false): RealtimeBatch {
  const summary = new Float64Array(SUMMARY_STRIDE);
  summary[2] = soc;
  return {
    seq: ++seq,
    state: 'connected',
    topics: [],
    clusters: {
      topologyVersion: 1,
      topology: withTopology
        ? [
            {
              site: 'WZ001',
              clusterNo: 1,
              containerNo: 1,
              racks: 1,
              cellsPerRack: 2,
              cellsPerPack: 2,
              cellOffset: 0,
              rackOffset: 0,
            },
          ]
        : undefined,
      summary,
      cellVoltageMv: Float32Array.from([3300, 3301]),
      cellTempDeciC: Float32Array.from([250, 251]),
      rackFigures: Float64Array.from([660, 10, soc]),
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  resetRealtimeStore();
});
afterEach(() => vi.useRealTimers());

describe('real-time hooks', () => {
  it('useTopic registers its topic while mounted and shows the latest value', () => {
    const { result, unmount } = renderHook(() => useTopic<{ ts: number }>('iot/WZ001/station/realData'));
    expect(calls).toEqual(['+iot/WZ001/station/realData']);
    expect(result.current).toEqual({ value: undefined, receivedAt: null });
    act(() =>
      applyBatch(
        {
          seq: 1,
          state: 'connected',
          // The worker's stamp (its own clock) gives way to the main thread's (the one ages use).
          topics: [{ topic: 'iot/WZ001/station/realData', value: { ts: 5 }, receivedAt: 1000 }],
        },
        1234,
      ),
    );
    expect(result.current).toEqual({ value: { ts: 5 }, receivedAt: 1234 });
    unmount();
    expect(calls).toEqual(['+iot/WZ001/station/realData', '-iot/WZ001/station/realData']);
  });

  it('useClusterSummaries renders at most once a second at 4 Hz delivery', () => {
    const shownAt: number[] = [];
    function Tiles() {
      const { summary, topology } = useClusterSummaries('WZ001');
      if (topology.length) shownAt.push(Date.now());
      return <span data-testid="soc">{topology.length ? summary[2] : '-'}</span>;
    }
    const view = render(<Tiles />);
    expect(calls).toEqual(['+iot/WZ001/bms/clusterAndRackListData/+']);
    const t0 = Date.now();
    act(() => applyBatch(clusterBatch(10, true)));
    expect(new Set(shownAt)).toEqual(new Set([t0])); // the first live frame shows at once
    for (let i = 1; i <= 20; i++) {
      act(() => {
        vi.advanceTimersByTime(250);
        applyBatch(clusterBatch(10 + i));
      });
    }
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    // 6 s from the first batch to the end: one render a second (act() may render one twice).
    const times = [...new Set(shownAt)];
    expect(times.length).toBeLessThanOrEqual(7);
    for (let i = 1; i < times.length; i++)
      expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(SUMMARY_RENDER_MS - SUMMARY_RENDER_SLACK_MS);
    expect(view.getByTestId('soc').textContent).toBe('30');
  });

  it('useClusterSummaries with `same` shows a 1 Hz batch in the same task, even when it comes a little early', () => {
    // One cluster beside its cell canvas: both from the same batch, in the same frame.
    const never = () => false;
    function Tiles() {
      const { summary, topology } = useClusterSummaries('WZ001', never);
      return <span data-testid="soc-1hz">{topology.length ? summary[2] : '-'}</span>;
    }
    const view = render(<Tiles />);
    act(() => applyBatch(clusterBatch(1, true)));
    for (let i = 2; i <= 6; i++) {
      vi.advanceTimersByTime(i % 2 ? 1020 : 960); // jitter either side of a second
      applyBatch(clusterBatch(i)); // no act(): the render must already be done when this returns
      expect(view.getByTestId('soc-1hz').textContent).toBe(String(i));
    }
  });

  it('useClusterSummaries without `same` renders a batch as a transition, after the batch task', async () => {
    // Every cluster (the station's tiles): React renders after the batch, in slices it can
    // interrupt, so batch + render + paint never make one long frame.
    function Tiles() {
      const { summary, topology } = useClusterSummaries('WZ001');
      return <span data-testid="soc-all">{topology.length ? summary[2] : '-'}</span>;
    }
    const view = render(<Tiles />);
    act(() => applyBatch(clusterBatch(1, true)));
    for (let i = 2; i <= 4; i++) {
      vi.advanceTimersByTime(1000);
      applyBatch(clusterBatch(i));
      expect(view.getByTestId('soc-all').textContent).toBe(String(i - 1));
      await vi.waitFor(() => expect(view.getByTestId('soc-all').textContent).toBe(String(i)));
    }
  });

  it('useClusterSummaries with `same` renders only frames that change what it shows', () => {
    const socs: number[] = [];
    const sameSoc = (a: { summary: Float64Array }, b: { summary: Float64Array }) =>
      a.summary[2] === b.summary[2];
    function One() {
      const { summary, topology } = useClusterSummaries('WZ001', sameSoc);
      if (topology.length) socs.push(summary[2]);
      return null;
    }
    render(<One />);
    for (const soc of [5, 5, 5, 6, 6]) {
      act(() => {
        vi.advanceTimersByTime(1000);
        applyBatch(clusterBatch(soc, soc === 5));
      });
    }
    expect([...new Set(socs)]).toEqual([5, 6]);
    expect(socs.length).toBeLessThanOrEqual(4); // act() may render one twice; never once per frame
  });

  it('useStoreAge follows the store and the clock, rendering only when the whole second changes', () => {
    let renders = 0;
    const pick = (s: { clusters: { receivedAt: number } | null }) => s.clusters?.receivedAt ?? null;
    const { result } = renderHook(() => {
      renders++;
      return useStoreAge(pick, 5000);
    });
    expect(result.current).toMatchObject({ ageMs: null, stale: true });
    // Batches 300 ms after each tick of the 1 s clock.
    act(() => {
      vi.advanceTimersByTime(300);
    });
    act(() => applyBatch(clusterBatch(1, true)));
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(result.current).toMatchObject({ ageMs: 0, stale: false });
    const after = renders;
    for (let i = 0; i < 5; i++) {
      act(() => {
        vi.advanceTimersByTime(300);
        applyBatch(clusterBatch(1));
        vi.advanceTimersByTime(700);
      });
    }
    expect(renders).toBe(after); // fresh 1 Hz data: the age stays 0, nothing renders
    act(() => {
      vi.advanceTimersByTime(7000);
    });
    expect(result.current.stale).toBe(true);
    expect(result.current.ageMs).toBeGreaterThan(5000);
  });

  it('useClusterFrames hands every frame to the listener without rendering', () => {
    const frames: number[] = [];
    let renders = 0;
    renderHook(() => {
      renders++;
      useClusterFrames('WZ001', (f) => frames.push(f.summary[2]));
    });
    act(() => applyBatch(clusterBatch(1, true)));
    act(() => applyBatch(clusterBatch(2)));
    act(() => applyBatch(clusterBatch(3)));
    expect(frames).toEqual([1, 2, 3]);
    expect(renders).toBe(1);
  });
});

describe('useWorstCells with a limit (issue 34)', () => {
  const cell = (index: number, value: number) => ({
    clusterNo: 1,
    containerNo: 1,
    cellsPerRack: 2,
    cellsPerPack: 2,
    index,
    value,
    health: 0,
  });
  const worstBatch = (first: number, second: number): RealtimeBatch => {
    const b = clusterBatch(1, true);
    const list = [cell(0, first), cell(1, second)];
    b.clusters!.worst = { WZ001: { highVoltage: list, lowVoltage: list, highTemp: list, spread: [] } };
    return b;
  };

  it('renders when a shown cell changes, not for a change below the limit', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useWorstCells('WZ001', 1);
    });
    act(() => {
      applyBatch(worstBatch(3400, 3300));
      vi.advanceTimersByTime(1000); // at most one render a second from mounting
    });
    const shown = renders;
    expect(result.current?.highVoltage.map((c) => c.value)).toEqual([3400]);
    for (let mv = 3301; mv < 3305; mv++)
      act(() => {
        vi.advanceTimersByTime(1000);
        applyBatch(worstBatch(3400, mv));
      });
    expect(renders).toBe(shown);
    act(() => {
      vi.advanceTimersByTime(1000);
      applyBatch(worstBatch(3401, 3300));
    });
    expect(renders).toBe(shown + 1);
    expect(result.current?.highVoltage.map((c) => c.value)).toEqual([3401]);
  });
});
