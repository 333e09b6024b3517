import { describe, expect, it } from 'vitest';
import { parseExpr } from '@/contract/threshold-expr';
import { lintLevels } from '@/contract/threshold-lint';
import { i18n, initI18n } from '@/lib/i18n';
import { exprErrorText, lintFindingText } from '@/lib/threshold-messages';

initI18n();
const errorOf = (src: string) => {
  const r = parseExpr(src);
  if (r.ok) throw new Error(src);
  return r.error;
};

describe('threshold messages in zh and en', () => {
  it('say where an expression is wrong (counting from 1) and what was expected', () => {
    const en = i18n.getFixedT('en', 'thresholds');
    const zh = i18n.getFixedT('zh', 'thresholds');
    expect(exprErrorText(en, errorOf('x>=80 & x<90'))).toBe(
      'Unexpected “& x<90” at position 7: expected “&&” or “||” or the end',
    );
    expect(exprErrorText(zh, errorOf('x>=80 & x<90'))).toBe('第 7 位出现“& x<90”，应为“&&”或“||”或结尾');
    expect(exprErrorText(en, errorOf('x >'))).toBe(
      'The expression ends too early at position 4: expected a number',
    );
    expect(exprErrorText(en, errorOf('x'.repeat(300)))).toBe(
      'The expression is too long (at most 200 characters)',
    );
  });

  it('word every kind of lint finding', () => {
    const en = i18n.getFixedT('en', 'thresholds');
    const [gap] = lintLevels([
      { level: 2, expr: 'x>=80 && x<90' },
      { level: 1, expr: 'x>90' },
    ]);
    expect(lintFindingText(en, gap)).toBe(
      'No level covers {90} between two alarm ranges: is a boundary missing?',
    );
    const findings = lintLevels([
      { level: 1, expr: 'x>=50 && x<=80' },
      { level: 2, expr: 'x>55 && x<60' },
      { level: 3, expr: 'x>60 && x<70 || x>5 && x<1' },
    ]);
    expect(findings.map((f) => lintFindingText(i18n.getFixedT('zh', 'thresholds'), f))).toEqual([
      'L2 永远不会触发：(55, 60) 已全部被更严重的等级覆盖',
      'L3 永远不会触发：(60, 70) 已全部被更严重的等级覆盖',
      'L1 与 L2 在 (55, 60) 重叠：该范围内触发更严重的 L1',
      'L1 与 L3 在 (60, 70) 重叠：该范围内触发更严重的 L1',
      'L3 范围 (60, 70) 位于 L1 范围 [50, 80] 之内',
    ]);
  });
});
