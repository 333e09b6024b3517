/**
 * Main-thread time per realtime batch (ARCHITECTURE §6: ≤ 5 ms at the panel-PC speed). A batch's
 * cost is the handler itself (store merge, frame listeners, charts' update()) plus what React does
 * for it before the thread is free again: store updates render in a microtask and their effects
 * right after, all before the next task. So a span opens when a batch arrives and closes in the
 * next task the meter posts; batches arriving before it closes share the span. The span is wall
 * time, so a task of something else interleaved in it would count too: an upper bound.
 * The meter costs a task per batch of its own, so it is off until someone reads it: the first
 * reset() (the bench's, before its window) turns it on; a console nobody measures pays nothing.
 */
export interface BatchCostReading {
  /** Batches handled since the last reset. */
  batches: number;
  /** Main-thread time of their spans, ms. */
  totalMs: number;
  /** The longest span, ms. */
  maxMs: number;
}

export interface BatchCostMeter {
  /** Runs one batch's handler, inside the accounting once a reset() turned the meter on. */
  measure(fn: () => void): void;
  read(): BatchCostReading;
  reset(): void;
}

export function createBatchCostMeter(
  now: () => number,
  /** Calls `fn` in a later task (after this task's microtasks). */
  nextTask: (fn: () => void) => void,
): BatchCostMeter {
  let on = false;
  let batches = 0;
  let totalMs = 0;
  let maxMs = 0;
  let spanStart: number | null = null;
  let span = 0;
  const close = (id: number) => {
    if (spanStart === null || id !== span) return;
    const d = Math.max(0, now() - spanStart);
    spanStart = null;
    totalMs += d;
    if (d > maxMs) maxMs = d;
  };
  return {
    measure(fn) {
      if (!on) return fn();
      batches++;
      if (spanStart === null) {
        spanStart = now();
        const id = ++span;
        nextTask(() => close(id));
      }
      fn();
    },
    read: () => ({ batches, totalMs, maxMs }),
    reset() {
      on = true;
      batches = 0;
      totalMs = 0;
      maxMs = 0;
      // A span open across the reset belongs to a batch before it: dropped, its close ignored.
      spanStart = null;
      span++;
    },
  };
}

/** A task after the current one: a MessageChannel message (no 4 ms timer clamp, not throttled). */
function postTask(): (fn: () => void) => void {
  if (typeof MessageChannel === 'undefined') return (fn) => setTimeout(fn, 0);
  const channel = new MessageChannel();
  const queue: Array<() => void> = [];
  channel.port1.onmessage = () => queue.shift()?.();
  return (fn) => {
    queue.push(fn);
    channel.port2.postMessage(null);
  };
}

/** The console's meter, around the realtime client's batch handler. */
export const batchCost: BatchCostMeter = createBatchCostMeter(() => performance.now(), postTask());
