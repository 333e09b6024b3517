// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeBatch } from '@/contract/realtime-api';
import { topics } from '@/contract/topics';
import {
  applyBatch,
  fieldKey,
  keyedListenerCount,
  realtimeStore,
  resetRealtimeStore,
  subscribeKey,
  subscribeKeys,
  topicKey,
  viewKey,
} from '@/realtime/realtime-store';

vi.mock('@/realtime/realtime-client', () => ({
  realtimeClient: { subscribe: () => {}, unsubscribe: () => {} },
}));

const { useTopic } = await import('@/realtime/use-topic');
const { useTopicSelect } = await import('@/realtime/use-topic-select');
const { useTopicStale } = await import('@/realtime/use-freshness');
const { useConnectionAge } = await import('@/realtime/use-connection-age');
const { useOffline } = await import('@/realtime/use-offline');
const { useClusterSummaries } = await import('@/realtime/use-clusters');
const { useStationSilence } = await import('@/realtime/use-device-reporting');
const { useRealtimeField } = await import('@/realtime/use-field');

const SITE = 'WZ001';
const READ = topics.alarm(SITE);
const OTHER = topics.station(SITE);
const T0 = Date.UTC(2026, 10, 27, 8, 0, 0);

let seq = 0;
function batchOf(topic: string, value: unknown, extra: Partial<RealtimeBatch> = {}): RealtimeBatch {
  return { seq: ++seq, state: 'connected', topics: [{ topic, value, receivedAt: Date.now() }], ...extra };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  resetRealtimeStore();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('keyed store notifications (issue 34: a batch calls only the readers of what it changed)', () => {
  it('calls a key listener only for a write that replaced its part', () => {
    const calls = { read: 0, other: 0, clusters: 0, connection: 0, view: 0, both: 0 };
    const offs = [
      subscribeKey(topicKey(READ), () => calls.read++),
      subscribeKey(topicKey(OTHER), () => calls.other++),
      subscribeKey(fieldKey('clusters'), () => calls.clusters++),
      subscribeKey(fieldKey('connection'), () => calls.connection++),
      subscribeKey(viewKey('v1'), () => calls.view++),
      subscribeKeys([topicKey(READ), topicKey(OTHER)], () => calls.both++),
    ];
    act(() => applyBatch(batchOf(OTHER, { p: 1 })));
    expect(calls).toEqual({ read: 0, other: 1, clusters: 0, connection: 1, view: 0, both: 1 });
    // Another value of OTHER, the same connection: only OTHER's readers.
    applyBatch(batchOf(OTHER, { p: 2 }));
    expect(calls).toEqual({ read: 0, other: 2, clusters: 0, connection: 1, view: 0, both: 2 });
    // Both topics in one write: the listener on both keys is called once.
    applyBatch({
      ...batchOf(READ, { a: 1 }),
      topics: [...batchOf(READ, { a: 1 }).topics, ...batchOf(OTHER, 3).topics],
    });
    expect(calls).toEqual({ read: 1, other: 3, clusters: 0, connection: 1, view: 0, both: 3 });
    applyBatch({ seq: ++seq, state: 'connected', topics: [], views: [{ id: 'v1', json: '1' }] });
    expect(calls.view).toBe(1);
    // A touch renews READ's receipt: its readers are told (ages), OTHER's are not.
    applyBatch({ seq: ++seq, state: 'connected', topics: [], touched: [{ topic: READ }] });
    expect([calls.read, calls.other]).toEqual([2, 3]);
    // A write outside applyBatch (logout) tells every key whose part it replaced.
    resetRealtimeStore();
    expect(calls).toEqual({ read: 3, other: 4, clusters: 0, connection: 2, view: 2, both: 5 });
    offs.forEach((off) => off());
    expect(keyedListenerCount()).toBe(0);
  });

  it('a batch that changes nothing the mounted live hooks read calls no store listener and renders nothing', () => {
    // Every listener given to the store's own (every-write) subscribe is counted.
    let storeCalls = 0;
    const subscribe = realtimeStore.subscribe;
    const spy = vi
      .spyOn(realtimeStore, 'subscribe')
      .mockImplementation((l) => subscribe((s, p) => (storeCalls++, l(s, p))));
    const pickA = (v: { a?: number } | undefined) => v?.a ?? null;
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return [
        useTopic<{ a: number }>(READ).value?.a,
        useTopicSelect(READ, pickA),
        useTopicStale(READ, 60_000),
        useConnectionAge().state,
        useOffline().offline,
        useClusterSummaries(SITE).summary.length,
        useStationSilence(SITE),
        useRealtimeField('trafficMonitoring'),
        useRealtimeField('traffic')?.totalIn,
      ];
    });
    act(() => applyBatch(batchOf(READ, { a: 1 })));
    expect(result.current[0]).toBe(1);
    const before = { renders, storeCalls };
    // Five batches of a topic none of them reads, connected all along, data fresh.
    for (let i = 0; i < 5; i++)
      act(() => {
        vi.advanceTimersByTime(1000);
        applyBatch(batchOf(OTHER, { p: i }));
      });
    expect({ renders, storeCalls }).toEqual(before);
    // A batch that changes what they read still renders.
    act(() => applyBatch(batchOf(READ, { a: 2 })));
    expect(result.current.slice(0, 2)).toEqual([2, 2]);
    expect(renders).toBe(before.renders + 1);
    // The traffic figures (header) come when flow monitoring counts.
    const traffic = { bytesIn: 1, bytesOut: 1, totalIn: 5, totalOut: 1 };
    act(() => applyBatch({ ...batchOf(OTHER, { p: 9 }), traffic }));
    expect(result.current[8]).toBe(5);
    spy.mockRestore();
  });

  it('keeps telling offline and a lost connection, though no topic a reader holds changed', () => {
    const { result } = renderHook(() => [useConnectionAge(), useOffline().offline] as const);
    act(() => applyBatch(batchOf(OTHER, 1)));
    expect(result.current[1]).toBe(false);
    act(() => applyBatch({ seq: ++seq, state: 'reconnecting', topics: [] }));
    expect(result.current[0].state).toBe('reconnecting');
    expect(result.current[1]).toBe(true);
    act(() => applyBatch(batchOf(OTHER, 2)));
    expect(result.current[1]).toBe(false);
    // No batch for 11 s: the clock alone turns the data offline.
    act(() => {
      vi.advanceTimersByTime(11_000);
    });
    expect(result.current[1]).toBe(true);
    expect(result.current[0].ageSeconds).toBeGreaterThanOrEqual(10);
  });
});
