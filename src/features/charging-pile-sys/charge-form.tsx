import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getPilesNow, saveChargeData } from '@/api/charging';
import { Button } from '@/components/button';
import { DateTimeField } from '@/components/date-time-field';
import { Dialog } from '@/components/dialog';
import { FormField, TextInput } from '@/components/form-field';
import { bookedEnergy, chargeDataInputSchema, chargeFigures, type ChargeData } from '@/contract/api/charging';
import { formatNumber } from '@/lib/format/number';
import { notify } from '@/lib/notify';
import { getRuntimeConfig } from '@/stores/runtime-config';

type FormIn = z.input<typeof chargeDataInputSchema>;
type FormOut = z.output<typeof chargeDataInputSchema>;

/** '' (nothing typed) must fail the check, not coerce to 0; other text goes to the schema as typed. */
const num = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? NaN : v);
const toNumber = (x: unknown) =>
  typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : NaN;
const selectClass = 'w-full rounded-md border border-line bg-surface-2 px-3 py-2 text-sm text-fg';
const NUMBERS = ['meterStart', 'meterStop', 'rate'] as const;

/** Add a manual charge record, or edit one; energy and amount follow as the simulator books them. */
export function ChargeForm({
  site,
  record,
  onClose,
}: {
  /** The site a new record is proposed for (the current site). */
  site: string;
  /** null: a new record. */
  record: ChargeData | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('subsystems');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const client = useQueryClient();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(chargeDataInputSchema),
    defaultValues: record
      ? {
          id: record.id,
          site: record.site,
          pileNo: String(record.pileNo),
          startTime: record.startTime,
          endTime: record.endTime,
          meterStart: String(record.meterStart),
          meterStop: String(record.meterStop),
          rate: String(record.rate),
        }
      : { site, pileNo: '1', startTime: '', endTime: '', meterStart: '', meterStop: '', rate: '' },
  });
  const chosenSite = String(useWatch({ control: form.control, name: 'site' }) ?? site);
  const piles = useQuery({
    queryKey: ['chargingPile', 'realData', chosenSite],
    queryFn: () => getPilesNow(chosenSite),
  });
  const save = useMutation({
    mutationFn: (v: FormOut) => saveChargeData(v.site ?? site, v),
    onSuccess: () => {
      notify.success(t('charging.saved'));
      void client.invalidateQueries({ queryKey: ['emsChargeData'] });
      void client.invalidateQueries({ queryKey: ['emsChargeDataLog'] });
      onClose();
    },
    // A refusal was reported by the API client; the dialog stays open with what was typed.
  });
  const submit = form.handleSubmit((v) => {
    if (!save.isPending) save.mutate(v);
  });
  const { errors } = form.formState;
  const msg = (e: { message?: string } | undefined) =>
    e?.message ? te(e.message as 'correctParameter' | 'timeChooseError') : null;

  const [meterStart, meterStop, rate] = useWatch({ control: form.control, name: [...NUMBERS] });
  const a = toNumber(meterStart);
  const b = toNumber(meterStop);
  const r = toNumber(rate);
  const preview =
    Number.isFinite(a) && Number.isFinite(b) && Number.isFinite(r) && b >= a && a >= 0 && r >= 0
      ? chargeFigures(bookedEnergy({ meterStart: a, meterStop: b }, record), r)
      : null;

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={record ? t('charging.editTitle') : t('charging.addTitle')}
      width="max-w-2xl"
      footer={
        <>
          <Button onClick={onClose}>{tc('actions.cancel')}</Button>
          <Button variant="primary" type="submit" form="charge-form" disabled={save.isPending}>
            {tc('actions.save')}
          </Button>
        </>
      }
    >
      <form
        id="charge-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        className="grid gap-x-4 sm:grid-cols-2"
      >
        <FormField label={t('charging.site')} required error={msg(errors.site)}>
          {({ id, describedBy }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              className={selectClass}
              disabled={record !== null}
              {...form.register('site', { onChange: () => form.setValue('pileNo', '1') })}
            >
              {getRuntimeConfig().sites.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('charging.pileCol')} required error={msg(errors.pileNo)}>
          {({ id, describedBy }) => (
            <Controller
              control={form.control}
              name="pileNo"
              render={({ field }) => (
                <select
                  id={id}
                  aria-describedby={describedBy}
                  className={selectClass}
                  value={String(field.value)}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                >
                  {(piles.data?.piles ?? []).map((p) => (
                    <option key={p.no} value={p.no}>
                      {t('charging.pile', { n: p.no })}
                    </option>
                  ))}
                </select>
              )}
            />
          )}
        </FormField>
        <DateTimeField
          control={form.control}
          name="startTime"
          label={t('charging.start')}
          required
          error={msg(errors.startTime)}
        />
        <DateTimeField
          control={form.control}
          name="endTime"
          label={t('charging.end')}
          required
          end
          error={msg(errors.endTime)}
        />
        {NUMBERS.map((name) => (
          <FormField key={name} label={t(`charging.${name}`)} required error={msg(errors[name])}>
            {({ id, describedBy, invalid }) => (
              <TextInput
                id={id}
                inputMode="decimal"
                aria-describedby={describedBy}
                invalid={invalid}
                {...form.register(name, { setValueAs: num })}
              />
            )}
          </FormField>
        ))}
        <dl
          className="grid grid-cols-2 content-start gap-x-3 gap-y-1 rounded-md bg-surface-2 px-3 py-2 text-sm tabular-nums"
          data-testid="charge-preview"
        >
          <dt className="text-muted">{t('charging.energy')}</dt>
          <dd data-testid="preview-energy">{preview ? formatNumber(preview.energyKwh, 3) : '-'}</dd>
          <dt className="text-muted">{t('charging.amount')}</dt>
          <dd data-testid="preview-amount">{preview ? formatNumber(preview.amount, 2) : '-'}</dd>
        </dl>
      </form>
    </Dialog>
  );
}
