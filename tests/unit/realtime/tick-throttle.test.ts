import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTickThrottle } from '../../../src/realtime/tick-throttle';

const MINUTE = 60_000;

describe('tick throttle (issue 34: a live day chart redraws at most every 5 s within a minute)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the first tick at once, then the latest once per interval', () => {
    const drawn: number[] = [];
    const th = createTickThrottle((v: number) => drawn.push(v), { intervalMs: 5000 });
    th.push(0, 1);
    expect(drawn).toEqual([1]);
    for (let v = 2; v <= 11; v++) {
      vi.advanceTimersByTime(1000);
      th.push(0, v);
    }
    // Tick v comes at (v - 1) s: the timer set by tick 2 fires at 5 s with tick 5 (the latest),
    // the next at 10 s with tick 10; tick 11 waits.
    expect(drawn).toEqual([1, 5, 10]);
  });

  it('draws a new minute at once, after the last value of the minute before', () => {
    const drawn: Array<[number, number]> = [];
    const th = createTickThrottle((p: [number, number]) => drawn.push(p), { intervalMs: 5000 });
    th.push(0, [0, 1]);
    vi.advanceTimersByTime(1000);
    th.push(0, [0, 2]);
    vi.advanceTimersByTime(1000);
    th.push(MINUTE, [MINUTE, 3]);
    expect(drawn).toEqual([
      [0, 1],
      [0, 2],
      [MINUTE, 3],
    ]);
    vi.advanceTimersByTime(10_000);
    expect(drawn).toHaveLength(3);
  });

  it('draws nothing after reset', () => {
    const drawn: number[] = [];
    const th = createTickThrottle((v: number) => drawn.push(v), { intervalMs: 5000 });
    th.push(0, 1);
    th.push(0, 2);
    th.reset();
    vi.advanceTimersByTime(10_000);
    expect(drawn).toEqual([1]);
  });
});
