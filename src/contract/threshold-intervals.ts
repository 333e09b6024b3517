import type { ExprNode } from './threshold-expr';

/*
 * Sets of real values as sorted, disjoint, non-empty intervals with open or closed ends: the
 * values for which a threshold expression holds (the rule lint compares levels with them).
 */

/** One interval; an infinite end is always open. */
export interface Interval {
  lo: number;
  hi: number;
  loClosed: boolean;
  hiClosed: boolean;
}

/** Sorted, disjoint, non-touching, non-empty intervals. */
export type IntervalSet = readonly Interval[];

export const EVERYTHING: IntervalSet = [{ lo: -Infinity, hi: Infinity, loClosed: false, hiClosed: false }];
export const NOTHING: IntervalSet = [];

function make(lo: number, hi: number, loClosed: boolean, hiClosed: boolean): Interval {
  return { lo, hi, loClosed: loClosed && Number.isFinite(lo), hiClosed: hiClosed && Number.isFinite(hi) };
}

function isEmpty(i: Interval): boolean {
  return i.lo > i.hi || (i.lo === i.hi && !(i.loClosed && i.hiClosed));
}

/** Sorts and merges intervals that overlap or touch (`[1,2)` and `[2,3]` make `[1,3]`). */
export function normalise(list: readonly Interval[]): IntervalSet {
  const sorted = list
    .filter((i) => !isEmpty(i))
    .sort((a, b) => a.lo - b.lo || Number(b.loClosed) - Number(a.loClosed));
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && (i.lo < last.hi || (i.lo === last.hi && (i.loClosed || last.hiClosed)))) {
      if (i.hi > last.hi || (i.hi === last.hi && i.hiClosed)) {
        out[out.length - 1] = {
          ...last,
          hi: i.hi,
          hiClosed: i.hiClosed || (i.hi === last.hi && last.hiClosed),
        };
      }
    } else out.push({ ...i });
  }
  return out;
}

export function union(a: IntervalSet, b: IntervalSet): IntervalSet {
  return normalise([...a, ...b]);
}

export function complement(a: IntervalSet): IntervalSet {
  const out: Interval[] = [];
  let lo = -Infinity;
  let loClosed = false;
  for (const i of a) {
    out.push(make(lo, i.lo, loClosed, !i.loClosed));
    lo = i.hi;
    loClosed = !i.hiClosed;
  }
  out.push(make(lo, Infinity, loClosed, false));
  return normalise(out);
}

export function intersect(a: IntervalSet, b: IntervalSet): IntervalSet {
  const out: Interval[] = [];
  for (const x of a)
    for (const y of b) {
      const lo = Math.max(x.lo, y.lo);
      const hi = Math.min(x.hi, y.hi);
      const loClosed = (x.lo === lo ? x.loClosed : true) && (y.lo === lo ? y.loClosed : true);
      const hiClosed = (x.hi === hi ? x.hiClosed : true) && (y.hi === hi ? y.hiClosed : true);
      out.push(make(lo, hi, loClosed, hiClosed));
    }
  return normalise(out);
}

export function subtract(a: IntervalSet, b: IntervalSet): IntervalSet {
  return intersect(a, complement(b));
}

export function contains(set: IntervalSet, x: number): boolean {
  return set.some(
    (i) => (x > i.lo || (x === i.lo && i.loClosed)) && (x < i.hi || (x === i.hi && i.hiClosed)),
  );
}

/** Whether `inner` lies wholly inside `outer`. */
export function isInside(inner: Interval, outer: Interval): boolean {
  const loOk = inner.lo > outer.lo || (inner.lo === outer.lo && (outer.loClosed || !inner.loClosed));
  const hiOk = inner.hi < outer.hi || (inner.hi === outer.hi && (outer.hiClosed || !inner.hiClosed));
  return loOk && hiOk;
}

/** The values for which an expression holds. */
export function exprIntervals(n: ExprNode): IntervalSet {
  switch (n.kind) {
    case 'cmp': {
      const v = n.value;
      switch (n.op) {
        case '>':
          return [make(v, Infinity, false, false)];
        case '>=':
          return [make(v, Infinity, true, false)];
        case '<':
          return [make(-Infinity, v, false, false)];
        case '<=':
          return [make(-Infinity, v, false, true)];
        case '==':
          return [make(v, v, true, true)];
        case '!=':
          return [make(-Infinity, v, false, false), make(v, Infinity, false, false)];
      }
      break;
    }
    case 'not':
      return complement(exprIntervals(n.arg));
    case 'and':
      return intersect(exprIntervals(n.left), exprIntervals(n.right));
    case 'or':
      return union(exprIntervals(n.left), exprIntervals(n.right));
  }
}

/** Mathematical notation of a set: `[80, 90) ∪ (90, +∞)`; '' for the empty set. */
export function formatIntervals(set: IntervalSet): string {
  return set.map(formatInterval).join(' ∪ ');
}

export function formatInterval(i: Interval): string {
  const end = (v: number) => (v === Infinity ? '+∞' : v === -Infinity ? '-∞' : String(v));
  if (i.lo === i.hi) return `{${end(i.lo)}}`;
  return `${i.loClosed ? '[' : '('}${end(i.lo)}, ${end(i.hi)}${i.hiClosed ? ']' : ')'}`;
}
