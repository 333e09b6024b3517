import { subscribeNow } from './now-ticker';
import { realtimeStore, subscribeKeys, type StoreKey } from './realtime-store';

/**
 * A value computed from the realtime store and the shared 1 s clock, shared by every component
 * that reads it under the same key (issue 34): one store listener per key, not one per component,
 * and its subscribers are called only when the value changes (Object.is). The shell's connection,
 * offline and alarm-staleness readers each ran on every batch in every host; now they run once.
 */
export interface Derived<T> {
  subscribe: (listener: () => void) => () => void;
  get: () => T;
}

interface Entry {
  compute: () => unknown;
  /** The parts of the store compute reads (null: any write may change it). */
  keys: readonly StoreKey[] | null;
  value: unknown;
  listeners: Set<() => void>;
  detach: (() => void) | null;
}

const entries = new Map<string, Entry>();

function attach(e: Entry): void {
  const update = () => {
    const next = e.compute();
    if (Object.is(next, e.value)) return;
    e.value = next;
    for (const l of [...e.listeners]) l();
  };
  const a = e.keys ? subscribeKeys(e.keys, update) : realtimeStore.subscribe(update);
  const b = subscribeNow(update);
  e.detach = () => {
    a();
    b();
  };
}

/**
 * The shared value under `key`; `compute` must give the same result for the same key (the first
 * one given is kept while anyone subscribes) and a primitive (getSnapshot compares by Object.is).
 * `keys` names the parts of the store `compute` reads: it then runs only after writes that replaced
 * one of them (and on the clock's ticks), not after every batch.
 */
export function derived<T>(key: string, compute: () => T, keys?: readonly StoreKey[]): Derived<T> {
  const entry = (): Entry => {
    let e = entries.get(key);
    if (!e)
      entries.set(
        key,
        (e = { compute, keys: keys ?? null, value: compute(), listeners: new Set(), detach: null }),
      );
    return e;
  };
  return {
    subscribe(listener) {
      const e = entry();
      e.listeners.add(listener);
      if (!e.detach) {
        e.value = e.compute();
        attach(e);
      }
      return () => {
        e.listeners.delete(listener);
        if (e.listeners.size > 0) return;
        e.detach?.();
        e.detach = null;
        entries.delete(key);
      };
    },
    // Read afresh (keep values primitive): a render between a store write and this key's
    // listener sees the new value, and the listener still tells every subscriber.
    get: compute,
  };
}
