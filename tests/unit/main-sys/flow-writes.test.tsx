// @vitest-environment jsdom
// Issue 34: the energy flow's moving dashes cost one style write a step, on the lines' layer, and
// a station message that changes no branch's direction writes no style at all (the profile at CPU
// x13 showed six setProperty calls a step, 24 DOM mutations a second, whatever the data did).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeBatch } from '@/contract/realtime-api';
import type { StationRealtime } from '@/contract/realtime-payloads';
import { makeStation } from '../realtime/payloads';

vi.mock('@/realtime/realtime-client', () => ({
  realtimeClient: { subscribe: () => {}, unsubscribe: () => {} },
}));
// No backend: every REST call stays pending (the flow shows its live figures only).
vi.mock('@/api/http', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  get: () => new Promise(() => {}),
  post: () => new Promise(() => {}),
  request: () => new Promise(() => {}),
}));

const { act, cleanup, render } = await import('@testing-library/react');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { initI18n } = await import('@/lib/i18n');
const { applyBatch, resetRealtimeStore } = await import('@/realtime/realtime-store');
const { topics } = await import('@/contract/topics');
const { EnergyFlow } = await import('@/features/main-sys/energy-flow');
const { FLOW_STEPS_PER_S } = await import('@/features/main-sys/use-flow-motion');

const SITE = 'WZ001';
let seq = 0;
function stationBatch(value: StationRealtime): RealtimeBatch {
  return {
    seq: ++seq,
    state: 'connected',
    topics: [{ topic: topics.station(SITE), value, receivedAt: Date.now() }],
  };
}

/** Style attribute writes (setProperty, React's style prop) anywhere in the figure. */
function styleWrites(root: Node) {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['style'] });
  return {
    take(): Element[] {
      records.push(...observer.takeRecords());
      return records.splice(0).map((r) => r.target as Element);
    },
    stop: () => observer.disconnect(),
  };
}

let view: ReturnType<typeof render>;
const first = makeStation({ ts: 1, pvPowerKw: 100, gridPowerKw: 80, storagePowerKw: 50, soc: 60 });

beforeAll(() => {
  vi.useFakeTimers();
  initI18n('en');
  resetRealtimeStore();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  view = render(
    <QueryClientProvider client={client}>
      <EnergyFlow site={SITE} />
    </QueryClientProvider>,
  );
  act(() => applyBatch(stationBatch(first)));
});
afterAll(() => {
  cleanup();
  vi.useRealTimers();
});

describe('energy flow: style writes', () => {
  it('a second of motion writes the dash offset once a step, on the lines layer only', () => {
    const writes = styleWrites(view.container);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const targets = writes.take();
    writes.stop();
    // Four steps, four writes, all to one element (it was six lines, four times: 24).
    expect(targets).toHaveLength(FLOW_STEPS_PER_S);
    expect(new Set(targets).size).toBe(1);
    const layer = view.getByTestId('flow-lines');
    expect(targets[0]).toBe(layer);
    // The moving lines follow it; the idle generator's line keeps still.
    expect(layer.style.getPropertyValue('--ef-offset')).toMatch(/^\d+px$/);
    expect(view.getByTestId('flow-line-grid').getAttribute('data-direction')).toBe('in');
    expect(view.getByTestId('flow-line-generator').getAttribute('data-direction')).toBe('none');
  });

  it('a batch that changes figures but no flow direction writes no style', () => {
    const writes = styleWrites(view.container);
    // New powers of the same sign and the same shown length: every branch keeps its direction.
    act(() =>
      applyBatch(stationBatch({ ...first, ts: 2, pvPowerKw: 101, gridPowerKw: 81, storagePowerKw: 51 })),
    );
    expect(writes.take()).toEqual([]);
    writes.stop();
    expect(view.getByTestId('flow-pv').getAttribute('data-kw')).toBe('101');
  });

  it('a batch that turns a flow round redraws that line, with no style write on the lines', () => {
    const writes = styleWrites(view.container);
    act(() =>
      applyBatch(stationBatch({ ...first, ts: 3, pvPowerKw: 101, gridPowerKw: 81, storagePowerKw: -51 })),
    );
    // Only the storage figure's text, one character longer ('-51.0 kW'), sizes itself anew.
    expect(writes.take().map((el) => el.getAttribute('class'))).toEqual(['ef-value']);
    writes.stop();
    const line = view.getByTestId('flow-line-storage');
    expect(line.getAttribute('data-direction')).toBe('out');
    expect(line.getAttribute('data-reverse')).toBe('true');
    expect(view.getByTestId('flow-storage').getAttribute('data-state')).toBe('charge');
  });
});
