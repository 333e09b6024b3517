import { describe, expect, it } from 'vitest';
import type { DeviceLive, DevicesRealtime } from '@/contract/api/devices';
import { offlineNodes } from '@/features/main-sys/flow-direction';
import { deviceReporting, offlineParts, pileReporting, stackSilence } from '@/realtime/device-reporting';

/*
 * The generator, the charging piles, the environment devices and the battery stack that stop
 * reporting (issue 27): the devices topic says so, and the pages show them offline with their last
 * report (fdjSys, chargingPileSys, the env cards, the stack panel, mainSys' energy flow).
 */

const device = (over: Partial<DeviceLive>): DeviceLive => ({
  id: 'dev-1',
  name: 'BMS-1',
  type: 'bms',
  gatewayId: 'gw-1',
  groupNo: 1,
  online: true,
  lastSeen: 5_000,
  commErrors: 0,
  values: {},
  ...over,
});
const live = (devices: DeviceLive[]): DevicesRealtime => ({
  ts: 9_000,
  gateways: [{ id: 'gw-1', name: 'GW-1', online: true, lastSeen: 9_000 }],
  devices,
});
const silent = { online: false, values: null };

describe('one device, one pile', () => {
  it('reads an environment card device by id and a pile by the number its name ends with', () => {
    const ac = device({ id: 'ac-1', name: 'AC-1', type: 'airConditioner', groupNo: null, ...silent });
    const pile2 = device({ id: 'p-2', name: 'PILE-2', type: 'chargingPile', groupNo: null, ...silent });
    const pile12 = device({ id: 'p-12', name: 'PILE-12', type: 'chargingPile', groupNo: null });
    const l = live([ac, pile2, pile12]);
    expect(deviceReporting(l, 'ac-1')).toMatchObject({ state: 'silent', names: 'AC-1', lastSeen: 5_000 });
    expect(deviceReporting(l, 'p-12')).toEqual({ state: 'reporting' });
    expect(deviceReporting(l, 'nope')).toEqual({ state: 'unbound' });
    expect(deviceReporting(undefined, 'ac-1')).toEqual({ state: 'unknown' });
    expect(pileReporting(l, 2)).toMatchObject({ state: 'silent', names: 'PILE-2' });
    expect(pileReporting(l, 12)).toEqual({ state: 'reporting' });
    expect(pileReporting(l, 1)).toEqual({ state: 'unbound' });
  });
});

describe('the stack and the station parts', () => {
  it('has no stack data only while every bound BMS is silent, with the latest last report', () => {
    const b1 = device({ ...silent, lastSeen: 4_000 });
    const b2 = device({ id: 'dev-2', name: 'BMS-2', groupNo: 2, ...silent, lastSeen: 6_000 });
    expect(stackSilence(undefined)).toEqual({ silent: false });
    expect(stackSilence(live([b1, device({ id: 'dev-2', groupNo: 2 })]))).toEqual({ silent: false });
    expect(stackSilence(live([b1, b2]))).toEqual({ silent: true, lastSeen: 6_000 });
    // An unbound BMS does not count.
    expect(stackSilence(live([device({ groupNo: null, ...silent })]))).toEqual({ silent: false });
  });

  it('names the silent parts, and the energy flow draws their branches offline', () => {
    const gen = device({ id: 'g', name: 'FDJ-01', type: 'generator', groupNo: null, ...silent });
    const pile = device({ id: 'p', name: 'PILE-1', type: 'chargingPile', groupNo: null });
    const b1 = device({ ...silent });
    expect(offlineParts(live([gen, pile, b1]))).toEqual(['generator', 'stack']);
    expect(offlineNodes(offlineParts(live([gen, pile, b1])))).toEqual(['storage', 'generator']);
    expect(offlineNodes(['pcs', 'meter', 'pv', 'chargingPile'])).toEqual([
      'pv',
      'grid',
      'storage',
      'charging',
    ]);
    expect(offlineParts(undefined)).toEqual([]);
  });
});
