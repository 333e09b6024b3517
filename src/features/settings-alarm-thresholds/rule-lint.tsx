import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lintLevels } from '@/contract/threshold-lint';
import { lintFindingText } from '@/lib/threshold-messages';
import type { RuleForm } from './rule-form-model';

/** The rule lint of the enabled levels as typed: overlaps, gaps, unreachable levels, L3 inside L1. */
export function RuleLint({ control }: { control: Control<RuleForm, unknown, RuleForm> }) {
  const { t } = useTranslation('thresholds');
  const levels = useWatch({ control, name: 'levels' }) ?? [];
  const findings = lintLevels(levels.filter((l) => l.enabled).map((l) => ({ level: l.level, expr: l.expr })));
  return (
    <section
      aria-label={t('section.lintTitle')}
      data-testid="threshold-lint"
      className={`rounded-md border p-2 text-sm ${findings.length ? 'border-warning' : 'border-line'}`}
    >
      <h3 className="mb-1 font-medium">{t('section.lintTitle')}</h3>
      {findings.length === 0 ? (
        <p className="text-muted">{t('section.lintNone')}</p>
      ) : (
        <ul role="status" className="list-disc space-y-0.5 pl-5 text-warning">
          {findings.map((f, i) => (
            <li key={i}>{lintFindingText(t, f)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
