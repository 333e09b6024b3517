import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateExpr, parseExpr } from '../../../src/contract/threshold-expr';
import {
  complement,
  contains,
  exprIntervals,
  formatIntervals,
  intersect,
  union,
} from '../../../src/contract/threshold-intervals';
import { lintLevels, type LintFinding } from '../../../src/contract/threshold-lint';

const set = (src: string) => {
  const r = parseExpr(src);
  if (!r.ok) throw new Error(src);
  return exprIntervals(r.tree);
};
const text = (src: string) => formatIntervals(set(src));
const kinds = (f: LintFinding[]) => f.map((x) => x.kind).sort();

describe('threshold expressions as value intervals', () => {
  it('turns comparisons, &&, || and ! into intervals with the right open and closed ends', () => {
    expect(text('x>=80 && x<90')).toBe('[80, 90)');
    expect(text('x<=10 || x>20')).toBe('(-∞, 10] ∪ (20, +∞)');
    expect(text('x!=5')).toBe('(-∞, 5) ∪ (5, +∞)');
    expect(text('x==5')).toBe('{5}');
    expect(text('!(x>=80 && x<90)')).toBe('(-∞, 80) ∪ [90, +∞)');
    expect(text('x>=1 && x<2 || x>=2 && x<=3')).toBe('[1, 3]');
    expect(text('x>5 && x<5')).toBe('');
    expect(text('x>5 || !(x>5)')).toBe('(-∞, +∞)');
  });

  it('agrees with the evaluator on random expressions and values', () => {
    const exprs = [
      'x>=80 && x<90 || x==100',
      '!(x<0 || x>10) && x!=5',
      'x<=-1.5 || !(x<3) && x<7',
      '!!(x==0)',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...exprs),
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -20, max: 120 }),
        (src, x) => {
          const r = parseExpr(src);
          return r.ok && contains(exprIntervals(r.tree), x) === evaluateExpr(r.tree, x);
        },
      ),
    );
    for (const src of exprs)
      for (const x of [-1.5, 0, 3, 5, 7, 10, 80, 90, 100]) {
        const r = parseExpr(src);
        if (r.ok) expect(contains(exprIntervals(r.tree), x), `${src} at ${x}`).toBe(evaluateExpr(r.tree, x));
      }
  });

  it('unions, intersections and complements are consistent', () => {
    const a = set('x>=1 && x<=4');
    const b = set('x>3 && x<9');
    expect(formatIntervals(union(a, b))).toBe('[1, 9)');
    expect(formatIntervals(intersect(a, b))).toBe('(3, 4]');
    expect(formatIntervals(complement(complement(a)))).toBe('[1, 4]');
  });
});

describe('rule lint', () => {
  it('finds the gap the spec-style rules leave at 90', () => {
    const findings = lintLevels([
      { level: 2, expr: 'x>=80 && x<90' },
      { level: 1, expr: 'x>90' },
    ]);
    expect(findings).toEqual([{ kind: 'gap', range: { lo: 90, hi: 90, loClosed: true, hiClosed: true } }]);
  });

  it('has nothing to say about a clean three-level ladder or a two-sided band', () => {
    expect(
      lintLevels([
        { level: 3, expr: 'x>=45 && x<55' },
        { level: 2, expr: 'x>=55 && x<65' },
        { level: 1, expr: 'x>=65' },
      ]),
    ).toEqual([]);
    expect(
      lintLevels([
        { level: 2, expr: 'x<2900 || x>3600' },
        { level: 1, expr: 'x<2800 || x>3650' },
      ]).map((f) => f.kind),
    ).toEqual(['overlap']);
    // A band in the middle of the range leaves two unbounded normal stretches: no gap.
    expect(lintLevels([{ level: 1, expr: 'x>=40 && x<=60' }])).toEqual([]);
  });

  it('reports overlaps between levels with the shared range', () => {
    const [overlap] = lintLevels([
      { level: 2, expr: 'x>=50 && x<=70' },
      { level: 1, expr: 'x>=60' },
    ]);
    expect(overlap).toMatchObject({ kind: 'overlap', a: 1, b: 2 });
    expect(overlap.kind === 'overlap' && formatIntervals(overlap.range)).toBe('[60, 70]');
  });

  it('reports a level no value can raise, empty or covered by more severe levels', () => {
    expect(kinds(lintLevels([{ level: 2, expr: 'x>5 && x<3' }]))).toEqual(['empty']);
    expect(
      kinds(
        lintLevels([
          { level: 1, expr: 'x>50' },
          { level: 2, expr: 'x>60' },
        ]),
      ),
    ).toEqual(['overlap', 'shadowed']);
  });

  it('reports an L3 range inside an L1 range', () => {
    const findings = lintLevels([
      { level: 1, expr: 'x>=50 && x<=80' },
      { level: 3, expr: 'x>60 && x<70 || x>90' },
    ]);
    expect(kinds(findings)).toEqual(['gap', 'insideL1', 'overlap']);
    const inside = findings.find((f) => f.kind === 'insideL1');
    expect(inside).toMatchObject({ range: { lo: 60, hi: 70 }, outer: { lo: 50, hi: 80 } });
  });

  it('skips blank and invalid expressions (the form reports those itself)', () => {
    expect(
      lintLevels([
        { level: 1, expr: '' },
        { level: 2, expr: 'x>' },
        { level: 3, expr: 'x>1' },
      ]),
    ).toEqual([]);
  });
});
