import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrendPoint } from '../../../src/contract/realtime-api';
import { createTrendBatcher } from '../../../src/realtime/trend-batcher';

const point = (t: number): TrendPoint => ({ key: 'WZ001/1', t, values: [t] });

describe('trend batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws each point at once while the chart is short, then one batch per interval', () => {
    const batches: number[][] = [];
    const b = createTrendBatcher((ps) => batches.push(ps.map((p) => p.t)), {
      immediateBelow: 3,
      intervalMs: 5000,
    });
    let drawn = 0;
    const tick = (t: number) => {
      b.push(point(t), drawn);
      drawn = batches.flat().length;
    };
    tick(1);
    tick(2);
    tick(3);
    expect(batches).toEqual([[1], [2], [3]]);
    for (let t = 4; t <= 8; t++) {
      tick(t);
      vi.advanceTimersByTime(1000);
    }
    // Points 4..8 came a second apart; the timer set at 4 fired 5 s later with all of them.
    expect(batches).toEqual([[1], [2], [3], [4, 5, 6, 7, 8]]);
    tick(9);
    vi.advanceTimersByTime(4999);
    expect(batches.length).toBe(4);
    vi.advanceTimersByTime(1);
    expect(batches.at(-1)).toEqual([9]);
  });

  it('a reset (new window, unmount) drops the gathered points and stops the timer', () => {
    const apply = vi.fn();
    const b = createTrendBatcher(apply, { immediateBelow: 0, intervalMs: 1000 });
    b.push(point(1), 50);
    b.reset();
    vi.advanceTimersByTime(2000);
    expect(apply).not.toHaveBeenCalled();
    b.push(point(2), 50);
    b.reset();
    vi.advanceTimersByTime(2000);
    expect(apply).not.toHaveBeenCalled();
    b.push(point(3), 50);
    vi.advanceTimersByTime(1000);
    expect(apply).toHaveBeenCalledWith([point(3)]);
  });
});
