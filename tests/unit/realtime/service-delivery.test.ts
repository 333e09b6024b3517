import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RACK_COL, RACK_STRIDE, SUMMARY_COL, SUMMARY_STRIDE } from '@/contract/realtime-api';
import { topics } from '@/contract/topics';
import { UNSUBSCRIBE_GRACE_MS } from '../../../workers/realtime/service';
import { batchTransferables } from '../../../workers/realtime/transferables';
import { makeCluster, startService, zlibJson } from './fakes';
import { makePv, makeStation } from './payloads';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const STATION = topics.station('WZ001');
const station = (ts: number) => JSON.stringify(makeStation({ ts, pvPowerKw: ts }));

async function connected(interval = 250) {
  const s = await startService({ deliveryIntervalMs: interval });
  await s.service.subscribe(STATION);
  s.client().emit('connect');
  await vi.advanceTimersByTimeAsync(1000);
  s.batches.length = 0;
  return s;
}

describe('RealtimeService delivery', () => {
  it('reference-counts topics: subscribes on the first user, unsubscribes on the last', async () => {
    const { service, client } = await connected();
    await service.subscribe(STATION);
    await service.subscribe(STATION);
    expect(client().subscribeCalls).toEqual([[STATION]]);
    await service.unsubscribe(STATION);
    await service.unsubscribe(STATION);
    expect(client().unsubscribeCalls).toEqual([]);
    expect((await service.diagnostics()).subscriptions).toEqual([{ filter: STATION, refs: 1, active: true }]);
    await service.unsubscribe(STATION);
    expect((await service.diagnostics()).subscriptions).toEqual([]);
    // The broker is told after a grace (a page switch gives the filter straight back).
    expect(client().unsubscribeCalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(UNSUBSCRIBE_GRACE_MS);
    expect(client().unsubscribeCalls).toEqual([[STATION]]);
    await service.unsubscribe(STATION); // one too many: ignored
    await vi.advanceTimersByTimeAsync(UNSUBSCRIBE_GRACE_MS);
    expect(client().unsubscribeCalls).toHaveLength(1);
  });

  it('keeps the broker subscription when a page switch releases and retakes a filter', async () => {
    const { service, client, batches } = await connected();
    const all = topics.allClusters('WZ001');
    await service.subscribe(all);
    await vi.advanceTimersByTimeAsync(10);
    // mainSys leaves (its cleanup first), powerSys takes the same filter in the same commit.
    await service.unsubscribe(all);
    await service.subscribe(all);
    await vi.advanceTimersByTimeAsync(UNSUBSCRIBE_GRACE_MS * 2);
    expect(client().unsubscribeCalls).toEqual([]);
    expect(client().subscribeCalls.filter((f) => f.includes(all))).toHaveLength(1);
    client().deliver(topics.cluster('WZ001', 1), zlibJson(makeCluster(1)));
    await vi.advanceTimersByTimeAsync(300);
    expect(batches.at(-1)!.clusters!.topology).toHaveLength(1);
  });

  it('sends at most one batch per interval, carrying only the latest value per topic', async () => {
    const { client, batches } = await connected(250);
    const start = Date.now();
    for (let i = 0; i < 100; i++) {
      client().deliver(STATION, station(i));
      await vi.advanceTimersByTimeAsync(10); // 100 Hz for one second
    }
    await vi.advanceTimersByTimeAsync(300);
    expect(batches.length).toBeGreaterThanOrEqual(4);
    expect(batches.length).toBeLessThanOrEqual(6); // 1000 ms / 250 ms, plus leading and trailing
    expect(batches.at(-1)!.topics).toEqual([
      { topic: STATION, value: makeStation({ ts: 99, pvPowerKw: 99 }), receivedAt: expect.any(Number) },
    ]);
    batches.forEach((b) => expect(b.topics.filter((t) => t.topic === STATION)).toHaveLength(1));
    expect(Date.now() - start).toBeGreaterThan(1000);
  });

  it('spaces batches by the interval, and by 1000 ms in the low-power profile', async () => {
    const { service, client, batches, times } = await connected(250);
    times.length = 0;
    for (let i = 0; i < 200; i++) {
      client().deliver(STATION, station(i));
      await vi.advanceTimersByTimeAsync(10);
    }
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(250);

    await service.setDeliveryInterval(1000);
    batches.length = 0;
    times.length = 0;
    for (let i = 0; i < 400; i++) {
      client().deliver(STATION, station(i));
      await vi.advanceTimersByTimeAsync(10);
    }
    const slow = times.slice(2).map((t, i) => t - times[i + 1]);
    expect(Math.min(...slow)).toBeGreaterThanOrEqual(1000);
    expect(batches.length).toBeLessThanOrEqual(5);
  });

  it('delivers every message at once with interval 0 (inline mode)', async () => {
    const { client, batches } = await connected(0);
    for (let i = 0; i < 10; i++) client().deliver(STATION, station(i));
    expect(batches.map((b) => (b.topics[0].value as { ts: number }).ts)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('delivers nothing while hidden and a full batch on return', async () => {
    const { service, client, batches } = await connected();
    await service.subscribe(topics.pv('WZ001'));
    client().deliver(topics.pv('WZ001'), JSON.stringify(makePv({ ts: 1 })));
    await vi.advanceTimersByTimeAsync(500);
    await service.setVisible(false);
    batches.length = 0;
    for (let i = 0; i < 50; i++) {
      client().deliver(STATION, station(i));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(batches).toEqual([]);
    await service.setVisible(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(batches).toHaveLength(1);
    expect(batches[0].topics.map((t) => t.topic).sort()).toEqual([topics.pv('WZ001'), STATION].sort());
    expect(batches[0].topics.find((t) => t.topic === STATION)!.value).toEqual(
      makeStation({ ts: 49, pvPowerKw: 49 }),
    );
  });

  it('keeps the last good value when a corrupt or wrongly shaped message arrives', async () => {
    const { service, client, batches } = await connected();
    client().deliver(STATION, station(7));
    await vi.advanceTimersByTimeAsync(300);
    batches.length = 0;
    client().deliver(STATION, 'not json');
    client().deliver(STATION, '[1,2,3]');
    client().deliver(STATION, new Uint8Array(5 * 1024 * 1024));
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([]);
    const d = await service.diagnostics();
    expect(d).toMatchObject({ messages: 4, decodeErrors: 0, shapeErrors: 2, droppedOversize: 1 });
    await service.setVisible(false);
    await service.setVisible(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(batches[0].topics[0].value).toEqual(makeStation({ ts: 7, pvPowerKw: 7 }));
  });

  it('turns cluster topics into typed arrays with the summary computed, topology only when it changes', async () => {
    const { service, client, batches } = await connected();
    await service.subscribe(topics.allClusters('WZ001'));
    client().deliver(
      topics.cluster('WZ001', 2),
      zlibJson(makeCluster(2, {}, (i) => (i === 5 ? 3500 : 3300 + i))),
    );
    client().deliver(topics.cluster('WZ001', 1), zlibJson(makeCluster(1, { racks: 3 })));
    await vi.advanceTimersByTimeAsync(300);
    const first = batches.at(-1)!.clusters!;
    expect(first.topology!.map((t) => [t.clusterNo, t.cellOffset, t.rackOffset, t.site])).toEqual([
      [1, 0, 0, 'WZ001'],
      [2, 12, 3, 'WZ001'],
    ]);
    // Rack voltage, current and SOC, 3 racks of cluster 1 then 2 of cluster 2.
    expect(first.rackFigures).toBeInstanceOf(Float64Array);
    expect([...first.rackFigures.subarray(3 * RACK_STRIDE, 4 * RACK_STRIDE)]).toEqual([400, 5, 55]);
    expect(first.rackFigures).toHaveLength(5 * RACK_STRIDE);
    expect(first.cellVoltageMv).toBeInstanceOf(Float32Array);
    expect(first.cellVoltageMv).toHaveLength(20);
    const row = first.summary.subarray(SUMMARY_STRIDE, 2 * SUMMARY_STRIDE);
    expect(row[SUMMARY_COL.clusterNo]).toBe(2);
    expect(row[SUMMARY_COL.maxCellMv]).toBe(3500);
    expect(row[SUMMARY_COL.maxCellMvIndex]).toBe(5);
    expect(row[SUMMARY_COL.minCellMv]).toBe(3300);
    expect(row[SUMMARY_COL.minCellMvIndex]).toBe(0);
    expect(row[SUMMARY_COL.spreadMv]).toBe(200);
    expect(row[SUMMARY_COL.maxTempIndex]).toBe(7);
    expect(batches.at(-1)!.topics).toEqual([]); // cluster objects are not cloned

    client().deliver(topics.cluster('WZ001', 1), zlibJson(makeCluster(1, { racks: 3, soc: 60 })));
    await vi.advanceTimersByTimeAsync(300);
    const second = batches.at(-1)!.clusters!;
    expect(second.topology).toBeUndefined();
    expect(second.topologyVersion).toBe(first.topologyVersion);
    expect(second.summary[SUMMARY_COL.soc]).toBe(60);
    expect(second.cellVoltageMv.buffer).not.toBe(first.cellVoltageMv.buffer); // fresh, transferable

    client().deliver(topics.cluster('WZ001', 1), zlibJson(makeCluster(1, { racks: 4 })));
    await vi.advanceTimersByTimeAsync(300);
    expect(batches.at(-1)!.clusters!.topology).toHaveLength(2);

    // A payload without usable rack arrays still shows its cells; its rack figures are NaN.
    client().deliver(
      topics.cluster('WZ001', 2),
      zlibJson(makeCluster(2, { rackVoltage: [1], rackSoc: undefined as unknown as number[] })),
    );
    await vi.advanceTimersByTimeAsync(300);
    const last = batches.at(-1)!.clusters!;
    const shapes = batches.findLast((b) => b.clusters?.topology)!.clusters!.topology!;
    const two = shapes.find((t) => t.clusterNo === 2)!;
    const rack1 = last.rackFigures.subarray(two.rackOffset * RACK_STRIDE, (two.rackOffset + 1) * RACK_STRIDE);
    expect(rack1[RACK_COL.voltage]).toBeNaN();
    expect(rack1[RACK_COL.current]).toBe(5);
    expect(rack1[RACK_COL.soc]).toBeNaN();
  });

  it('hands the page every cell array by transfer: the worker keeps no copy', async () => {
    const { service, client, batches } = await connected();
    await service.subscribe(topics.allClusters('WZ001'));
    client().deliver(topics.cluster('WZ001', 1), zlibJson(makeCluster(1, { racks: 3 })));
    await vi.advanceTimersByTimeAsync(300);
    const batch = batches.at(-1)!;
    const c = batch.clusters!;
    expect(batchTransferables(batch)).toEqual([
      c.summary.buffer,
      c.cellVoltageMv.buffer,
      c.cellTempDeciC.buffer,
      c.rackFigures.buffer,
    ]);
    const received = structuredClone(batch, { transfer: batchTransferables(batch) });
    expect(c.cellVoltageMv.byteLength).toBe(0); // detached on the sending side
    expect(received.clusters!.cellVoltageMv).toHaveLength(12);
    expect(batchTransferables({ seq: 1, state: 'connected', topics: [] })).toEqual([]);
  });

  it('keeps cloned metadata under 10 KiB per batch for 100 clusters of 12 × 24 cells', async () => {
    const { service, client, batches } = await connected();
    await service.subscribe(topics.allClusters('WZ001'));
    const tick = () => {
      for (let n = 1; n <= 100; n++) {
        client().deliver(
          topics.cluster('WZ001', n),
          zlibJson(makeCluster(n, { racks: 12, cellsPerRack: 24 })),
        );
      }
      client().deliver(STATION, station(Date.now()));
    };
    tick();
    await vi.advanceTimersByTimeAsync(1000);
    batches.length = 0;
    tick();
    await vi.advanceTimersByTimeAsync(1000);
    const b = batches.at(-1)!;
    expect(b.clusters!.cellVoltageMv).toHaveLength(100 * 12 * 24);
    const { summary: _s, cellVoltageMv: _v, cellTempDeciC: _t, rackFigures: _r, ...meta } = b.clusters!;
    expect(JSON.stringify({ ...b, clusters: meta }).length).toBeLessThan(10 * 1024);
  });

  it('forgets topics and clusters when their last user leaves', async () => {
    const { service, client, batches } = await connected();
    await service.subscribe(topics.allClusters('WZ001'));
    client().deliver(topics.cluster('WZ001', 1), zlibJson(makeCluster(1)));
    await vi.advanceTimersByTimeAsync(300);
    await service.unsubscribe(topics.allClusters('WZ001'));
    await service.unsubscribe(STATION);
    client().deliver(STATION, station(1)); // still in flight
    await vi.advanceTimersByTimeAsync(300);
    expect(batches.at(-1)!.clusters!.topology).toEqual([]);
    const d = await service.diagnostics();
    expect(d).toMatchObject({ topicCount: 0, clusterCount: 0 });
  });

  it('gives a page that names one cluster topic the decoded object as well', async () => {
    const { service, client, batches } = await connected();
    const one = topics.cluster('WZ001', 3);
    await service.subscribe(one);
    client().deliver(one, Buffer.from(zlibJson(makeCluster(3))).toString('base64'));
    await vi.advanceTimersByTimeAsync(300);
    expect(batches.at(-1)!.topics[0]).toMatchObject({ topic: one, value: { clusterNo: 3, racks: 2 } });
  });
});
