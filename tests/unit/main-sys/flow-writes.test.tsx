// @vitest-environment jsdom
// Issue 34: the energy flow's motion costs the main thread nothing while time passes (its dots
// move by Web Animations of transform, which Chromium runs on the compositor; the dashes stepped
// 4 times a second before: ~11 % busy on a panel PC), and a station message that changes no
// branch's direction writes no style and starts no animation.
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
const { DOTS_PER_BRANCH } = await import('@/features/main-sys/flow-dots');

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

/** The Web Animations started (jsdom has none: recorded here). */
const started: Array<{ el: Element; keyframes: Keyframe[]; options: KeyframeAnimationOptions }> = [];
const cancelled: Element[] = [];
Element.prototype.animate = function (this: Element, keyframes, options) {
  started.push({
    el: this,
    keyframes: keyframes as Keyframe[],
    options: options as KeyframeAnimationOptions,
  });
  return { cancel: () => cancelled.push(this) } as unknown as Animation;
};
const dotsOf = (node: string) =>
  started.filter((a) => a.el.parentElement?.dataset.testid === `flow-dots-${node}`);

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
  it("a second of motion writes nothing: the active branches' dots move by Web Animations", () => {
    const writes = styleWrites(view.container);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(writes.take()).toEqual([]);
    writes.stop();
    // The importing grid's dots travel the path's way (node to bus), spread along it; the idle
    // generator has none.
    const grid = dotsOf('grid');
    expect(grid).toHaveLength(DOTS_PER_BRANCH);
    expect(grid.map((a) => a.options.direction)).toEqual(Array(DOTS_PER_BRANCH).fill('normal'));
    expect(new Set(grid.map((a) => a.options.delay)).size).toBe(DOTS_PER_BRANCH);
    expect(grid[0].options.iterations).toBe(Infinity);
    expect(Object.keys(grid[0].keyframes[1]).sort()).toEqual(['offset', 'transform']);
    expect(view.queryByTestId('flow-dots-generator')).toBeNull();
    expect(view.getByTestId('flow-line-grid').getAttribute('data-direction')).toBe('in');
    expect(view.getByTestId('flow-line-generator').getAttribute('data-direction')).toBe('none');
  });

  it('a batch that changes figures but no flow direction writes no style', () => {
    const writes = styleWrites(view.container);
    const animations = started.length;
    // New powers of the same sign and the same shown length: every branch keeps its direction.
    act(() =>
      applyBatch(stationBatch({ ...first, ts: 2, pvPowerKw: 101, gridPowerKw: 81, storagePowerKw: 51 })),
    );
    expect(writes.take()).toEqual([]);
    writes.stop();
    expect(started.length).toBe(animations);
    expect(view.getByTestId('flow-pv').getAttribute('data-kw')).toBe('101');
  });

  it('a batch that turns a flow round redraws that line and turns its dots, nothing else', () => {
    const writes = styleWrites(view.container);
    const from = started.length;
    cancelled.length = 0;
    act(() =>
      applyBatch(stationBatch({ ...first, ts: 3, pvPowerKw: 101, gridPowerKw: 81, storagePowerKw: -51 })),
    );
    // The storage figure's text, one character longer ('-51.0 kW'), sizes itself anew, and the
    // storage's dots take the charge colour and turn round; no other element is restyled.
    // (an element may be written more than once: one record per style property)
    const written = [...new Set(writes.take())];
    writes.stop();
    expect(written.map((el) => el.getAttribute('class')).sort()).toEqual(
      ['ef-value', ...Array<string>(DOTS_PER_BRANCH).fill('ef-dot')].sort(),
    );
    const turned = started.slice(from);
    expect(turned).toHaveLength(DOTS_PER_BRANCH);
    expect(turned).toEqual(dotsOf('storage').slice(-DOTS_PER_BRANCH));
    expect(turned.map((a) => a.options.direction)).toEqual(Array(DOTS_PER_BRANCH).fill('reverse'));
    expect(cancelled).toHaveLength(DOTS_PER_BRANCH);
    const line = view.getByTestId('flow-line-storage');
    expect(line.getAttribute('data-direction')).toBe('out');
    expect(view.getByTestId('flow-storage').getAttribute('data-state')).toBe('charge');
  });
});
