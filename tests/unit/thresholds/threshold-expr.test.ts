import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CmpOp,
  evaluateExpr,
  EXPR_MAX_DEPTH,
  EXPR_MAX_LENGTH,
  type ExprNode,
  parseExpr,
  printExpr,
} from '../../../src/contract/threshold-expr';

const tree = (src: string): ExprNode => {
  const r = parseExpr(src);
  if (!r.ok) throw new Error(`${src}: ${JSON.stringify(r.error)}`);
  return r.tree;
};
const holds = (src: string, x: number) => evaluateExpr(tree(src), x);
const error = (src: string) => {
  const r = parseExpr(src);
  if (r.ok) throw new Error(`${src} parsed`);
  return r.error;
};

describe('threshold expressions: parsing and evaluation', () => {
  it('evaluates the spec example x>=80 && x<90 on and around its edges', () => {
    expect([79.99, 80, 85, 89.99, 90].map((x) => holds('x>=80 && x<90', x))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('knows every comparison operator, numbers on either side, decimals and negatives', () => {
    expect(holds('x > 1.5', 1.6)).toBe(true);
    expect(holds('x>=-2.5', -2.5)).toBe(true);
    expect(holds('x<-0.5', -0.4)).toBe(false);
    expect(holds('x<=0', 0)).toBe(true);
    expect(holds('x==3.65', 3.65)).toBe(true);
    expect(holds('x!=3', 3)).toBe(false);
    expect(tree('80 <= x')).toEqual({ kind: 'cmp', op: '>=', value: 80 });
    expect(holds('-10 > x', -11)).toBe(true);
  });

  it('binds && tighter than || and ! tighter than both; parentheses override', () => {
    // x<0 || (x>10 && x<20)
    expect(holds('x<0 || x>10 && x<20', 30)).toBe(false);
    expect(holds('x<0 || x>10 && x<20', -1)).toBe(true);
    // (x<0 || x>10) && x<20
    expect(holds('(x<0 || x>10) && x<20', -1)).toBe(true);
    expect(holds('(x<0 || x>10) && x<20', 15)).toBe(true);
    expect(holds('(x<0 || x>10) && x<20', 25)).toBe(false);
    expect(tree('!x>5 && x<9')).toEqual({
      kind: 'and',
      left: { kind: 'not', arg: { kind: 'cmp', op: '>', value: 5 } },
      right: { kind: 'cmp', op: '<', value: 9 },
    });
    expect(holds('!(x>5 && x<9)', 7)).toBe(false);
    expect(holds('!!(x>5)', 7)).toBe(true);
  });

  it('never holds for a missing value', () => {
    expect(holds('!(x>5)', NaN)).toBe(false);
    expect(holds('x!=1', Infinity)).toBe(false);
  });

  it('says where an expression is wrong and what was expected there', () => {
    expect(error('x>=80 &&')).toEqual({
      code: 'unexpectedEnd',
      pos: 8,
      expected: ['x', 'number', '(', '!'],
      found: '',
    });
    expect(error('x >= 80 & x < 90')).toMatchObject({ code: 'unexpectedToken', pos: 8, found: '& x < 90' });
    expect(error('x 80')).toMatchObject({ code: 'unexpectedToken', pos: 2, expected: ['operator'] });
    expect(error('x >')).toMatchObject({ code: 'unexpectedEnd', pos: 3, expected: ['number'] });
    expect(error('(x>1')).toMatchObject({ code: 'unexpectedEnd', pos: 4, expected: ['&&', '||', ')'] });
    expect(error('x>1)')).toMatchObject({ code: 'unexpectedToken', pos: 3, expected: ['&&', '||', 'end'] });
    expect(error('x>1 x<2')).toMatchObject({ code: 'unexpectedToken', pos: 4 });
    expect(error('1 < x < 2')).toMatchObject({ code: 'unexpectedToken', pos: 6 });
    expect(error('x > 1.')).toMatchObject({ code: 'badNumber', pos: 4 });
    expect(error('x > .5')).toMatchObject({ code: 'badNumber', pos: 4 });
    expect(error('x > 1e5')).toMatchObject({ code: 'badNumber', pos: 4 });
    expect(error('x > y')).toMatchObject({ code: 'unexpectedToken', pos: 4, found: 'y' });
    expect(error('x < x')).toMatchObject({ code: 'twoVariables', pos: 4 });
    expect(error('1 < 2')).toMatchObject({ code: 'noVariable', pos: 4 });
    expect(error('   ')).toMatchObject({ code: 'empty', pos: 3 });
    expect(error('x = 5')).toMatchObject({ code: 'unexpectedToken', pos: 2, found: '= 5' });
  });

  it('refuses hostile input quickly without running any of it', () => {
    const started = performance.now();
    const attempts = [
      "constructor.constructor('x')()",
      '__proto__',
      'x.constructor',
      'x>1 && this.process.exit()',
      '('.repeat(10_000) + 'x>1' + ')'.repeat(10_000),
      '!'.repeat(10_000) + 'x>1',
      'x>1 || '.repeat(150_000),
      'x'.repeat(1 << 20),
      `x>1 && (${'('.repeat(EXPR_MAX_DEPTH)}x>1${')'.repeat(EXPR_MAX_DEPTH)})`,
    ];
    const codes = attempts.map((a) => error(a).code);
    expect(performance.now() - started).toBeLessThan(200);
    expect(codes).toEqual([
      'unexpectedToken',
      'unexpectedToken',
      'unexpectedToken',
      'unexpectedToken',
      'tooLong',
      'tooLong',
      'tooLong',
      'tooLong',
      'tooDeep',
    ]);
    expect(error('constructor.constructor(1)')).toMatchObject({ pos: 0, found: 'constructor.' });
    expect(error('(((((((((((((((((((((((((((((((((((x>1)))))))))))))))))))))))))))))))))))')).toMatchObject({
      code: 'tooDeep',
      pos: EXPR_MAX_DEPTH,
    });
    expect(parseExpr('x'.repeat(EXPR_MAX_LENGTH + 1)).ok).toBe(false);
  });

  it('accepts nesting up to the depth limit', () => {
    const deep = '('.repeat(EXPR_MAX_DEPTH) + 'x>1' + ')'.repeat(EXPR_MAX_DEPTH);
    expect(holds(deep, 2)).toBe(true);
  });
});

const OPS: CmpOp[] = ['>', '>=', '<', '<=', '==', '!='];
const arbValue = fc.oneof(
  fc.integer({ min: -200, max: 200 }),
  fc.integer({ min: -20000, max: 20000 }).map((n) => n / 100),
);
const { node } = fc.letrec<{ node: ExprNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ kind: fc.constant('cmp' as const), op: fc.constantFrom(...OPS), value: arbValue }),
    fc.record({ kind: fc.constant('not' as const), arg: tie('node') }),
    fc.record({ kind: fc.constant('and' as const), left: tie('node'), right: tie('node') }),
    fc.record({ kind: fc.constant('or' as const), left: tie('node'), right: tie('node') }),
  ),
}));

describe('threshold expressions: printing and parsing agree', () => {
  it('a printed tree parses to an expression that holds for exactly the same values', () => {
    fc.assert(
      fc.property(
        node,
        fc.array(fc.oneof(arbValue, fc.double({ noNaN: true, min: -300, max: 300 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (t, xs) => {
          const text = printExpr(t);
          fc.pre(text.length <= EXPR_MAX_LENGTH);
          const back = parseExpr(text);
          if (!back.ok) return false;
          // Every comparison value of the tree is probed too (the edges are where mistakes hide).
          const probes = [...xs, ...values(t)];
          return probes.every((x) => evaluateExpr(back.tree, x) === evaluateExpr(t, x));
        },
      ),
      { numRuns: 400 },
    );
  });
});

function values(t: ExprNode): number[] {
  if (t.kind === 'cmp') return [t.value];
  if (t.kind === 'not') return values(t.arg);
  return [...values(t.left), ...values(t.right)];
}
