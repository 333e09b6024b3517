import { describe, expect, it } from 'vitest';
import type { DeviceLive, DevicesRealtime } from '@/contract/api/devices';
import { gatewayCards, sameGatewayCard } from '@/features/settings-devices/gateway-cards';

const device = (id: string, gatewayId: string, online: boolean, lastSeen: number): DeviceLive => ({
  id,
  name: id.toUpperCase(),
  type: 'bms',
  gatewayId,
  groupNo: null,
  online,
  lastSeen,
  commErrors: online ? 0 : 3,
  values: online ? { soc: 50 } : null,
});

const message = (ts: number, bms2Online = false): DevicesRealtime => ({
  ts,
  gateways: [
    { id: 'g1', name: 'GW-1', online: true, lastSeen: ts },
    { id: 'g2', name: 'GW-2', online: false, lastSeen: null },
  ],
  devices: [
    device('bms1', 'g1', true, ts),
    device('bms2', 'g1', bms2Online, bms2Online ? ts : 1_000),
    device('pcs1', 'g2', true, ts),
    device('orphan', 'g9', true, ts),
  ],
});

describe('gateway cards (settings/devices, issue 34)', () => {
  it('groups the devices by gateway in one pass: counts, reporting and the silent ones', () => {
    const [g1, g2] = gatewayCards(message(10_000));
    expect(g1).toMatchObject({ id: 'g1', count: 2, reporting: 1 });
    expect(g1.silent).toEqual([{ id: 'bms2', name: 'BMS2', commErrors: 3, lastSeen: 1_000 }]);
    expect(g2).toMatchObject({ id: 'g2', count: 1, reporting: 1, silent: [] });
  });

  it('a message that moves nothing shown (times within the shown second) renders no card', () => {
    const a = gatewayCards(message(10_000));
    const b = gatewayCards(message(10_400));
    expect(a.map((c, i) => sameGatewayCard(c, b[i]))).toEqual([true, true]);
  });

  it('a new shown second, a device going silent or back, renders the card', () => {
    const a = gatewayCards(message(10_000));
    expect(sameGatewayCard(a[0], gatewayCards(message(11_000))[0])).toBe(false);
    expect(sameGatewayCard(a[0], gatewayCards(message(10_000, true))[0])).toBe(false);
    const more = gatewayCards(message(10_000));
    more[0].silent[0].commErrors++;
    expect(sameGatewayCard(a[0], more[0])).toBe(false);
  });
});
