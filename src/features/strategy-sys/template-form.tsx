import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getTemplate, saveTemplate, strategyKeys } from '@/api/strategy';
import { ConflictNotice } from '@/components/crud/conflict-notice';
import { useConflict } from '@/components/crud/use-conflict';
import { FormField, TextInput } from '@/components/form-field';
import { TEMPLATE_TYPES, type StrategyTemplate, type TemplateInput } from '@/contract/api/strategy';
import { templateSchema } from '@/contract/api/strategy-schema';
import { CHARGE_MODES } from '@/contract/status';
import { notify } from '@/lib/notify';
import { DayBar } from './day-bar';
import { DateField } from '@/components/date-time-field';
import { FormActions } from './form-parts';
import { selectClass, validationText } from './messages';
import { PlanRows } from './plan-rows';
import { TariffBar } from './tariff-bar';
import { DayPicker } from './weekday-picker';

export const EMPTY_TEMPLATE: TemplateInput = {
  name: '',
  brandCode: '',
  type: 'timeOfUse',
  priority: 1,
  startDate: '',
  endDate: '',
  weekdays: [],
  socUpper: 95,
  socLower: 10,
  storageCapacityKwh: null,
  pvCapacityKwp: null,
  antiReverseFlow: true,
  dynamicCapacity: false,
  demandKw: null,
  chargeMode: 'plannedPower',
  chargeThresholdKw: null,
  dischargeThresholdKw: null,
  acEarlyOpenMin: 0,
  acLateCloseMin: 0,
  rows: [],
};

const num = (v: unknown) => (v === '' || v === null || v === undefined ? NaN : Number(v));
const optional = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

export interface TemplateFormProps {
  site: string;
  initial: StrategyTemplate | null;
  station: { pcsRatedKw: number; capacityKwh: number; soc: number };
  nowMinute: number;
  /** Today in station time (the tariff of the day). */
  today: string;
  readOnly: boolean;
  onDone: () => void;
}

