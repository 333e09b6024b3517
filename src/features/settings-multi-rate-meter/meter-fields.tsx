import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import type { MultiRateMeterTemplate } from '@/contract/api/price';
import { PRICE_PERIODS } from '@/contract/status';

const cell = 'rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';
const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
type Form = UseFormReturn<MultiRateMeterTemplate, unknown, MultiRateMeterTemplate>;

/** One multi-rate meter template: numbers required, every start time filled (spec §5). */
export function MeterFields({ form }: { form: Form }) {
  const { t } = useTranslation('price');
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const row = (i: number) => t('templates.row', { row: i + 1 });
  return (
    <>
      <div className="grid gap-x-3 sm:grid-cols-3">
        <TextField label={t('meter.templateNo')} required maxLength={20} {...form.register('templateNo')} />
        <TextField label={t('meter.zoneTableNo')} required maxLength={20} {...form.register('zoneTableNo')} />
        <TextField label={t('meter.name')} maxLength={40} {...form.register('name')} />
      </div>
      <div className="text-sm text-muted">{t('meter.rows')}</div>
      {rows.fields.map((f, i) => (
        <div key={f.id} className="flex items-center gap-2">
          <span className="w-6 text-xs text-muted">{i + 1}</span>
          <span className="text-danger" aria-hidden="true">
            *
          </span>
          <input
            aria-label={`${row(i)} ${t('meter.startTime')}`}
            placeholder="HH:mm"
            className={`${cell} w-24`}
            {...form.register(`rows.${i}.startTime`, { setValueAs: trim })}
          />
          <select
            aria-label={`${row(i)} ${t('meter.rate')}`}
            className={cell}
            {...form.register(`rows.${i}.period`)}
          >
            {PRICE_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`periods.${p}`)}
              </option>
            ))}
          </select>
          <Button
            variant="ghost"
            aria-label={t('templates.removeRow', { row: i + 1 })}
            onClick={() => rows.remove(i)}
          >
            ×
          </Button>
        </div>
      ))}
    </>
  );
}

/** "Add row": an empty start time at the flat rate. */
export function AddMeterRow({ form }: { form: Form }) {
  const { t } = useTranslation('price');
  return (
    <Button
      onClick={() =>
        form.setValue('rows', [...form.getValues('rows'), { startTime: '', period: 'flat' }], {
          shouldDirty: true,
        })
      }
    >
      {t('templates.addRow')}
    </Button>
  );
}
