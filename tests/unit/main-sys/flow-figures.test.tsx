// @vitest-environment jsdom
// Issue 34: the energy flow's figures are written into their texts from the store; React renders
// a branch only when its direction (or alarm, or offline state) changes. Before, every branch whose
// 0.1 kW moved rendered with each 1 Hz message. The render probe poses as the React DevTools hook.
import { describe, expect, it, vi } from 'vitest';
import type { StationRealtime } from '@/contract/realtime-payloads';
import { renderCountSetup } from '../render-count-setup';
import { makeStation } from '../realtime/payloads';

// No backend: REST stays pending (the flow shows its live figures only).
vi.mock('@/api/http', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  get: () => new Promise(() => {}),
  post: () => new Promise(() => {}),
  request: () => new Promise(() => {}),
}));

const { act, render, applyBatch, resetRealtimeStore, topics, probe } = await renderCountSetup();
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { EnergyFlow } = await import('@/features/main-sys/energy-flow');
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
      <EnergyFlow site={site} />
    </QueryClientProvider>,
  );
}

const first = makeStation({
  pvPowerKw: 120.04,
  gridPowerKw: 80,
  loadPowerKw: 300,
  chargingPowerKw: 20,
  storagePowerKw: 100,
  auxPowerKw: 12.3,
});
const figure = (view: ReturnType<typeof mount>, node: string) =>
  view.getByTestId(`flow-${node}`).querySelector('.ef-value')!.textContent;
const kw = (view: ReturnType<typeof mount>, node: string) =>
  view.getByTestId(`flow-${node}`).getAttribute('data-kw');

describe('energy flow: figures written, branches rendered on a new direction', { timeout: 30_000 }, () => {
  it('new figures of every branch render no component and reach the screen', () => {
    const view = mount();
    send(first);
    expect(figure(view, 'pv')).toBe('120.0 kW');
    expect(figure(view, 'load')).toBe('280.0 kW');
    expect(view.getByTestId('flow-aux').textContent).toContain('12.3 kW');
    probe().reset();
    send({
      ...first,
      ts: first.ts + 1000,
      pvPowerKw: 131.26,
      gridPowerKw: 75.5,
      loadPowerKw: 310,
      storagePowerKw: 98.7,
      auxPowerKw: 11.9,
    });
    expect(probe().read().renders).toBe(0);
    expect(figure(view, 'pv')).toBe('131.3 kW');
    expect(kw(view, 'pv')).toBe('131.3');
    expect(figure(view, 'grid')).toBe('75.5 kW');
    expect(figure(view, 'load')).toBe('290.0 kW');
    expect(figure(view, 'storage')).toBe('98.7 kW');
    expect(view.getByTestId('flow-aux').textContent).toContain('11.9 kW');
    expect(view.getByTestId('flow-aux').getAttribute('data-kw')).toBe('11.9');
  });

  it('figures moving below the shown 0.1 kW change nothing in the DOM', () => {
    const view = mount();
    send(first);
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(view.container, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    probe().reset();
    send({ ...first, ts: first.ts + 1000, pvPowerKw: 120.01, storagePowerKw: 100.03, auxPowerKw: 12.31 });
    records.push(...observer.takeRecords());
    observer.disconnect();
    expect(probe().read().renders).toBe(0);
    expect(records).toEqual([]);
  });

  it('a branch turning round renders that branch, with its state and its figure', () => {
    const view = mount();
    send(first);
    probe().reset();
    send({ ...first, ts: first.ts + 1000, storagePowerKw: -51, pvPowerKw: 140 });
    const { byComponent } = probe().read();
    expect(byComponent.FlowBranch).toBe(1);
    expect(byComponent.FlowLine).toBe(1);
    const storage = view.getByTestId('flow-storage');
    expect(storage.getAttribute('data-state')).toBe('charge');
    expect(figure(view, 'storage')).toBe('-51.0 kW');
    expect(figure(view, 'pv')).toBe('140.0 kW');
    expect(view.getByTestId('flow-storage-state').textContent).toBe('Charging');
  });

  it('another language writes every figure again', () => {
    const view = mount();
    send({ ...first, pvPowerKw: 12_345.6 });
    const en = figure(view, 'pv');
    act(() => usePreferences.setState({ language: 'zh' }));
    expect(figure(view, 'pv')).not.toBe(en);
    expect(figure(view, 'pv')).toContain('万');
    expect(figure(view, 'grid')).toContain('80.0');
  });

  it('an offline branch shows no figure (never its last one) and gets its figure back when it reports', () => {
    const view = mount();
    send(first);
    const devices = (online: boolean) =>
      act(() =>
        applyBatch({
          seq: ++seq,
          state: 'connected',
          topics: [
            {
              topic: topics.devices(site),
              value: {
                ts: 1,
                gateways: [{ id: 'gw-1', name: 'GW-1', online: true, lastSeen: 1 }],
                devices: [
                  {
                    id: 'pv-1',
                    name: 'PV-1',
                    type: 'pv' as const,
                    gatewayId: 'gw-1',
                    groupNo: null,
                    online,
                    lastSeen: 1,
                    commErrors: online ? 0 : 3,
                    values: online ? { powerKw: 120 } : null,
                  },
                ],
              },
              receivedAt: Date.now(),
            },
          ],
        }),
      );
    devices(true);
    expect(figure(view, 'pv')).toBe('120.0 kW');
    devices(false);
    expect(view.getByTestId('flow-pv').getAttribute('data-offline')).toBe('true');
    expect(figure(view, 'pv')).toBe('--');
    expect(kw(view, 'pv')).toBeNull();
    // Figures keep coming for the others; the offline one stays '--'.
    send({ ...first, ts: first.ts + 1000, pvPowerKw: 150, gridPowerKw: 90 });
    expect(figure(view, 'pv')).toBe('--');
    expect(figure(view, 'grid')).toBe('90.0 kW');
    devices(true);
    expect(figure(view, 'pv')).toBe('150.0 kW');
    expect(kw(view, 'pv')).toBe('150');
  });
});
