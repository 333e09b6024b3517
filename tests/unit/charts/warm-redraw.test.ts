import { describe, expect, it, vi } from 'vitest';
import {
  scheduleWarmRedraw,
  warmRedraw,
  type IdleScheduler,
} from '../../../src/components/charts/warm-redraw';

/** A scheduler whose frame and idle callbacks run when the test says so. */
function manualScheduler() {
  const frames: Array<() => void> = [];
  const idles: Array<() => void> = [];
  const scheduler: IdleScheduler = {
    frame(cb) {
      frames.push(cb);
      return () => frames.splice(frames.indexOf(cb) >>> 0, 1);
    },
    idle(cb) {
      idles.push(cb);
      return () => idles.splice(idles.indexOf(cb) >>> 0, 1);
    },
  };
  const run = (list: Array<() => void>) => list.splice(0).forEach((cb) => cb());
  return { scheduler, frame: () => run(frames), idle: () => run(idles), frames, idles };
}

describe('scheduleWarmRedraw', () => {
  it('redraws once, in the idle time after the next frame (not in that frame)', () => {
    const s = manualScheduler();
    const redraw = vi.fn();
    scheduleWarmRedraw(redraw, s.scheduler);
    s.idle();
    expect(redraw).not.toHaveBeenCalled();
    s.frame();
    expect(redraw).not.toHaveBeenCalled();
    s.idle();
    expect(redraw).toHaveBeenCalledTimes(1);
    s.frame();
    s.idle();
    expect(redraw).toHaveBeenCalledTimes(1);
  });

  it('never redraws when cancelled before the frame or before the idle time', () => {
    for (const cancelAfterFrame of [false, true]) {
      const s = manualScheduler();
      const redraw = vi.fn();
      const cancel = scheduleWarmRedraw(redraw, s.scheduler);
      if (cancelAfterFrame) s.frame();
      cancel();
      expect(s.frames).toHaveLength(0);
      expect(s.idles).toHaveLength(0);
      s.frame();
      s.idle();
      expect(redraw).not.toHaveBeenCalled();
    }
  });

  it('a cancel after the redraw does nothing', () => {
    const s = manualScheduler();
    const redraw = vi.fn();
    const cancel = scheduleWarmRedraw(redraw, s.scheduler);
    s.frame();
    s.idle();
    expect(() => cancel()).not.toThrow();
    expect(redraw).toHaveBeenCalledTimes(1);
  });
});

describe('warmRedraw', () => {
  it('warms once after the first data, drops a pending redraw for newer data or a tick, and again after a reset', () => {
    const s = manualScheduler();
    const warm = warmRedraw(s.scheduler);
    const first = vi.fn();
    warm.afterData(false, first);
    expect(s.frames).toHaveLength(0);
    warm.afterData(true, first);
    // (newer data before the idle time: the pending redraw is dropped, not replaced)
    const second = vi.fn();
    warm.afterData(true, second);
    s.frame();
    s.idle();
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    warm.reset();
    warm.afterData(true, second);
    s.frame();
    s.idle();
    expect(second).toHaveBeenCalledTimes(1);
    const tick = vi.fn();
    warm.reset();
    warm.afterData(true, tick);
    warm.drop();
    s.frame();
    s.idle();
    expect(tick).not.toHaveBeenCalled();
  });
});
