import { deflate } from 'pako';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceGroup, StackModel } from '@/contract/api/devicegroup';
import type { RealtimeBatch } from '@/contract/realtime-api';
import { topologyFromGroups } from '@/contract/realtime-bounds';
import type { PcsRealtime } from '@/contract/realtime-payloads';
import { topics } from '@/contract/topics';
import { liveService, ready, waitFor } from '../unit/realtime/broker-harness';
import { makeCluster } from '../unit/realtime/fakes';
import { makePcs } from '../unit/realtime/payloads';
import { apiData } from './helpers/sim-api';
import { useTestStation } from './helpers/test-station';

/*
 * Issue 33 defects 3 and 4 through the simulator's real broker: the worker's service learns the
 * station's topology from the devicegroup answers (as useTopologySync does), then the messages of
 * the fault probe arrive between the station's own. 6 clusters at 4 per container: 2 containers,
 * 2 PCS units.
 */

const SITE = 'WZ001';
const PCS = topics.pcs(SITE);
const z = (v: unknown) => Buffer.from(deflate(JSON.stringify(v)));
const unitsOf = (b: RealtimeBatch) =>
  b.topics
    .filter((t) => t.topic === PCS)
    .map((t) => ({ n: (t.value as PcsRealtime).units.length, stale: t.stale }));

describe('hostile topology messages through the simulator broker', () => {
  let live: Awaited<ReturnType<typeof liveService>>;

  const station = useTestStation({ clusters: 6, racks: 2, cells: 4, login: ['admin'] });
  beforeAll(async () => {
    const token = station.admin;
    const groups = await apiData<DeviceGroup[]>(station.sim, 'devicegroup/selectSys', { token });
    const stack = await apiData<StackModel>(station.sim, 'devicegroup/getDuiModel', { token });
    live = await liveService(station.sim.brokerUrl, 'console_topology');
    await live.service.setTopology(SITE, topologyFromGroups(groups, stack));
    await live.service.subscribe(PCS);
    await live.service.subscribe(topics.allClusters(SITE));
    await ready(live.service);
    await waitFor(async () => (await live.service.diagnostics()).clusterCount === 6, 10_000, 'the station');
    await waitFor(() => live.batches.some((b) => unitsOf(b).length > 0), 10_000, 'PCS units');
  });

  afterAll(() => {
    live?.service.dispose();
  });

  it('drops a 20 000-unit PCS message, 100 invented clusters and a sudden empty list; keeps the station data', async () => {
    const { service, batches } = live;
    const before = await service.diagnostics();
    const from = batches.length;
    const units = Array.from({ length: 20_000 }, (_, i) => ({ ...makePcs().units[0], pcsNo: i + 1 }));
    const huge = JSON.stringify({ ts: 1, units });
    expect(huge.length).toBeGreaterThan(2_500_000);
    station.sim.faults.publish(PCS, huge);
    for (let n = 101; n <= 200; n++)
      station.sim.faults.publish(topics.cluster(SITE, n), z(makeCluster(n, { site: SITE, containerNo: 1 })));
    // Cluster 3 claimed by a message on cluster 5's topic, and a cluster in a container it is not in.
    station.sim.faults.publish(topics.cluster(SITE, 5), z(makeCluster(3, { site: SITE })));
    station.sim.faults.publish(topics.cluster(SITE, 6), z(makeCluster(6, { site: SITE, containerNo: 1 })));
    station.sim.faults.publish(PCS, JSON.stringify({ ts: 1, units: [] }));

    await waitFor(
      async () => (await service.diagnostics()).emptyLists! > before.emptyLists!,
      20_000,
      'the probe',
    );
    const after = await service.diagnostics();
    expect(after.overBound! - before.overBound!).toBe(1);
    expect(after.unknownTopology! - before.unknownTopology!).toBe(102);
    expect(after.emptyLists! - before.emptyLists!).toBe(1);
    expect(after.clusterCount).toBe(6);
    expect(after.state).toBe('connected');

    // No batch ever carried more units than the station has, or none; the empty list was held.
    const seen = batches.slice(from).flatMap(unitsOf);
    expect(seen.every((u) => u.n === 2)).toBe(true);
    expect(seen.some((u) => u.stale === 'emptyList')).toBe(true);
    const topology = batches.filter((b) => b.clusters?.topology).at(-1)!.clusters!.topology!;
    expect(topology.map((t) => t.clusterNo)).toEqual([1, 2, 3, 4, 5, 6]);

    // The station's next message is fresh data again.
    const heldAt = batches.findIndex((b, i) => i >= from && unitsOf(b).some((u) => u.stale));
    await waitFor(
      () => batches.slice(heldAt + 1).some((b) => unitsOf(b).some((u) => u.stale === undefined)),
      5_000,
      'fresh PCS',
    );
    await waitFor(async () => (await service.diagnostics()).held!.length === 0, 5_000, 'hold released');
  });
});
