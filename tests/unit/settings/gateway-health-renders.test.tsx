// @vitest-environment jsdom
// Issue 34: settings/devices' gateway cards render when what they show changed, not with every
// devices message; each gateway's last-seen time, which moves with every message, is written into
// its card without React and still reaches the screen. The render probe poses as the React
// DevTools hook, so everything React is imported after it.
import { describe, expect, it } from 'vitest';
import type { DeviceLive, DevicesRealtime } from '@/contract/api/devices';
import { renderCountSetup } from '../render-count-setup';

const { act, render, applyBatch, resetRealtimeStore, topics, probe } = await renderCountSetup();
const { GatewayHealth } = await import('@/features/settings-devices/gateway-health');

const site = 'WZ001';
// 2026-11-27 10:00:00 in station time (Asia/Shanghai).
const T0 = Date.UTC(2026, 10, 27, 2, 0, 0);
const device = (id: string, gatewayId: string, online: boolean, ts: number): DeviceLive => ({
  id,
  name: id.toUpperCase(),
  type: 'bms',
  gatewayId,
  groupNo: null,
  online,
  lastSeen: online ? ts : T0 - 60_000,
  commErrors: online ? 0 : 3,
  values: online ? { soc: 50 } : null,
});
const message = (ts: number, bms2Online = true): DevicesRealtime => ({
  ts,
  gateways: [
    { id: 'g1', name: 'GW-1', online: true, lastSeen: ts },
    { id: 'g2', name: 'GW-2', online: true, lastSeen: ts },
  ],
  devices: [
    device('bms1', 'g1', true, ts),
    device('bms2', 'g1', bms2Online, ts),
    device('pcs1', 'g2', true, ts),
  ],
});
let seq = 0;
const send = (value: DevicesRealtime) =>
  act(() =>
    applyBatch({
      seq: ++seq,
      state: 'connected',
      topics: [{ topic: topics.devices(site), value, receivedAt: Date.now() }],
    }),
  );

describe('gateway health: renders what changed, writes the ticking time', () => {
  it('a message that only moves the gateways’ last-seen times renders no card and shows the new times', () => {
    resetRealtimeStore();
    const view = render(<GatewayHealth site={site} timeZone="Asia/Shanghai" />);
    send(message(T0));
    const g1 = view.getByTestId('gateway-g1');
    expect(g1.textContent).toContain('Last seen: 2026-11-27 10:00:00');
    expect(g1.textContent).toContain('2 of 2 devices reporting');
    probe().reset();
    send(message(T0 + 1000));
    send(message(T0 + 2000));
    expect(probe().read().renders).toBe(0);
    expect(view.getByTestId('gateway-g1').textContent).toContain('Last seen: 2026-11-27 10:00:02');
    expect(view.getByTestId('gateway-g2').textContent).toContain('Last seen: 2026-11-27 10:00:02');
    // A device that stops reporting renders its gateway's card, not the other one.
    send(message(T0 + 3000, false));
    expect(probe().read().byComponent.GatewayItem).toBe(1);
    const card = view.getByTestId('gateway-g1');
    expect(card.textContent).toContain('1 of 2 devices reporting');
    expect(card.textContent).toContain('BMS2 · Offline');
    // The rendered card keeps its written time, and the time still follows the messages.
    expect(card.textContent).toContain('Last seen: 2026-11-27 10:00:03');
    send(message(T0 + 4000, false));
    expect(view.getByTestId('gateway-g1').textContent).toContain('Last seen: 2026-11-27 10:00:04');
  });
});