/** Add or edit a template; validated by the shared schema; a failed save keeps every field. */
export function TemplateForm({
  site,
  initial,
  station,
  nowMinute,
  today,
  readOnly,
  onDone,
}: TemplateFormProps) {
  const { t } = useTranslation('strategy');
  const client = useQueryClient();
  const resolver = useMemo(() => zodResolver(templateSchema(station.pcsRatedKw)), [station.pcsRatedKw]);
  const { register, control, handleSubmit, setValue, formState, reset } = useForm<TemplateInput>({
    resolver,
    defaultValues: initial ?? EMPTY_TEMPLATE,
  });
  const errors = formState.errors;
  const rows = useWatch({ control, name: 'rows' });
  const [cap, lower, upper] = useWatch({ control, name: ['storageCapacityKwh', 'socLower', 'socUpper'] });
  // Another administrator may save this template meanwhile: a stale save answers 409.
  const conflict = useConflict(initial?.version);
  const save = useMutation({
    mutationFn: ({ v, overwrite }: { v: TemplateInput; overwrite: boolean }) =>
      saveTemplate(site, { ...v, id: initial?.id, ...conflict.send(overwrite) }),
    onSuccess: () => {
      notify.success(t('template.saved'));
      void client.invalidateQueries({ queryKey: strategyKeys.templates(site) });
      onDone();
    },
    // The http client shows the server's message; every field stays as typed; a 409 says who.
    onError: (error) => void conflict.failed(error),
  });
  const reload = async () => {
    if (!initial) return;
    const stored = await getTemplate(site, initial.id);
    reset(stored);
    conflict.reloaded(stored.version);
  };
  const err = (e: FieldError | undefined) => validationText(t, e?.message);
  const submit = handleSubmit((v) => {
    if (!save.isPending) save.mutate({ v, overwrite: false });
  });
  const overwrite = handleSubmit((v) => save.mutate({ v, overwrite: true }));

  const text = (name: 'name' | 'brandCode', label: string, required = false) => (
    <FormField label={label} required={required} error={err(errors[name])}>
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          aria-describedby={describedBy}
          invalid={invalid}
          readOnly={readOnly}
          {...register(name)}
        />
      )}
    </FormField>
  );
  type NumName =
    | 'priority'
    | 'socUpper'
    | 'socLower'
    | 'storageCapacityKwh'
    | 'pvCapacityKwp'
    | 'demandKw'
    | 'chargeThresholdKw'
    | 'dischargeThresholdKw'
    | 'acEarlyOpenMin'
    | 'acLateCloseMin';
  const number = (name: NumName, label: string, required: boolean, error?: FieldError) => (
    <FormField label={label} required={required} error={err(error ?? errors[name])}>
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          inputMode="decimal"
          aria-describedby={describedBy}
          invalid={invalid}
          readOnly={readOnly}
          {...register(name, { setValueAs: required ? num : optional })}
        />
      )}
    </FormField>
  );
  const select = (name: 'type' | 'chargeMode', label: string, options: readonly string[], prefix: string) => (
    <FormField label={label} required error={err(errors[name])}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          className={selectClass}
          disabled={readOnly}
          {...register(name)}
        >
          {options.map((o) => (
            <option key={o} value={o}>
              {t(`${prefix}.${o}` as 'template.types.timeOfUse')}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={initial ? t('template.edit') : t('template.add')}
      className="space-y-4"
    >
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        {text('name', t('template.name'), true)}
        {text('brandCode', t('template.brandCode'))}
        {select('type', t('template.type'), TEMPLATE_TYPES, 'template.types')}
        {number('priority', t('template.priority'), true)}
        <DateField
          control={control}
          name="startDate"
          label={t('template.startDate')}
          error={err(errors.startDate)}
          readOnly={readOnly}
        />
        <DateField
          control={control}
          name="endDate"
          label={t('template.endDate')}
          error={err(errors.endDate)}
          readOnly={readOnly}
        />
        {number('socUpper', t('template.socUpper'), true)}
        {number('socLower', t('template.socLower'), true)}
        {number('storageCapacityKwh', t('template.storageCapacity'), false)}
        {number('pvCapacityKwp', t('template.pvCapacity'), false)}
        {number('demandKw', t('template.demand'), false)}
        {select('chargeMode', t('template.chargeMode'), CHARGE_MODES, 'template.chargeModes')}
        {number('chargeThresholdKw', t('template.chargeThreshold'), false)}
        {number('dischargeThresholdKw', t('template.dischargeThreshold'), false)}
        {number('acEarlyOpenMin', t('template.acEarlyOpen'), true)}
        {number('acLateCloseMin', t('template.acLateClose'), true)}
      </div>
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" disabled={readOnly} {...register('antiReverseFlow')} />
          {t('template.antiReverseFlow')}
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" disabled={readOnly} {...register('dynamicCapacity')} />
          {t('template.dynamicCapacity')}
        </label>
        <Controller
          control={control}
          name="weekdays"
          render={({ field }) => (
            <DayPicker
              legend={t('template.weekdays')}
              value={field.value}
              onChange={field.onChange}
              disabled={readOnly}
            />
          )}
        />
      </div>
      <section className="space-y-3 rounded-md border border-line p-3">
        <h3 className="font-medium">{t('template.plan')}</h3>
        <DayBar
          rows={rows}
          nowMinute={nowMinute}
          capacityKwh={cap && cap > 0 ? cap : station.capacityKwh}
          startSoc={station.soc}
          socLower={lower}
          socUpper={upper}
        />
        <TariffBar site={site} day={today} />
        <PlanRows
          control={control}
          register={register}
          setValue={setValue}
          errors={errors}
          readOnly={readOnly}
        />
      </section>
      {conflict.conflict ? (
        <ConflictNotice
          conflict={conflict.conflict}
          busy={save.isPending}
          onReload={() => void reload().catch(() => {})}
          onOverwrite={() => void overwrite()}
        />
      ) : null}
      <FormActions readOnly={readOnly} saving={save.isPending} onDone={onDone} />
    </form>
  );
}
