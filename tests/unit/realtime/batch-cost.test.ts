import { describe, expect, it } from 'vitest';
import { createBatchCostMeter } from '@/realtime/batch-cost';

/** A fake clock and a queue of "next tasks" run by hand. */
function harness() {
  let t = 0;
  const tasks: Array<() => void> = [];
  const meter = createBatchCostMeter(
    () => t,
    (fn) => tasks.push(fn),
  );
  meter.reset(); // the bench turns the meter on before its window
  return {
    meter,
    advance: (ms: number) => (t += ms),
    runTasks: () => tasks.splice(0).forEach((f) => f()),
  };
}

describe('per-batch main-thread cost', () => {
  it('counts the handler and what runs after it until the next task (React render, effects)', () => {
    const h = harness();
    h.meter.measure(() => h.advance(2)); // the handler: 2 ms
    h.advance(3); // microtasks after it (the render): 3 ms
    h.runTasks();
    h.advance(100); // idle until the next batch: not counted
    h.meter.measure(() => h.advance(1));
    h.runTasks();
    expect(h.meter.read()).toEqual({ batches: 2, totalMs: 6, maxMs: 5 });
  });
  it('batches arriving before the span closes share it (no double count)', () => {
    const h = harness();
    h.meter.measure(() => h.advance(2));
    h.meter.measure(() => h.advance(2));
    h.runTasks();
    expect(h.meter.read()).toEqual({ batches: 2, totalMs: 4, maxMs: 4 });
  });
  it('a reset drops a span opened before it, and its late close does not cut a new span', () => {
    const h = harness();
    h.meter.measure(() => h.advance(50));
    h.meter.reset();
    h.meter.measure(() => h.advance(1));
    h.advance(2);
    h.runTasks(); // the old close runs first and must be ignored
    expect(h.meter.read()).toEqual({ batches: 1, totalMs: 3, maxMs: 3 });
  });
  it('a handler that throws still counts its batch and closes its span', () => {
    const h = harness();
    expect(() =>
      h.meter.measure(() => {
        h.advance(4);
        throw new Error('bad batch');
      }),
    ).toThrow('bad batch');
    h.runTasks();
    expect(h.meter.read()).toEqual({ batches: 1, totalMs: 4, maxMs: 4 });
  });
  it('is off until the first reset: a console nobody measures posts no task per batch', () => {
    const tasks: Array<() => void> = [];
    const meter = createBatchCostMeter(
      () => 0,
      (fn) => tasks.push(fn),
    );
    let handled = 0;
    for (let i = 0; i < 5; i++) meter.measure(() => handled++);
    expect(handled).toBe(5);
    expect(tasks).toHaveLength(0);
    expect(meter.read()).toEqual({ batches: 0, totalMs: 0, maxMs: 0 });
    meter.reset();
    meter.measure(() => handled++);
    expect(tasks).toHaveLength(1);
    expect(meter.read().batches).toBe(1);
  });
});
