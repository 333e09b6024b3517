import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '@/components/date-time-input';
import { METER_KINDS, type MeterChange, type MeterKind } from '@/contract/api/price';

const input = 'block rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';

/** A meter change as typed (readings are text until the shared schema reads them). */
export interface ChangeForm {
  meter: MeterKind;
  changeTime: string;
  oldReading: string;
  newReading: string;
  remark: string;
}
export const EMPTY_CHANGE: ChangeForm = {
  meter: 'grid',
  changeTime: '',
  oldReading: '',
  newReading: '',
  remark: '',
};

const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** What `meterChangeSchema` reads: the site's change, minutes precision, readings as numbers. */
export const changeInput = (site: string) => (d: ChangeForm) => ({
  id: '',
  site,
  meter: d.meter,
  changeTime: d.changeTime.replace('T', ' ').slice(0, 16),
  oldReading: num(d.oldReading),
  newReading: num(d.newReading),
  remark: d.remark,
});

const Required = () => <span className="text-danger">*</span>;

export function ChangeFields({ form }: { form: UseFormReturn<ChangeForm, unknown, MeterChange> }) {
  const { t } = useTranslation('price');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-xs text-muted">
        {t('change.meter')}
        <select className={input} {...form.register('meter')}>
          {METER_KINDS.map((m) => (
            <option key={m} value={m}>
              {t(`change.meters.${m}`)}
            </option>
          ))}
        </select>
      </label>
      <Controller
        control={form.control}
        name="changeTime"
        render={({ field }) => (
          <DateTimeInput
            className="flex flex-col text-xs text-muted"
            label={
              <>
                <Required />
                {t('change.changeTime')}
              </>
            }
            value={field.value}
            onChange={field.onChange}
            readOnly={field.disabled}
          />
        )}
      />
      <label className="flex flex-col gap-1 text-xs text-muted">
        <span>
          <Required />
          {t('change.oldReading')}
        </span>
        <input inputMode="decimal" className={`${input} w-32`} {...form.register('oldReading')} />
      </label>
      <label className="flex flex-col gap-1 text-xs text-muted">
        <span>
          <Required />
          {t('change.newReading')}
        </span>
        <input inputMode="decimal" className={`${input} w-32`} {...form.register('newReading')} />
      </label>
      <label className="flex flex-col gap-1 text-xs text-muted">
        {t('change.remark')}
        <input className={`${input} w-40`} maxLength={200} {...form.register('remark')} />
      </label>
    </div>
  );
}
