import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { savePlan, strategyKeys } from '@/api/strategy';
import { FormField, TextInput } from '@/components/form-field';
import {
  PLAN_CYCLES,
  type PlanInput,
  type StrategyPlan,
  type StrategyTemplate,
} from '@/contract/api/strategy';
import { planSchema } from '@/contract/api/strategy-schema';
import { notify } from '@/lib/notify';
import { DayStrip } from './day-strip';
import { defaultPlanDates } from './plan-defaults';
import { DateField } from '@/components/date-time-field';
import { FormActions, StripDay } from './form-parts';
import { selectClass, validationText } from './messages';
import { DayPicker } from './weekday-picker';

const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const num = (v: unknown) => (v === '' || v === null || v === undefined ? NaN : Number(v));

export interface PlanFormProps {
  site: string;
  initial: StrategyPlan | null;
  plans: readonly StrategyPlan[];
  templates: readonly StrategyTemplate[];
  today: string;
  readOnly: boolean;
  onDone: () => void;
  /** A new plan's starting values (a template just delivered and scheduled in the same flow). */
  preset?: Partial<PlanInput>;
  /** The template just delivered that this new plan schedules: the heading says so. */
  scheduling?: string;
}

/** Add or edit a plan; the day strip shows the outcome, this plan included, before saving. */
export function PlanForm({
  site,
  initial,
  plans,
  templates,
  today,
  readOnly,
  onDone,
  preset,
  scheduling,
}: PlanFormProps) {
  const { t } = useTranslation('strategy');
  const client = useQueryClient();
  const [day, setDay] = useState(today);
  const { register, control, handleSubmit, formState } = useForm<PlanInput>({
    resolver: zodResolver(planSchema),
    defaultValues: initial ?? {
      name: '',
      ...defaultPlanDates(today),
      templateId: '',
      cycle: 'daily',
      weekdays: [],
      monthDays: [],
      priority: 1,
      ...preset,
    },
  });
  const errors = formState.errors;
  const draft = useWatch({ control }) as PlanInput;
  const save = useMutation({
    mutationFn: (v: PlanInput) => savePlan(site, { ...v, id: initial?.id }),
    onSuccess: () => {
      notify.success(t('plan.saved'));
      void client.invalidateQueries({ queryKey: strategyKeys.plans(site) });
      onDone();
    },
  });
  const submit = handleSubmit((v) => {
    if (!save.isPending) save.mutate(v);
  });
  const err = (e: FieldError | undefined) => validationText(t, e?.message);
  const draftId = initial?.id ?? '__draft__';
  const withDraft = [
    ...plans.filter((p) => p.id !== draftId),
    { ...draft, id: draftId, updatedAt: '9999', name: draft.name || t('plan.add') },
  ];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="plan-form-title" className="space-y-4">
      <div>
        <h2 id="plan-form-title" className="text-base font-semibold">
          {initial
            ? t('plan.edit')
            : scheduling !== undefined
              ? t('plan.scheduleHeading', { name: scheduling })
              : t('plan.add')}
        </h2>
        {scheduling !== undefined && !initial ? (
          <p className="text-sm text-muted">{t('plan.scheduleHint')}</p>
        ) : null}
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField label={t('plan.name')} required error={err(errors.name)}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              readOnly={readOnly}
              {...register('name')}
            />
          )}
        </FormField>
        <FormField label={t('plan.template')} required error={err(errors.templateId)}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={selectClass}
              disabled={readOnly}
              {...register('templateId')}
            >
              <option value="">{t('plan.chooseTemplate')}</option>
              {templates.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('plan.priority')} required error={err(errors.priority)}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              inputMode="numeric"
              aria-describedby={describedBy}
              invalid={invalid}
              readOnly={readOnly}
              {...register('priority', { setValueAs: num })}
            />
          )}
        </FormField>
        <DateField
          control={control}
          name="startDate"
          label={t('plan.startDate')}
          required
          error={err(errors.startDate)}
          readOnly={readOnly}
        />
        <DateField
          control={control}
          name="endDate"
          label={t('plan.endDate')}
          required
          error={err(errors.endDate)}
          readOnly={readOnly}
        />
        <FormField label={t('plan.cycle')} required error={err(errors.cycle)}>
          {({ id, describedBy }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              className={selectClass}
              disabled={readOnly}
              {...register('cycle')}
            >
              {PLAN_CYCLES.map((c) => (
                <option key={c} value={c}>
                  {t(`plan.cycles.${c}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {draft.cycle === 'weekly' ? (
        <Controller
          control={control}
          name="weekdays"
          render={({ field, fieldState }) => (
            <div>
              <DayPicker
                legend={t('plan.weekdays')}
                value={field.value}
                onChange={field.onChange}
                disabled={readOnly}
                invalid={!!fieldState.error}
              />
              {fieldState.error ? (
                <p role="alert" className="text-xs text-danger">
                  {err(fieldState.error)}
                </p>
              ) : null}
            </div>
          )}
        />
      ) : null}
      {draft.cycle === 'monthly' ? (
        <Controller
          control={control}
          name="monthDays"
          render={({ field, fieldState }) => (
            <div>
              <DayPicker
                legend={t('plan.monthDays')}
                days={MONTH_DAYS}
                value={field.value}
                onChange={field.onChange}
                disabled={readOnly}
                invalid={!!fieldState.error}
              />
              {fieldState.error ? (
                <p role="alert" className="text-xs text-danger">
                  {err(fieldState.error)}
                </p>
              ) : null}
            </div>
          )}
        />
      ) : null}
      <section className="space-y-2 rounded-md border border-line p-3">
        <StripDay day={day} today={today} onDay={setDay} hint={t('plan.stripHint')} />
        <DayStrip day={day} plans={withDraft} templates={templates} />
      </section>
      <FormActions readOnly={readOnly} saving={save.isPending} onDone={onDone} />
    </form>
  );
}
