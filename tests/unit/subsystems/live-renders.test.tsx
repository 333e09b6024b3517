// @vitest-environment jsdom
// Issue 34: on pvSys and fdjSys a live message renders the panels whose shown figures changed
// (and the data-age line), not the page, its header, its table or every card. The render probe
// poses as the React DevTools hook, so everything React is imported after it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GeneratorRealtime, GridRealtime, PvRealtime } from '@/contract/realtime-payloads';
import { installRenderProbe } from '../../perf/render-probe';

installRenderProbe();
vi.mock('@/realtime/realtime-client', () => ({
  realtimeClient: { subscribe: () => {}, unsubscribe: () => {} },
}));
vi.mock('@/api/grid', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getGeneratorData: () =>
    Promise.resolve({
      status: 1,
      powerKw: 0,
      ratedKw: 500,
      todayEnergyKwh: 0,
      runHours: 10,
      fuelPercent: 80,
      name: 'G1',
      nameEn: 'G1',
      fdjId: 'F1',
      ts: 0,
    }),
}));

const { act, cleanup, render, screen } = await import('@testing-library/react');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { initI18n } = await import('@/lib/i18n');
const { applyBatch, resetRealtimeStore } = await import('@/realtime/realtime-store');
const { topics } = await import('@/contract/topics');
const { chosenModel } = await import('@/contract/api/node-config');
const { GeneratorCard } = await import('@/features/fdj-sys/generator-card');
const { PvTiles } = await import('@/features/pv-sys/pv-live');
const { LiveGridFigures, LivePhaseTable } = await import('@/features/electric-sys/grid-live');

const probe = () => window.__renderProbe!;
const site = 'WZ001';
let seq = 0;
const send = (topic: string, value: unknown) =>
  act(() =>
    applyBatch({ seq: ++seq, state: 'connected', topics: [{ topic, value, receivedAt: Date.now() }] }),
  );

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  resetRealtimeStore();
});

describe('pvSys tiles', () => {
  const pv = (ts: number, powerKw: number): PvRealtime => ({
    ts,
    powerKw,
    capacityKw: 500,
    irradianceWm2: 800.2,
    todayEnergyKwh: 1200.001,
    inverters: [],
  });
  const show = {
    site,
    capacityKw: 500,
    powerKw: 0,
    todayEnergyKwh: 0,
    totalEnergyKwh: 9000,
    inverterCount: 5,
    ts: 0,
  };

  it('render when a shown figure changes, not with each message', () => {
    render(<PvTiles topic={topics.pv(site)} show={show} restAt={0} />);
    send(topics.pv(site), pv(1, 120.001));
    expect(screen.getByTestId('stat-pv-power-value').textContent).toContain('120.00');
    probe().reset();
    send(topics.pv(site), pv(2, 120.002)); // a new message, the same text
    expect(probe().read().byComponent.PvTiles).toBeUndefined();
    send(topics.pv(site), pv(3, 121.5));
    expect(probe().read().byComponent.PvTiles).toBe(1);
    // Only the tile whose text changed (StatTile is memoised; issue 34).
    expect(probe().read().byComponent.StatTile).toBe(1);
    expect(screen.getByTestId('stat-pv-power-value').textContent).toContain('121.50');
  });
});

describe('fdjSys generator card', () => {
  const gen = (ts: number, runHours: number): GeneratorRealtime => ({
    ts,
    units: [{ fdjId: 'F1', status: 3, powerKw: 200, fuelPercent: 75.01, runHours }],
  });

  it('a message renders nothing (the age line writes itself) until a shown figure changes', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const topic = topics.generator(site);
    render(
      <QueryClientProvider client={client}>
        <GeneratorCard
          site={site}
          topic={topic}
          device={{ fdjId: 'F1', name: 'G1', nameEn: 'G1', ratedKw: 500 }}
          model={chosenModel('fdj')}
        />
      </QueryClientProvider>,
    );
    send(topic, gen(1, 10.001));
    await screen.findByText('Running');
    probe().reset();
    send(topic, gen(2, 10.002));
    const quiet = probe().read().byComponent;
    expect(quiet.GeneratorCard).toBeUndefined();
    expect(quiet.GeneratorAge).toBeUndefined();
    expect(quiet.DataAgeLine).toBeUndefined();
    send(topic, gen(3, 10.5));
    expect(probe().read().byComponent.GeneratorCard).toBe(1);
    expect(screen.getByTestId('stat-fdj-hours-value').textContent).toContain('10.50');
  });
});

describe('electricSys figures and phases', () => {
  const grid = (
    ts: number,
    gridPowerKw: number,
    state: GridRealtime['gridState'] = 'connected',
  ): GridRealtime => ({
    ts,
    gridState: state,
    gridPowerKw,
    reactivePowerKvar: 3.2,
    loadPowerKw: 400 + ts,
    voltage: [230.1, 230.2, 230.3 + ts],
    current: [10, 11, 12],
    frequencyHz: 50.01,
    powerFactor: 0.98,
    todayImportKwh: 100,
    todayExportKwh: 20,
    todayLoadKwh: 300 + ts,
  });
  const rest = {
    data: { ...grid(0, 5), gridState: 'connected' as const },
    at: 0,
  };

  it('messages write the figures without rendering a tile; a new grid state renders', () => {
    const topic = topics.grid(site);
    render(
      <>
        <LiveGridFigures topic={topic} rest={rest} model={chosenModel('grid')} />
        <LivePhaseTable topic={topic} rest={rest} />
      </>,
    );
    send(topic, grid(1, 120.001));
    expect(screen.getByTestId('stat-grid-active-value').textContent).toBe('120.00kW');
    probe().reset();
    send(topic, grid(2, -35.5));
    send(topic, grid(3, -36.5));
    expect(probe().read().renders).toBe(0);
    expect(screen.getByTestId('stat-grid-active-value').textContent).toBe('-36.50kW');
    expect(screen.getByTestId('stat-grid-load-value').textContent).toBe('403.00kW');
    const sign = screen.getByTestId('stat-grid-active').querySelector('[data-sign]');
    expect(sign?.getAttribute('data-sign')).toBe('export');
    expect(sign?.textContent).toBe('exporting');
    expect(screen.getByTestId('phase-L3').textContent).toBe('L3233.3 V12.0 A');
    send(topic, grid(4, 10, 'offGrid'));
    expect(probe().read().byComponent.LiveGridFigures).toBe(1);
    expect(screen.getByTestId('stat-grid-state-value').textContent).toBe('Off-grid');
    expect(screen.getByTestId('stat-grid-active-value').textContent).toBe('10.00kW');
  });
});
