// @vitest-environment jsdom
// Issue 34: a live message renders what it changed on chargingPileSys (the piles
// whose shown figures changed), and a poll renders the changed rows of pvModeSys; the render
// probe poses as the React DevTools hook, so everything React is imported after it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChargingPilesNow } from '@/contract/api/charging';
import type { PvInverterState } from '@/contract/api/pv';
import type { ChargingPileRealtime } from '@/contract/realtime-payloads';
import { installRenderProbe } from '../../perf/render-probe';

installRenderProbe();
vi.mock('@/realtime/realtime-client', () => ({
  realtimeClient: { subscribe: () => {}, unsubscribe: () => {} },
}));
const pile = (no: number) => ({
  no,
  state: 'charging' as const,
  powerKw: 30,
  sessionEnergyKwh: 5,
  sessionStartMs: 0,
  connector: 'CCS2',
  ratedKw: 60,
  vehicleSoc: 40,
  meterKwh: 100,
});
const now: ChargingPilesNow = {
  site: 'WZ001',
  ts: 3_600_000,
  piles: [pile(1), pile(2), pile(3)],
  today: { sessions: 3, energyKwh: 15, amount: 20 },
};
vi.mock('@/api/charging', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getPilesNow: () => Promise.resolve(now),
}));

const { act, cleanup, render, screen } = await import('@testing-library/react');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { initI18n } = await import('@/lib/i18n');
const { applyBatch, resetRealtimeStore } = await import('@/realtime/realtime-store');
const { topics } = await import('@/contract/topics');
const { LivePiles } = await import('@/features/charging-pile-sys/live-piles');
const { InverterRow } = await import('@/features/pv-mode-sys/inverter-row');

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

describe('chargingPileSys live piles', () => {
  const live = (ts: number, power2: number): ChargingPileRealtime => ({
    ts,
    piles: [1, 2, 3].map((no) => ({
      no,
      state: 'charging',
      powerKw: no === 2 ? power2 : 30,
      sessionEnergyKwh: 5,
      vehicleSoc: 41,
    })),
  });

  it('a message renders the piles it changed, not the page or its age line', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const topic = topics.chargingPiles(site);
    render(
      <QueryClientProvider client={client}>
        <LivePiles site={site} />
      </QueryClientProvider>,
    );
    await screen.findAllByTestId('pile');
    send(topic, live(1, 30));
    expect(screen.getAllByTestId('pile-power').map((e) => e.textContent)).toEqual([
      '30.0 kW',
      '30.0 kW',
      '30.0 kW',
    ]);
    expect(screen.getAllByText('41 %')).toHaveLength(3);
    probe().reset();
    send(topic, live(2, 30.01)); // a new message, the same text
    const quiet = probe().read().byComponent;
    expect(quiet.LivePiles).toBeUndefined();
    expect(quiet.PileCard).toBeUndefined();
    expect(quiet.PilesAge).toBeUndefined(); // the age line writes itself
    send(topic, live(3, 42));
    const changed = probe().read().byComponent;
    expect(changed.LivePiles).toBeUndefined();
    expect(changed.PileCard).toBe(1);
    expect(screen.getAllByTestId('pile-power')[1].textContent).toBe('42.0 kW');
  });
});

describe('pvModeSys rows', () => {
  const inv = (no: number, powerKw: number): PvInverterState => ({
    no,
    powerKw,
    ratedKw: 100,
    powerLimitKw: 100,
    enable: 1,
    run: 1,
    status: 1,
  });

  it('a poll renders the changed row, and of it the power cell when only the power changed', () => {
    const sendCommand = () => Promise.resolve(true);
    const table = (list: PvInverterState[]) => (
      <table>
        <tbody>
          {list.map((i) => (
            <InverterRow key={i.no} inv={i} send={sendCommand} busy={false} reason={null} />
          ))}
        </tbody>
      </table>
    );
    const first = [inv(1, 10), inv(2, 20), inv(3, 30)];
    const { rerender } = render(table(first));
    probe().reset();
    rerender(table([first[0], inv(2, 25), first[2]]));
    const renders = probe().read().byComponent;
    expect(renders.InverterRow).toBe(1);
    // Only its power changed: the row's buttons and input stay as they were.
    expect(renders.RowControls).toBeUndefined();
    expect(renders.Button).toBeUndefined();
    expect(screen.getAllByTestId('pv-power')[1].textContent).toBe('25.00 kW');
  });
});
