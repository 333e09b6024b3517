// @vitest-environment jsdom
// Issue 34: a realtime batch re-renders only the panels whose figures changed. The render probe
// (tests/perf/render-probe.ts, the bench's `--only renders`) poses as the React DevTools hook, so
// it must be installed before react-dom loads: everything React is imported after it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeBatch } from '@/contract/realtime-api';
import type { StationRealtime } from '@/contract/realtime-payloads';
import { installRenderProbe } from '../../perf/render-probe';
import { makeStation } from '../realtime/payloads';

installRenderProbe();
// jsdom has no ResizeObserver (the top-7 chart measures its width).
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

vi.mock('@/realtime/realtime-client', () => ({
  realtimeClient: { subscribe: () => {}, unsubscribe: () => {} },
}));
// No backend: every REST call stays pending (the page shows its live figures only).
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
const { useSite } = await import('@/stores/site');
const { Page } = await import('@/features/main-sys/page');

const probe = () => window.__renderProbe!;
let seq = 0;
function stationBatch(value: StationRealtime): RealtimeBatch {
  const topic = topics.station(useSite.getState().currentSite);
  return { seq: ++seq, state: 'connected', topics: [{ topic, value, receivedAt: Date.now() }] };
}
/** Components rendered by one batch, by name. */
function rendersOf(value: StationRealtime): Record<string, number> {
  probe().reset();
  act(() => applyBatch(stationBatch(value)));
  return probe().read().byComponent;
}

beforeAll(() => {
  initI18n('en');
  resetRealtimeStore();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
});
afterAll(cleanup);

describe('mainSys: a batch renders what changed', () => {
  const first = makeStation({ ts: 1, pvPowerKw: 100, storagePowerKw: 50, soc: 60 });

  it('the first live message renders the page once (REST to live)', () => {
    const byComponent = rendersOf(first);
    expect(byComponent.Page).toBe(1);
    expect(document.querySelector('[data-testid="data-age"]')?.getAttribute('data-source')).toBe('live');
  });

  it('a message with the same figures (only its timestamp new) renders no component', () => {
    const byComponent = rendersOf({ ...first, ts: 2, activeAlarms: { ...first.activeAlarms } });
    expect(byComponent).toEqual({});
  });

  it('a new PV power renders nothing: its figure is written into the flow branch (no page, no KPI card, no panel)', () => {
    const byComponent = rendersOf({ ...first, ts: 3, pvPowerKw: 120 });
    for (const name of [
      'FlowBranch',
      'EnergyFlow',
      'Page',
      'PanelBoundary',
      // The KPI panel shows no PV figure: it does not render at all, not only its cards.
      'KpiCards',
      'Kpi',
      'AlarmSummary',
      'TariffNow',
      'WorstCellsCompact',
      'Top7Chart',
      'ControlWhy',
      'StationGridState',
      'DataAge',
    ])
      expect(byComponent[name], name).toBeUndefined();
    expect(document.querySelector('[data-testid="flow-pv"]')?.getAttribute('data-kw')).toBe('120');
    expect(document.querySelector('[data-testid="flow-pv"] .ef-value')?.textContent).toBe('120.0 kW');
  });

  it('a power moving below the shown 0.1 kW renders nothing (not even its branch)', () => {
    const byComponent = rendersOf({ ...first, ts: 3, pvPowerKw: 120.03, storagePowerKw: 49.96 });
    expect(byComponent).toEqual({});
    expect(document.querySelector('[data-testid="flow-pv"]')?.getAttribute('data-kw')).toBe('120');
  });

  it('a new alarm count renders the alarm summary, not the flow or the KPIs', () => {
    const byComponent = rendersOf({ ...first, ts: 4, pvPowerKw: 120, activeAlarms: { l1: 1, l2: 0, l3: 0 } });
    expect(byComponent.AlarmSummary).toBe(1);
    for (const name of ['Page', 'EnergyFlow', 'FlowBranch', 'KpiCards', 'Kpi'])
      expect(byComponent[name], name).toBeUndefined();
    expect(document.querySelector('[data-testid="alarm-l1"]')?.textContent).toBe('1');
  });

  it('a new storage power renders the KPI card and the storage branch it changes', () => {
    const byComponent = rendersOf({
      ...first,
      ts: 5,
      pvPowerKw: 120,
      activeAlarms: { l1: 1, l2: 0, l3: 0 },
      storagePowerKw: -30,
    });
    expect(byComponent.FlowBranch).toBe(1);
    expect(byComponent.Kpi).toBe(1); // the power card; SOC and today's figures kept their text
    expect(byComponent.Page).toBeUndefined();
    expect(byComponent.AlarmSummary).toBeUndefined();
  });
});
