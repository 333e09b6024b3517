import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import { PeriodBar, PeriodLegend } from '@/components/price/period-bar';
import type { PriceTimeline } from '@/contract/api/price';
import { PRICE_PERIODS } from '@/contract/status';

const cell = 'rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';
const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
type Form = UseFormReturn<PriceTimeline, unknown, PriceTimeline>;

/** A timeline's name and rows, the bar previewing what is typed. */
export function TimelineFields({ form }: { form: Form }) {
  const { t } = useTranslation('price');
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const row = (i: number, field: 'start' | 'end' | 'period') =>
    `${t('templates.row', { row: i + 1 })} ${t(`templates.${field}`)}`;
  return (
    <>
      <TextField
        label={t('templates.name')}
        required
        maxLength={40}
        invalid={Boolean(form.formState.errors.name)}
        {...form.register('name')}
      />
      <PeriodBar rows={form.watch('rows')} label={form.watch('name')} />
      <PeriodLegend />
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-muted">
          <tr>
            <th className="py-1">#</th>
            <th>{t('templates.start')}</th>
            <th>{t('templates.end')}</th>
            <th>{t('templates.period')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((f, i) => (
            <tr key={f.id}>
              <td className="py-1 pr-2 text-muted">{i + 1}</td>
              <td className="pr-2">
                <input
                  aria-label={row(i, 'start')}
                  className={`${cell} w-24`}
                  placeholder="HH:mm"
                  {...form.register(`rows.${i}.start`, { setValueAs: trim })}
                />
              </td>
              <td className="pr-2">
                <input
                  aria-label={row(i, 'end')}
                  className={`${cell} w-24`}
                  placeholder="HH:mm"
                  {...form.register(`rows.${i}.end`, { setValueAs: trim })}
                />
              </td>
              <td className="pr-2">
                <select aria-label={row(i, 'period')} className={cell} {...form.register(`rows.${i}.period`)}>
                  {PRICE_PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {t(`periods.${p}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <Button
                  variant="ghost"
                  aria-label={t('templates.removeRow', { row: i + 1 })}
                  onClick={() => rows.remove(i)}
                >
                  ×
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** "Add row": a row from the last row's end to midnight. */
export function AddTimelineRow({ form }: { form: Form }) {
  const { t } = useTranslation('price');
  return (
    <Button
      onClick={() => {
        const last = form.getValues('rows').at(-1);
        form.setValue(
          'rows',
          [...form.getValues('rows'), { start: last?.end ?? '00:00', end: '24:00', period: 'flat' }],
          {
            shouldDirty: true,
          },
        );
      }}
    >
      {t('templates.addRow')}
    </Button>
  );
}
