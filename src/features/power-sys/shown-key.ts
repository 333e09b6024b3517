/**
 * What a memoised card shows, as one text, computed once per value object (issue 34): live
 * figures move in their last binary digits with every message, so comparing raw numbers renders
 * a card whose every text stays the same. A comparator that compares these keys renders it only
 * when something it shows changed. `context` is what else the text depends on (limits, words);
 * a key made under another context is made again.
 */
export function shownKeys<T extends object, C>(make: (value: T, context: C) => string) {
  const cache = new WeakMap<T, { context: C; key: string }>();
  return (value: T, context: C): string => {
    const hit = cache.get(value);
    if (hit && hit.context === context) return hit.key;
    const key = make(value, context);
    cache.set(value, { context, key });
    return key;
  };
}
