import type { TFunction } from 'i18next';
import type { SchemaIssue } from '@/components/crud/schema-resolver';
import type { ThresholdRow, ThresholdRule } from '@/contract/api/threshold';
import type { ExpectedToken, ExprError, ExprErrorCode } from '@/contract/threshold-expr';
import { MAX_DELAY_S, MAX_NO_DATA_S } from '@/contract/threshold-rules';
import { exprErrorText } from '@/lib/threshold-messages';

/** The edit form's values: the rule's own fields (the row's names and unit are not sent). */
export type RuleForm = ThresholdRule;

export function toForm(row: ThresholdRow): RuleForm {
  return {
    point: row.point,
    levels: row.levels.map((l) => ({ ...l })),
    onDelayS: row.onDelayS,
    offDelayS: row.offDelayS,
    noDataS: row.noDataS,
  };
}

/** The typed values as the schema reads them (an emptied number field is NaN: refused). */
export function toRule(values: RuleForm): ThresholdRule {
  return {
    point: values.point,
    levels: values.levels.map((l) => ({ level: l.level, enabled: l.enabled, expr: l.expr, reset: l.reset })),
    onDelayS: Number(values.onDelayS),
    offDelayS: Number(values.offDelayS),
    noDataS: Number(values.noDataS),
  };
}

/** The schema's `expr|<code>|<position>|<expected,...>` message read back as a parser error. */
function exprIssue(message: string): ExprError | null {
  const [kind, code, pos, expected] = message.split('|');
  if (kind !== 'expr' || code === undefined) return null;
  return {
    code: code as ExprErrorCode,
    pos: Number(pos),
    expected: (expected ? expected.split(',') : []) as ExpectedToken[],
    found: '',
  };
}

/** Words for a schema issue of the rule (the fields show their own expression errors live). */
export function ruleIssueText(t: TFunction<'thresholds'>, issue: SchemaIssue): string {
  const expr = exprIssue(issue.message);
  if (expr) return exprErrorText(t, expr);
  if (issue.message === 'required') return t('expr.error.empty');
  const field = issue.path.at(-1);
  return t('section.delayRange', { max: field === 'noDataS' ? MAX_NO_DATA_S : MAX_DELAY_S });
}
