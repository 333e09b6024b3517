import { exceedsRange, type RangeLimit } from '@/contract/api/data';

/** `yyyy-MM-dd HH:mm[:ss]` (or the input's `yyyy-MM-ddTHH:mm`) as comparable milliseconds (both ends are in the station's zone). */
function textMs(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)) : null;
}

/** What is wrong with a range before any call: nothing, a missing/reversed end, or the limit. */
export function rangeProblem(limit: RangeLimit, start: string, end: string): 'range' | RangeLimit | null {
  const a = textMs(start);
  const b = textMs(end);
  if (a === null || b === null || a > b) return 'range';
  return exceedsRange(limit, a, b) ? limit : null;
}
