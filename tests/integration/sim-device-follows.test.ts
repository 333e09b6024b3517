import { describe, expect, it } from 'vitest';
import type { BatchResult, DeviceRecord, DevicesRealtime, RelationCheck } from '@/contract/api/devices';
import { topics } from '@/contract/topics';
import { deviceCalls, input, B } from './helpers/device-manage';
import { apiData, simHook } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Device and gateway management (issue 27): the station following its device table on the broker
 * and gateway health (the table's calls: sim-device-manage). The test station: WZ001 with 6
 * clusters (2 containers), WZ002 2.
 */

const station = useTestStation({ clusters: 6 });
const { get, ok, all, lastOn, clusterTopicSeen } = deviceCalls(station);

describe('the station follows the table', () => {
  it('stops a cluster topic when its BMS is removed and publishes it again once a BMS is added and bound', async () => {
    const bms6 = (await all({ type: 'bms' })).find((d) => d.name === 'BMS-6')!;
    expect(await clusterTopicSeen(6)).toBe(true);
    await ok('delete', undefined, { id: bms6.id });
    expect(await clusterTopicSeen(6)).toBe(false);
    const gone = await lastOn<DevicesRealtime>(topics.devices('WZ001'));
    expect(gone!.devices.some((d) => d.id === bms6.id)).toBe(false);
    const check = await get<RelationCheck>('bmsRelationCheck');
    expect(check.problems.map((p) => p.message)).toEqual(['Cluster 6 has no BMS: its data is not collected']);

    const added = await ok<DeviceRecord>(
      'save',
      input({
        name: 'BMS-6B',
        sn: 'SN-BMS-6B',
        type: 'bms',
        gatewayId: 'gw-WZ001-2',
        containerId: 'ct-WZ001-2',
      }),
    );
    const bound = await ok<BatchResult>('bindGroup/update', { selection: { ids: [added.id] }, groupNo: 6 });
    expect(bound.results).toEqual([{ id: added.id, name: 'BMS-6B', ok: true, message: '' }]);
    expect(await clusterTopicSeen(6)).toBe(true);
    const live = await lastOn<DevicesRealtime>(topics.devices('WZ001'));
    const row = live!.devices.find((d) => d.id === added.id)!;
    expect(row).toMatchObject({ online: true, groupNo: 6, type: 'bms' });
    expect(row.values?.maxCellMv).toBeGreaterThan(2500);
    expect((await get<RelationCheck>('bmsRelationCheck')).ok).toBe(true);
  });

  it('catches a wrong binding with a clear message', async () => {
    const bms2 = (await all({ type: 'bms' })).find((d) => d.name === 'BMS-2')!;
    await ok('bindGroup/update', { selection: { ids: [bms2.id] }, groupNo: 5 });
    const check = await get<RelationCheck>('bmsRelationCheck');
    expect(check.ok).toBe(false);
    expect(check.problems.map((p) => p.message)).toEqual([
      'BMS-2 is in container 1, but cluster 5 is in container 2',
      'Cluster 5 is bound to two BMS: BMS-5 and BMS-2',
      'Cluster 2 has no BMS: its data is not collected',
    ]);
    const zh = await apiData<RelationCheck>(station.sim, `${B}/bmsRelationCheck`, {
      token: station.admin,
      query: { site: 'WZ001' },
    });
    expect(zh.problems[1].message).toBe('第 5 簇绑定了两个BMS：BMS-5 和 BMS-2');
    await ok('clusterParam/update', { id: bms2.id, param: { racks: 3, cellsPerRack: 4 } });
    await ok('bindGroup/update', { selection: { ids: [bms2.id] }, groupNo: 2 });
    const racks = await get<RelationCheck>('bmsRelationCheck');
    expect(racks.problems.map((p) => p.message)).toEqual([
      'BMS-2 declares 3 racks × 4 cells, cluster 2 has 2 × 4',
    ]);
    await ok('clusterParam/update', { id: bms2.id, param: { racks: 2, cellsPerRack: 4 } });
    expect((await get<RelationCheck>('bmsRelationCheck')).ok).toBe(true);
  });

  it('shows a silent gateway offline with its last-seen time, and its devices without readings', async () => {
    await simHook(station.sim, 'device-offline', { id: 'gw-WZ001-1', offline: true });
    const first = await lastOn<DevicesRealtime>(topics.devices('WZ001'));
    const gw = first!.gateways.find((g) => g.id === 'gw-WZ001-1')!;
    expect(gw.online).toBe(false);
    expect(gw.lastSeen).toBeLessThan(first!.ts);
    const children = first!.devices.filter((d) => d.gatewayId === 'gw-WZ001-1');
    expect(children.length).toBeGreaterThan(4);
    expect(children.every((d) => !d.online && d.values === null && d.commErrors > 0)).toBe(true);
    expect(await clusterTopicSeen(1)).toBe(false);
    await simHook(station.sim, 'device-offline', { id: 'gw-WZ001-1', offline: false });
    expect(await clusterTopicSeen(1)).toBe(true);
  });
});

describe('a device that stops reporting', () => {
  it('is offline with null readings and growing errors while its gateway and neighbours report', async () => {
    const bms1 = (await all({ type: 'bms' })).find((d) => d.name === 'BMS-1')!;
    await simHook(station.sim, 'device-offline', { id: bms1.id, offline: true });
    try {
      const a = await lastOn<DevicesRealtime>(topics.devices('WZ001'));
      const b = await lastOn<DevicesRealtime>(topics.devices('WZ001'));
      const gw = b!.gateways.find((g) => g.id === bms1.gatewayId)!;
      expect(gw).toMatchObject({ online: true, lastSeen: b!.ts });
      const [before, after] = [a, b].map((m) => m!.devices.find((d) => d.id === bms1.id)!);
      expect(after).toMatchObject({ online: false, values: null, groupNo: 1 });
      expect(after.lastSeen).toBe(before.lastSeen);
      expect(after.lastSeen!).toBeLessThan(b!.ts);
      expect(after.commErrors).toBeGreaterThan(before.commErrors);
      const pcs = b!.devices.find((d) => d.gatewayId === bms1.gatewayId && d.type === 'pcs')!;
      expect(pcs.online && pcs.values !== null).toBe(true);
      expect(await clusterTopicSeen(1)).toBe(false);
      expect(await clusterTopicSeen(2)).toBe(true);
    } finally {
      await simHook(station.sim, 'device-offline', { id: bms1.id, offline: false });
    }
    expect(await clusterTopicSeen(1)).toBe(true);
  });
});
