import { describe, expect, it } from 'vitest';
import type { DeviceLive, DevicesRealtime } from '@/contract/api/devices';
import { devicesReader } from '@/lib/device-reporting';
import { gatewayCards, gatewaySeen, sameGatewayCard, type GatewayCard } from '@/lib/gateway-cards';

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

const cards = (ts: number, bms2Online = false): GatewayCard[] => gatewayCards(message(ts, bms2Online))!;

describe('gateway cards (settings/devices, issue 34)', () => {
  it('groups the devices by gateway in one pass: counts, reporting and the silent ones', () => {
    const [g1, g2] = cards(10_000);
    expect(g1).toMatchObject({ id: 'g1', count: 2, reporting: 1 });
    expect(g1.silent).toEqual([{ id: 'bms2', name: 'BMS2', commErrors: 3, lastSeen: 1_000 }]);
    expect(g2).toMatchObject({ id: 'g2', count: 1, reporting: 1, silent: [] });
    expect(gatewayCards(undefined)).toBeNull();
  });

  it("the cards leave out the gateways' own last-seen times: a new second changes no card, nor its JSON", () => {
    const a = cards(10_000);
    const b = cards(13_000);
    expect(a.map((c, i) => sameGatewayCard(c, b[i]))).toEqual([true, true]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('the last-seen times go to the shown second: a message within it sends nothing new', () => {
    expect(gatewaySeen(message(10_400))).toEqual({ g1: 10_000, g2: null });
    expect(JSON.stringify(gatewaySeen(message(10_000)))).toBe(JSON.stringify(gatewaySeen(message(10_999))));
    expect(gatewaySeen(message(11_000)).g1).toBe(11_000);
    expect(gatewaySeen(undefined)).toEqual({});
  });

  it('a device going silent or back, or missing another report, changes its card', () => {
    const a = cards(10_000);
    expect(sameGatewayCard(a[0], cards(10_000, true)[0])).toBe(false);
    const more = cards(10_000);
    more[0].silent[0].commErrors++;
    expect(sameGatewayCard(a[0], more[0])).toBe(false);
  });

  it('both are devices readings the worker reduces the topic to', () => {
    expect(devicesReader('gateways')?.(message(10_000))).toEqual(cards(10_000));
    expect(devicesReader('gatewaySeen')?.(message(10_000))).toEqual({ g1: 10_000, g2: null });
  });
});
