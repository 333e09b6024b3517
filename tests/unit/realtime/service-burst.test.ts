import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { topics } from '@/contract/topics';
import { startService } from './fakes';
import { makeStation } from './payloads';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RealtimeService delivery of the station’s 1 Hz bursts', () => {
  it('delivers one burst of topics spread over less than the interval as one batch', async () => {
    const s = await startService({ deliveryIntervalMs: 250 });
    const names = Array.from({ length: 20 }, (_, i) => topics.station(`S${i}`));
    for (const n of names) await s.service.subscribe(n);
    s.client().emit('connect');
    await vi.advanceTimersByTimeAsync(1000);
    s.batches.length = 0;
    for (let tick = 0; tick < 3; tick++) {
      // The simulator publishes every topic of a second within ~200 ms.
      for (const n of names) {
        s.client().deliver(n, JSON.stringify(makeStation({ ts: tick, pvPowerKw: tick })));
        await vi.advanceTimersByTimeAsync(10);
      }
      await vi.advanceTimersByTimeAsync(800);
    }
    expect(s.batches).toHaveLength(3);
    for (const b of s.batches) expect(b.topics).toHaveLength(names.length);
  });
});
