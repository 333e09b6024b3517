import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { TopicValue } from '../contract/realtime-api';
import { realtimeStore } from './realtime-store';
import { useTopicKey, useTopicSubscription } from './use-topic';

/** Equal when both are the same value, or objects/arrays with the same keys and Object.is values. */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && Object.is(ra[k], rb[k]));
}

/**
 * A part of a topic's latest value (registered while mounted), kept with the same identity while
 * `isEqual` finds it unchanged: the caller renders only when what it shows changed, not with every
 * batch (issue 34: a station message re-rendered the whole overview). `select` gets the value
 * (undefined before the first message); keep it stable (module level or useCallback).
 */
export function useTopicSelect<T, S>(
  topic: string | null,
  select: (value: T | undefined) => S,
  isEqual: (a: S, b: S) => boolean = shallowEqual,
): S {
  useTopicSubscription(topic);
  const cache = useRef<{ entry: TopicValue | undefined; select: unknown; selected: S } | null>(null);
  const read = useCallback((): S => {
    const entry = topic ? realtimeStore.getState().topics[topic] : undefined;
    const c = cache.current;
    if (c && c.entry === entry && c.select === select) return c.selected;
    const next = select(entry?.value as T | undefined);
    if (c && c.select === select && isEqual(c.selected, next)) {
      c.entry = entry;
      return c.selected;
    }
    cache.current = { entry, select, selected: next };
    return next;
  }, [topic, select, isEqual]);
  return useSyncExternalStore(useTopicKey(topic), read, read);
}
