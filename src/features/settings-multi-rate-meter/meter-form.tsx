import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { FieldError, FormField, TextInput } from '@/components/form-field';
import { usePriceIssueText } from '@/components/price/issue-text';
import type { MeterRateRow, MultiRateMeterTemplate } from '@/contract/api/price';
import { multiRateMeterSchema, parsePrice } from '@/contract/api/price-validation';
import { PRICE_PERIODS, type PricePeriod } from '@/contract/status';

const cell = 'rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg';

/** One multi-rate meter template: numbers required, every start time filled (spec §5). */
export function MeterForm({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: MultiRateMeterTemplate;
  saving: boolean;
  onSave: (m: MultiRateMeterTemplate) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('price');
  const { t: tc } = useTranslation();
  const text = usePriceIssueText();
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const setRow = (i: number, p: Partial<MeterRateRow>) =>
    setV((x) => ({ ...x, rows: x.rows.map((r, k) => (k === i ? { ...r, ...p } : r)) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const parsed = parsePrice(multiRateMeterSchema, v);
    if (!parsed.ok) {
      setErrors([...new Set(parsed.issues.map(text))]);
      return;
    }
    setErrors([]);
    onSave(parsed.value);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={initial.id ? t('meter.edit') : t('meter.add')}
      className="space-y-2 rounded-md border border-line p-3"
    >
      <div className="grid gap-x-3 sm:grid-cols-3">
        <FormField label={t('meter.templateNo')} required>
          {({ id }) => (
            <TextInput
              id={id}
              value={v.templateNo}
              maxLength={20}
              onChange={(e) => setV({ ...v, templateNo: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('meter.zoneTableNo')} required>
          {({ id }) => (
            <TextInput
              id={id}
              value={v.zoneTableNo}
              maxLength={20}
              onChange={(e) => setV({ ...v, zoneTableNo: e.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('meter.name')}>
          {({ id }) => (
            <TextInput
              id={id}
              value={v.name}
              maxLength={40}
              onChange={(e) => setV({ ...v, name: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <div className="text-sm text-muted">{t('meter.rows')}</div>
      {v.rows.map((r, i) => (
        <div key={i} className="flex items-center gap-2">
          <span className="w-6 text-xs text-muted">{i + 1}</span>
          <span className="text-danger" aria-hidden="true">
            *
          </span>
          <input
            aria-label={`${t('templates.row', { row: i + 1 })} ${t('meter.startTime')}`}
            placeholder="HH:mm"
            className={`${cell} w-24`}
            value={r.startTime}
            onChange={(e) => setRow(i, { startTime: e.target.value.trim() })}
          />
          <select
            aria-label={`${t('templates.row', { row: i + 1 })} ${t('meter.rate')}`}
            className={cell}
            value={r.period}
            onChange={(e) => setRow(i, { period: e.target.value as PricePeriod })}
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
            onClick={() => setV((x) => ({ ...x, rows: x.rows.filter((_, k) => k !== i) }))}
          >
            ×
          </Button>
        </div>
      ))}
      {errors.map((m, i) => (
        <FieldError key={i} message={m} />
      ))}
      <div className="flex gap-2">
        <Button onClick={() => setV((x) => ({ ...x, rows: [...x.rows, { startTime: '', period: 'flat' }] }))}>
          {t('templates.addRow')}
        </Button>
        <span className="flex-1" />
        <Button onClick={onCancel}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={saving}>
          {tc('actions.save')}
        </Button>
      </div>
    </form>
  );
}
