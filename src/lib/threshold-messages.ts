import type { TFunction } from 'i18next';
import { EXPR_MAX_DEPTH, EXPR_MAX_LENGTH, type ExprError } from '@/contract/threshold-expr';
import { formatInterval, formatIntervals } from '@/contract/threshold-intervals';
import type { LintFinding } from '@/contract/threshold-lint';

/*
 * Words for the threshold grammar's errors and the rule lint's findings (thresholds namespace).
 * Positions are shown counting from 1, as a user counts characters.
 */

export function exprErrorText(t: TFunction<'thresholds'>, e: ExprError): string {
  const expected = e.expected.map((tok) => t(`expr.token.${tok}`)).join(t('expr.or'));
  const values = { pos: e.pos + 1, found: e.found, expected };
  switch (e.code) {
    case 'empty':
      return t('expr.error.empty');
    case 'tooLong':
      return t('expr.error.tooLong', { max: EXPR_MAX_LENGTH });
    case 'tooDeep':
      return t('expr.error.tooDeep', { ...values, max: EXPR_MAX_DEPTH });
    case 'unexpectedToken':
      return t('expr.error.unexpectedToken', values);
    case 'unexpectedEnd':
      return t('expr.error.unexpectedEnd', values);
    case 'badNumber':
      return t('expr.error.badNumber', values);
    case 'noVariable':
      return t('expr.error.noVariable', values);
    case 'twoVariables':
      return t('expr.error.twoVariables', values);
  }
}

export function lintFindingText(t: TFunction<'thresholds'>, f: LintFinding): string {
  const range = (s: string) => s || t('lint.everything');
  switch (f.kind) {
    case 'overlap':
      return t('lint.overlap', { a: f.a, b: f.b, range: formatIntervals(f.range) });
    case 'gap':
      return t('lint.gap', { range: formatInterval(f.range) });
    case 'empty':
      return t('lint.empty', { level: f.level });
    case 'shadowed':
      return t('lint.shadowed', { level: f.level, range: range(formatIntervals(f.range)) });
    case 'insideL1':
      return t('lint.insideL1', { range: formatInterval(f.range), outer: formatInterval(f.outer) });
  }
}
