import { parseExpr } from './threshold-expr';
import {
  complement,
  exprIntervals,
  type Interval,
  type IntervalSet,
  intersect,
  isInside,
  NOTHING,
  subtract,
  union,
} from './threshold-intervals';

/*
 * Rule lint: the levels of one point compared as value sets, before saving. When several levels
 * hold for a value the most severe one (L1) is raised, so an overlap is legal but worth a word;
 * a level all of whose values are taken by more severe levels (or no value at all) is never
 * raised. The normal band is a stretch no level covers: an unbounded one when there is one, else
 * the widest; any other uncovered stretch lies between alarm ranges and is reported as a gap
 * (`x>=80 && x<90` beside `x>90` leaves 90 uncovered).
 */

/** A level's expression as the lint reads it; a blank or invalid expression is skipped. */
export interface LintLevel {
  level: 1 | 2 | 3;
  expr: string;
}

export type LintFinding =
  | { kind: 'overlap'; a: number; b: number; range: IntervalSet }
  | { kind: 'gap'; range: Interval }
  | { kind: 'empty'; level: number }
  | { kind: 'shadowed'; level: number; range: IntervalSet }
  | { kind: 'insideL1'; range: Interval; outer: Interval };

export function lintLevels(levels: readonly LintLevel[]): LintFinding[] {
  const sets = new Map<number, IntervalSet>();
  for (const l of [...levels].sort((a, b) => a.level - b.level)) {
    if (!l.expr.trim()) continue;
    const parsed = parseExpr(l.expr);
    if (parsed.ok) sets.set(l.level, union(sets.get(l.level) ?? NOTHING, exprIntervals(parsed.tree)));
  }
  const out: LintFinding[] = [];
  const ordered = [...sets.entries()].sort((a, b) => a[0] - b[0]);
  let severer: IntervalSet = NOTHING;
  for (const [level, set] of ordered) {
    if (set.length === 0) out.push({ kind: 'empty', level });
    else if (subtract(set, severer).length === 0) out.push({ kind: 'shadowed', level, range: set });
    severer = union(severer, set);
  }
  for (let i = 0; i < ordered.length; i++)
    for (let j = i + 1; j < ordered.length; j++) {
      const both = intersect(ordered[i][1], ordered[j][1]);
      if (both.length > 0) out.push({ kind: 'overlap', a: ordered[i][0], b: ordered[j][0], range: both });
    }
  const l1 = sets.get(1) ?? NOTHING;
  for (const inner of sets.get(3) ?? NOTHING) {
    const outer = l1.find((o) => isInside(inner, o));
    if (outer) out.push({ kind: 'insideL1', range: inner, outer });
  }
  for (const gap of gaps(severer)) out.push({ kind: 'gap', range: gap });
  return out;
}

/**
 * Uncovered stretches between two alarm ranges (bounded ones), less the normal band: an unbounded
 * uncovered stretch when there is one, else the widest bounded one.
 */
function gaps(covered: IntervalSet): Interval[] {
  if (covered.length === 0) return [];
  const free = complement(covered);
  const bounded = free.filter((i) => Number.isFinite(i.lo) && Number.isFinite(i.hi));
  if (bounded.length < free.length) return bounded;
  let normal = 0;
  bounded.forEach((i, k) => {
    if (i.hi - i.lo > bounded[normal].hi - bounded[normal].lo) normal = k;
  });
  return bounded.filter((_, k) => k !== normal);
}
