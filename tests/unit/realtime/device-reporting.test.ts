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
import { devicesReader } from '@/lib/device-reporting';
import { readingOf } from '@/realtime/use-device-reporting';
import { TopicViews } from '../../../workers/realtime/topic-views';

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

describe('device views in the worker (issue 34: readings cross, not the devices topic)', () => {
  const TOPIC = 'iot/WZ001/device/realData';

  it('names every reader the hooks use, and no other', () => {
    const message = live([bms({ online: false, lastSeen: 4_000 })]);
    expect(devicesReader('silent')?.(message)).toEqual([{ clusterNo: 1, lastSeen: 4_000 }]);
    expect(devicesReader('cluster:1')?.(message)).toEqual(clusterReporting(message, 1));
    expect(devicesReader('type:bms')?.(message)).toEqual(typeReporting(message, 'bms'));
    expect(devicesReader('station')?.(message)).toEqual(stationSilence(message));
    for (const name of ['stack', 'parts', 'device:dev-1', 'pile:1'])
      expect(devicesReader(name)).not.toBeNull();
    expect(devicesReader('nonsense')).toBeNull();
  });

  it('sends a reading when its JSON changes, not with every message', () => {
    const views = new TopicViews();
    expect(views.add(TOPIC, 'silent')).toBe(true);
    expect(views.add('iot/WZ001/station/realData', 'silent')).toBe(false);
    expect(views.update(TOPIC, live([bms({ lastSeen: 1 })]))).toBe(true);
    expect(views.take(false)).toEqual([{ id: `${TOPIC}#silent`, json: '[]' }]);
    // Every device's lastSeen moves each second: the reading does not.
    expect(views.update(TOPIC, live([bms({ lastSeen: 2 })]))).toBe(false);
    expect(views.take(false)).toEqual([]);
    expect(views.update(TOPIC, live([bms({ online: false, lastSeen: 2 })]))).toBe(true);
    expect(views.take(false)).toEqual([{ id: `${TOPIC}#silent`, json: '[{"clusterNo":1,"lastSeen":2}]' }]);
    // A view taken later reads the latest message at once; a full batch carries every reading.
    views.add(TOPIC, 'cluster:1');
    expect(views.changed).toBe(true);
    expect(views.take(true).map((v) => v.id)).toEqual([`${TOPIC}#silent`, `${TOPIC}#cluster:1`]);
    views.remove(TOPIC, 'silent');
    views.remove(TOPIC, 'cluster:1');
    expect(views.has(TOPIC)).toBe(false);
  });
});

describe('readingOf (a devices message held whole: one reading per message, not per batch)', () => {
  it('reads a message once per reading name, again for a new message', () => {
    const message = live([bms({ online: false, lastSeen: 4_000 })]);
    const first = readingOf(message, 'silent');
    expect(readingOf(message, 'silent')).toBe(first);
    expect(JSON.parse(first!)).toEqual([{ clusterNo: 1, lastSeen: 4_000 }]);
    expect(readingOf(live([bms({})]), 'silent')).toBe('[]');
    expect(readingOf(message, 'nonsense')).toBeUndefined();
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
