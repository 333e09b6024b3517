// @vitest-environment jsdom
// Issue 34: the overview's KPI cards render only when a figure they show changes at its shown
// precision. Today's charge, discharge and revenue move with every 1 Hz message while the storage
// runs (the simulator sends them to 0.01): a move in hidden digits renders no card and not the
// panel. The render probe poses as the React DevTools hook, so React is imported after it.
import { describe, expect, it, vi } from 'vitest';
import type { StationRealtime } from '@/contract/realtime-payloads';
import { renderCountSetup } from '../render-count-setup';
import { makeStation } from '../realtime/payloads';

// No backend: REST stays pending (the cards show the live figures only).
vi.mock('@/api/http', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  get: () => new Promise(() => {}),
  post: () => new Promise(() => {}),
  request: () => new Promise(() => {}),
}));

const { act, render, applyBatch, resetRealtimeStore, topics, probe } = await renderCountSetup();
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { KpiCards } = await import('@/features/main-sys/kpi-cards');
const { usePreferences } = await import('@/stores/preferences');

const site = 'WZ001';
let seq = 0;
const send = (value: StationRealtime) =>
  act(() =>
    applyBatch({
      seq: ++seq,
      state: 'connected',
      topics: [{ topic: topics.station(site), value, receivedAt: Date.now() }],
    }),
  );

function mount() {
  resetRealtimeStore();
  act(() => usePreferences.setState({ language: 'en' }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KpiCards site={site} />
    </QueryClientProvider>,
  );
}

const base = makeStation({
  storagePowerKw: 100,
  soc: 55,
  todayChargeKwh: 412.31,
  todayDischargeKwh: 350.02,
  todayRevenue: 120.5,
});
const text = (view: ReturnType<typeof mount>, id: string) => view.getByTestId(`kpi-${id}`).textContent;

describe('mainSys KPI cards: a batch renders what it changes on screen', () => {
  it("today's figures moving below their shown precision render no panel and no card", () => {
    const view = mount();
    send(base);
    expect(text(view, 'charge')).toContain('412.3');
    probe().reset();
    // 412.31 → 412.34 kWh and 350.02 → 350.04 kWh (shown to 0.1), the storage's power and SOC
    // in their hidden digits too: the screen reads the same.
    send({
      ...base,
      ts: base.ts + 1000,
      todayChargeKwh: 412.34,
      todayDischargeKwh: 350.04,
      storagePowerKw: 100.02,
    });
    send({ ...base, ts: base.ts + 2000, todayChargeKwh: 412.33, soc: 55.01 });
    expect(probe().read().renders).toBe(0);
    expect(text(view, 'charge')).toContain('412.3');
  });

  it('a shown change renders its card alone, and the screen reads the new figure', () => {
    const view = mount();
    send(base);
    probe().reset();
    send({ ...base, ts: base.ts + 1000, todayChargeKwh: 412.36 });
    const { byComponent } = probe().read();
    expect(byComponent.KpiCards).toBe(1);
    expect(byComponent.Kpi).toBe(1);
    expect(text(view, 'charge')).toContain('412.4');
    probe().reset();
    send({ ...base, ts: base.ts + 2000, todayChargeKwh: 412.36, todayRevenue: 120.51 });
    expect(probe().read().byComponent.Kpi).toBe(1);
    expect(text(view, 'revenue')).toContain('120.51');
  });

  it('the unit follows the scale (a day past 10 000 kWh reads MWh) and the language', () => {
    const view = mount();
    send({ ...base, todayDischargeKwh: 18_470.02 });
    expect(text(view, 'discharge')).toMatch(/18\.5\s*MWh/);
    act(() => usePreferences.setState({ language: 'zh' }));
    expect(text(view, 'discharge')).toContain('1.85万');
  });
});
