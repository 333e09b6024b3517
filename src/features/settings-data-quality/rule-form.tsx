import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataQualityKeys, saveIntegrityRule } from '@/api/data-quality';
import { TextField } from '@/components/form-field';
import { SettingForm } from '@/components/setting-form';
import { useSettingSave } from '@/components/use-setting-save';
import { type IntegrityRule, integrityRuleSchema } from '@/contract/api/data-quality';
import { useMayCall } from '@/stores/permissions';

type Field = keyof IntegrityRule;

/** The completeness threshold and flat-line minutes every check follows (administrators save). */
export function RuleForm({ site, rule }: { site: string; rule: IntegrityRule }) {
  const { t } = useTranslation('data');
  const qc = useQueryClient();
  const canSave = useMayCall('POST', 'tagintegrity');
  const [draft, setDraft] = useState({
    threshold: String(rule.threshold),
    flatMinutes: String(rule.flatMinutes),
  });
  const [issues, setIssues] = useState<Partial<Record<Field, string>>>({});
  const save = useSettingSave({
    save: (r: IntegrityRule) => saveIntegrityRule(site, r),
    queryKey: [...dataQualityKeys.all, 'rule', site],
    savedMessage: t('quality.rule.saved'),
    canSave,
    onSaved: () => void qc.invalidateQueries({ queryKey: dataQualityKeys.all }),
  });
  const submit = () => {
    const parsed = integrityRuleSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const i of parsed.error.issues) {
        const f = i.path[0] as Field;
        next[f] ??= t(`quality.rule.invalid.${f}`);
      }
      setIssues(next);
      return;
    }
    setIssues({});
    save.submit(parsed.data);
  };
  const field = (f: Field) => ({
    label: t(`quality.rule.${f}`),
    value: draft[f],
    inputMode: 'numeric' as const,
    error: issues[f],
    required: true,
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [f]: e.target.value })),
  });
  return (
    <SettingForm
      title={t('quality.rule.title')}
      canSave={canSave}
      saving={save.saving}
      readOnlyTitle={t('quality.rule.readOnly')}
      onSubmit={submit}
    >
      <div className="mb-3 grid gap-3">
        <TextField {...field('threshold')} hint={t('quality.rule.thresholdHint')} />
        <TextField {...field('flatMinutes')} hint={t('quality.rule.flatHint')} />
      </div>
    </SettingForm>
  );
}
