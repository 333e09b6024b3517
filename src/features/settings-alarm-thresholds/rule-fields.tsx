import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form-field';
import { MAX_DELAY_S, MAX_NO_DATA_S } from '@/contract/threshold-rules';
import { ExprInput } from './expr-input';
import type { RuleForm } from './rule-form-model';
import { RuleLint } from './rule-lint';
import { RuleTester } from './rule-tester';

type Form = UseFormReturn<RuleForm, unknown, RuleForm>;

const LEVELS = [0, 1, 2] as const;

/** Levels L1–L3 (enabled, raise expression, reset limit), the delays, the lint and the tester. */
export function RuleFields({ form }: { form: Form }) {
  const { t } = useTranslation('thresholds');
  const { register, control, watch, formState } = form;
  const enabled = watch('levels').map((l) => l.enabled);
  const delayError = (name: 'onDelayS' | 'offDelayS' | 'noDataS') => formState.errors[name]?.message;
  const delay = (name: 'onDelayS' | 'offDelayS' | 'noDataS', label: string, hint: string, max: number) => (
    <TextField
      label={label}
      hint={hint}
      type="number"
      min={0}
      max={max}
      step={1}
      error={delayError(name)}
      {...register(name, { valueAsNumber: true })}
    />
  );
  return (
    <div className="space-y-3">
      <p className="text-xs text-muted">
        {t('hysteresis.reset')}: {t('hysteresis.resetHint')}
      </p>
      {LEVELS.map((i) => (
        <fieldset key={i} className="rounded-md border border-line p-2">
          <legend className="px-1 text-sm font-medium">
            <label className="inline-flex items-center gap-2">
              <input type="checkbox" className="h-4 w-4" {...register(`levels.${i}.enabled`)} />
              {t('section.enabled', { level: i + 1 })}
            </label>
          </legend>
          {/* The raise expression gets the wider column: it is usually the longer one. */}
          <div className="grid gap-x-3 sm:grid-cols-[3fr_2fr]">
            <ExprInput
              label={t('section.expr', { level: i + 1 })}
              name={`levels.${i}.expr`}
              control={control}
              register={register(`levels.${i}.expr`)}
              required={enabled[i]}
              placeholder="x>=80 && x<90"
            />
            <ExprInput
              label={t('section.reset', { level: i + 1 })}
              name={`levels.${i}.reset`}
              control={control}
              register={register(`levels.${i}.reset`)}
              required={false}
            />
          </div>
        </fieldset>
      ))}
      <div className="grid gap-x-3 sm:grid-cols-3">
        {delay('onDelayS', t('hysteresis.onDelay'), t('hysteresis.onDelayHint'), MAX_DELAY_S)}
        {delay('offDelayS', t('hysteresis.offDelay'), t('hysteresis.offDelayHint'), MAX_DELAY_S)}
        {delay('noDataS', t('hysteresis.noData'), t('hysteresis.noDataHint'), MAX_NO_DATA_S)}
      </div>
      <RuleLint control={control} />
      <RuleTester control={control} />
    </div>
  );
}
