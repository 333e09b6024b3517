import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StationTopology } from '@/contract/realtime-bounds';
import { topics } from '@/contract/topics';
import { applyBatch, realtimeStore, resetRealtimeStore } from '@/realtime/realtime-store';
import { makeCluster, startService, zlibJson } from './fakes';
import { makePcs } from './payloads';

/*
 * Issue 33 defects 3 and 4 through the service: a message beyond the station's bounds is dropped
 * and counted, invented clusters never reach a page, a sudden empty list keeps the last good data
 * marked stale with the reason in diagnostics.
 */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  resetRealtimeStore();
});

const SITE = 'WZ001';
const PCS = topics.pcs(SITE);
const TOPOLOGY: StationTopology = {
  clusters: [1, 2].map((clusterNo) => ({ clusterNo, containerNo: 1 })),
  containers: [1, 2],
  racks: 2,
  cellsPerRack: 4,
};
const units = (n: number) => Array.from({ length: n }, (_, i) => ({ ...makePcs().units[0], pcsNo: i + 1 }));
const pcs = (n: number, ts = 1) => JSON.stringify(makePcs({ ts, units: units(n) }));

async function connected() {
  const s = await startService();
  await s.service.subscribe(PCS);
  await s.service.subscribe(topics.allClusters(SITE));
  s.client().emit('connect');
  const deliver = async (topic: string, payload: Uint8Array | string) => {
    s.client().deliver(topic, payload);
    await vi.advanceTimersByTimeAsync(300);
  };
  const pcsValue = () =>
    s.batches
      .flatMap((b) => b.topics)
      .filter((t) => t.topic === PCS)
      .at(-1);
  return { ...s, deliver, pcsValue };
}

describe('RealtimeService bounds and topology', () => {
  it('drops and counts a PCS message of 20 000 units, even before the station has said what it has', async () => {
    const { service, deliver, pcsValue } = await connected();
    await deliver(PCS, pcs(2));
    await deliver(PCS, pcs(20_000, 2));
    const d = await service.diagnostics();
    expect(d.overBound).toBe(1);
    expect((pcsValue()!.value as { units: unknown[] }).units).toHaveLength(2);
    // With the station's topology (2 containers), 3 units are already too many.
    await service.setTopology(SITE, TOPOLOGY);
    await deliver(PCS, pcs(3, 3));
    expect((await service.diagnostics()).overBound).toBe(2);
    expect((pcsValue()!.value as { ts: number }).ts).toBe(1);
  });

  it('keeps clusters on invented topics away from the page and counts them as unknown', async () => {
    const { service, client, batches } = await connected();
    await service.setTopology(SITE, TOPOLOGY);
    for (let n = 1; n <= 60; n++) client().deliver(topics.cluster(SITE, n), zlibJson(makeCluster(n)));
    await vi.advanceTimersByTimeAsync(300);
    const d = await service.diagnostics();
    expect(d.clusterCount).toBe(2);
    expect(d.unknownTopology).toBe(58);
    expect(d.topologySites).toEqual([SITE]);
    const topology = batches.filter((b) => b.clusters?.topology).at(-1)!.clusters!.topology!;
    expect(topology.map((t) => t.clusterNo)).toEqual([1, 2]);
  });

  it('forgets clusters taken before the station said what it has', async () => {
    const { service, deliver, batches } = await connected();
    for (const n of [1, 2, 77]) await deliver(topics.cluster(SITE, n), zlibJson(makeCluster(n)));
    expect((await service.diagnostics()).clusterCount).toBe(3);
    await service.setTopology(SITE, TOPOLOGY);
    await vi.advanceTimersByTimeAsync(300);
    expect((await service.diagnostics()).clusterCount).toBe(2);
    expect(batches.at(-1)!.clusters!.topology!.map((t) => t.clusterNo)).toEqual([1, 2]);
  });

  it('holds the last good PCS units, marked stale, when an empty list comes; the next good message clears it', async () => {
    const { service, deliver, pcsValue } = await connected();
    await service.setTopology(SITE, TOPOLOGY);
    await deliver(PCS, pcs(2));
    vi.setSystemTime(Date.now() + 1000);
    await deliver(PCS, JSON.stringify({ ts: 1, units: [] }));
    const held = pcsValue()!;
    expect(held.stale).toBe('emptyList');
    expect((held.value as { units: unknown[] }).units).toHaveLength(2);
    const d = await service.diagnostics();
    expect(d.emptyLists).toBe(1);
    expect(d.held).toEqual([{ topic: PCS, reason: 'emptyList', since: expect.any(Number) as number }]);

    await deliver(PCS, JSON.stringify({ ts: 1, units: [] })); // still held: counted, not sent again
    expect((await service.diagnostics()).emptyLists).toBe(2);

    await deliver(PCS, pcs(2, 5));
    expect(pcsValue()!.stale).toBeUndefined();
    expect((await service.diagnostics()).held).toEqual([]);
  });

  it('the page keeps the age of a held value (it is not fresh data)', () => {
    const value = makePcs();
    applyBatch({ seq: 1, state: 'connected', topics: [{ topic: PCS, value, receivedAt: 1 }] }, 1000);
    applyBatch(
      { seq: 2, state: 'connected', topics: [{ topic: PCS, value, receivedAt: 1, stale: 'emptyList' }] },
      9000,
    );
    expect(realtimeStore.getState().topics[PCS]).toMatchObject({ receivedAt: 1000, stale: 'emptyList' });
  });
});
