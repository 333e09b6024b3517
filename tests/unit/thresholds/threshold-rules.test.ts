import { describe, expect, it } from 'vitest';
import { evaluateExpr } from '../../../src/contract/threshold-expr';
import { lintLevels } from '../../../src/contract/threshold-lint';
import {
  compileRule,
  defaultRule,
  POINT_IDS,
  type ThresholdRule,
  thresholdRuleSchema,
} from '../../../src/contract/threshold-rules';

const rule = (change: (r: ThresholdRule) => void): ThresholdRule => {
  const r = structuredClone(defaultRule('cellTemp'));
  change(r);
  return r;
};
const issues = (r: unknown) => {
  const parsed = thresholdRuleSchema.safeParse(r);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('threshold rule schema (shared by the form and the simulator)', () => {
  it('accepts every default rule, and their levels lint clean', () => {
    for (const point of POINT_IDS) {
      expect(issues(defaultRule(point)), point).toEqual([]);
      expect(lintLevels(defaultRule(point).levels), point).toEqual([]);
    }
  });

  it('names the level field of an invalid expression with its code, position and expected tokens', () => {
    expect(issues(rule((r) => (r.levels[1].expr = 'x>=50 &&')))).toEqual([
      ['levels.1.expr', 'expr|unexpectedEnd|8|x,number,(,!'],
    ]);
    expect(issues(rule((r) => (r.levels[0].reset = '__proto__')))).toEqual([
      ['levels.0.reset', 'expr|unexpectedToken|0|x,number,(,!'],
    ]);
  });

  it('requires an expression on an enabled level, the levels in order and whole seconds in range', () => {
    expect(issues(rule((r) => Object.assign(r.levels[2], { enabled: true, expr: ' ' })))).toEqual([
      ['levels.2.expr', 'required'],
    ]);
    expect(issues(rule((r) => r.levels.reverse()))).toHaveLength(2);
    expect(issues(rule((r) => (r.onDelayS = 1.5)))).toHaveLength(1);
    expect(issues(rule((r) => (r.offDelayS = -1)))).toHaveLength(1);
    expect(issues({ ...defaultRule('soc'), point: 'constructor' })).toHaveLength(1);
  });

  it('compiles only the enabled levels, with their reset limits', () => {
    const compiled = compileRule(
      rule((r) => {
        r.levels[0].enabled = true;
        r.onDelayS = 7;
      }),
    );
    expect(compiled.onDelayS).toBe(7);
    expect(compiled.levels.map((l) => l.level)).toEqual([1]);
    expect(evaluateExpr(compiled.levels[0].raise, 56)).toBe(true);
    expect(compiled.levels[0].reset && evaluateExpr(compiled.levels[0].reset, 49)).toBe(true);
  });
});
