/** Deep equality of two decoded JSON values (objects, arrays, strings, numbers, booleans, null). */
function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra);
  if (keys.length !== Object.keys(rb).length) return false;
  for (const k of keys) if (!(k in rb) || !sameJson(ra[k], rb[k])) return false;
  return true;
}

/**
 * A message's value that repeats the previous one apart from its top-level `ts` (the station
 * stamps every message): the repeat's `ts` (undefined when the value has none), or null when the
 * value changed. The alarm set, a quiet environment card and a settings page's topics repeat
 * every second.
 */
export function repeatTs(previous: unknown, next: unknown): number | undefined | null {
  if (typeof previous !== 'object' || typeof next !== 'object' || previous === null || next === null)
    return sameJson(previous, next) ? undefined : null;
  if (Array.isArray(previous) || Array.isArray(next)) return sameJson(previous, next) ? undefined : null;
  const p = previous as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  const keys = Object.keys(n);
  if (keys.length !== Object.keys(p).length || 'ts' in p !== 'ts' in n) return null;
  for (const k of keys) if (k !== 'ts' && (!(k in p) || !sameJson(p[k], n[k]))) return null;
  return typeof n.ts === 'number' ? n.ts : undefined;
}
