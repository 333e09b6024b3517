import { describe, expect, it } from 'vitest';
import type { DeviceLive, DevicesRealtime } from '@/contract/api/devices';
import type { WorstCell } from '@/contract/realtime-api';
import {
  clusterReporting,
  silentClusters,
  stationSilence,
  typeReporting,
  withoutClusters,
} from '@/realtime/device-reporting';
import { readingOf } from '@/realtime/use-device-reporting';

/* A cluster's page follows whether its BMS reports (devices topic, issue 27 gateway health). */

const bms = (over: Partial<DeviceLive>): DeviceLive => ({
  id: 'dev-1',
  name: 'BMS-1',
  type: 'bms',
  gatewayId: 'gw-1',
  groupNo: 1,
  online: true,
  lastSeen: 5_000,
  commErrors: 0,
  values: { maxCellMv: 3300 },
  ...over,
});
const live = (devices: DeviceLive[], gatewayOnline = true): DevicesRealtime => ({
  ts: 9_000,
  gateways: [{ id: 'gw-1', name: 'GW-1', online: gatewayOnline, lastSeen: gatewayOnline ? 9_000 : 4_000 }],
  devices,
});

describe('clusterReporting', () => {
  it('is unknown without the devices topic, reporting while a bound BMS reports', () => {
    expect(clusterReporting(undefined, 1)).toEqual({ state: 'unknown' });
    expect(clusterReporting(live([bms({})]), 1)).toEqual({ state: 'reporting' });
    // A second BMS of the cluster still reporting keeps it live.
    const two = live([bms({ online: false, values: null }), bms({ id: 'dev-2', name: 'BMS-1b' })]);
    expect(clusterReporting(two, 1)).toEqual({ state: 'reporting' });
  });

  it('is silent with the last-seen time, the gateway and the errors once every bound BMS stops', () => {
    const silent = live(
      [
        bms({ online: false, values: null, lastSeen: 4_000, commErrors: 5 }),
        bms({ id: 'pcs', name: 'PCS-1', type: 'pcs', groupNo: null }),
      ],
      false,
    );
    expect(clusterReporting(silent, 1)).toEqual({
      state: 'silent',
      names: 'BMS-1',
      count: 1,
      gateway: 'GW-1',
      gatewayOnline: false,
      lastSeen: 4_000,
      commErrors: 5,
    });
    const never = clusterReporting(live([bms({ online: false, values: null, lastSeen: null })]), 1);
    expect(never).toMatchObject({ state: 'silent', gatewayOnline: true, lastSeen: null });
  });

  it('is unbound when no BMS is bound to the cluster', () => {
    expect(clusterReporting(live([bms({ groupNo: 2 })]), 1)).toEqual({ state: 'unbound' });
  });
});

describe('typeReporting, silentClusters and stationSilence', () => {
  const pcs = bms({ id: 'pcs-1', name: 'PCS-1', type: 'pcs', groupNo: null });
  it('reads a PCS page as silent with its last-seen time once its devices stop', () => {
    expect(typeReporting(live([pcs]), 'pcs')).toEqual({ state: 'reporting' });
    expect(typeReporting(live([pcs]), 'meter')).toEqual({ state: 'unbound' });
    const off = live([{ ...pcs, online: false, values: null, lastSeen: 3_000, commErrors: 2 }]);
    expect(typeReporting(off, 'pcs')).toMatchObject({ state: 'silent', names: 'PCS-1', lastSeen: 3_000 });
  });

  it('lists the silent clusters and says what part of the station is silent', () => {
    const two = live([
      bms({ online: false, values: null, lastSeen: 4_000 }),
      bms({ id: 'dev-2', name: 'BMS-2', groupNo: 2 }),
      pcs,
    ]);
    expect(silentClusters(two)).toEqual([{ clusterNo: 1, lastSeen: 4_000 }]);
    expect(stationSilence(two)).toEqual({ clusters: [1], devices: [], since: 4_000 });
    expect(stationSilence(live([bms({}), pcs]))).toBeNull();
    expect(stationSilence(undefined)).toBeNull();
    const pcsOff = live([bms({}), { ...pcs, online: false, values: null, lastSeen: 2_000 }]);
    expect(stationSilence(pcsOff)).toEqual({ clusters: [], devices: ['PCS-1'], since: 2_000 });
    // One of two BMS of a cluster silent: the cluster still reports.
    const half = live([bms({ online: false, values: null }), bms({ id: 'dev-3', name: 'BMS-1b' })]);
    expect(stationSilence(half)).toBeNull();
  });
});

describe('withoutClusters', () => {
  const cell = (clusterNo: number, value: number): WorstCell => ({
    clusterNo,
    containerNo: 1,
    cellsPerRack: 4,
    cellsPerPack: 4,
    index: 0,
    value,
    health: 0,
  });
  const worst = {
    highVoltage: [cell(1, 3400), cell(2, 3330)],
    lowVoltage: [cell(2, 3200), cell(1, 3210)],
    highTemp: [cell(1, 320)],
    spread: [],
  };
  it('drops the frozen cells of silent clusters from every ranking', () => {
    expect(withoutClusters(worst, [{ clusterNo: 1, lastSeen: 5 }])).toEqual({
      highVoltage: [cell(2, 3330)],
      lowVoltage: [cell(2, 3200)],
      highTemp: [],
      spread: [],
    });
    expect(withoutClusters(worst, [])).toBe(worst);
    expect(withoutClusters(null, [{ clusterNo: 1, lastSeen: 5 }])).toBeNull();
  });
});

describe('readingOf (issue 34: one reading per devices message, not per batch)', () => {
  it('reads a message once per reading name, again for a new message', () => {
    const message = live([bms({ online: false, lastSeen: 4_000 })]);
    let reads = 0;
    const read = (l: DevicesRealtime | undefined) => (reads++, silentClusters(l));
    const first = readingOf(message, 'silent', read);
    expect(readingOf(message, 'silent', read)).toBe(first);
    expect(reads).toBe(1);
    expect(JSON.parse(first)).toEqual([{ clusterNo: 1, lastSeen: 4_000 }]);
    readingOf(message, 'station', read);
    expect(reads).toBe(2);
    readingOf(live([bms({})]), 'silent', read);
    expect(reads).toBe(3);
  });

  it('lists silent clusters in number order, a cluster with one reporting BMS not among them', () => {
    const devices = [
      bms({ id: 'a', groupNo: 3, online: false, lastSeen: 1_000 }),
      bms({ id: 'b', groupNo: 2, online: false, lastSeen: null }),
      bms({ id: 'c', groupNo: 3, online: false, lastSeen: 2_000 }),
      bms({ id: 'd', groupNo: 4, online: false }),
      bms({ id: 'e', groupNo: 4, online: true }),
    ];
    expect(silentClusters(live(devices))).toEqual([
      { clusterNo: 2, lastSeen: null },
      { clusterNo: 3, lastSeen: 2_000 },
    ]);
  });
});
