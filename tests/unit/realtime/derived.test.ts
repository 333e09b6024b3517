import { afterEach, describe, expect, it, vi } from 'vitest';
import { topics } from '@/contract/topics';
import { derived } from '@/realtime/derived';
import { applyBatch, realtimeStore, resetRealtimeStore } from '@/realtime/realtime-store';

afterEach(() => resetRealtimeStore());

const ALARM = topics.alarm('WZ001');

describe('derived values of the realtime store (issue 34: shell readers run once, not per host)', () => {
  it('takes one store listener for every reader of a key and calls them only on a change', () => {
    const subscribe = vi.spyOn(realtimeStore, 'subscribe');
    const connection = derived('test-connection', () => realtimeStore.getState().connection);
    const calls = [0, 0, 0];
    const offs = calls.map((_, i) => connection.subscribe(() => calls[i]++));
    expect(subscribe).toHaveBeenCalledTimes(1);
    // Batches that leave the connection as it was: nobody is called.
    for (let seq = 1; seq <= 5; seq++) applyBatch({ seq, state: 'idle', topics: [] });
    applyBatch({
      seq: 6,
      state: 'idle',
      topics: [{ topic: ALARM, value: { ts: 1, active: [] }, receivedAt: 1 }],
    });
    expect(calls).toEqual([0, 0, 0]);
    applyBatch({ seq: 7, state: 'connected', topics: [] });
    expect(calls).toEqual([1, 1, 1]);
    expect(connection.get()).toBe('connected');
    offs.forEach((off) => off());
    subscribe.mockRestore();
  });
});

describe('applyBatch with touches (a repeated value crosses as its receipt)', () => {
  it('renews receivedAt and ts and keeps the value parts, so selectors find nothing changed', () => {
    const active = [{ id: '1' }];
    applyBatch(
      { seq: 1, state: 'connected', topics: [{ topic: ALARM, value: { ts: 1, active }, receivedAt: 0 }] },
      1000,
    );
    const before = realtimeStore.getState().topics[ALARM];
    applyBatch({ seq: 2, state: 'connected', topics: [], touched: [{ topic: ALARM, ts: 2 }] }, 2000);
    const after = realtimeStore.getState().topics[ALARM];
    expect(after.receivedAt).toBe(2000);
    expect(after.value).toEqual({ ts: 2, active });
    expect((after.value as { active: unknown }).active).toBe((before.value as { active: unknown }).active);
    expect(realtimeStore.getState().lastDataAt).toBe(2000);
  });

  it('writes nothing but the data time for a touch of a topic the page does not hold whole', () => {
    applyBatch({ seq: 1, state: 'connected', topics: [] }, 1000);
    const topicsBefore = realtimeStore.getState().topics;
    applyBatch(
      { seq: 2, state: 'connected', topics: [], touched: [{ topic: topics.devices('WZ001') }] },
      2000,
    );
    expect(realtimeStore.getState().topics).toBe(topicsBefore);
    expect(realtimeStore.getState().lastDataAt).toBe(2000);
  });
});
