import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DateTimeInput } from '@/components/date-time-input';
import { FieldError } from '@/components/form-field';
import { ALARM_LEVELS, ALARM_TYPES, levelLabelKey } from '@/lib/alarm-labels';
import { EMPTY_HISTORY_FORM, type HistoryForm } from './history-query';

const control =
  'rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg outline-none focus:border-primary';

/** The history filters; `onSearch` gets the typed form, `error` is shown under the time range. */
export function HistoryFilters({
  initial,
  error,
  onSearch,
}: {
  initial: HistoryForm;
  error: string | null;
  onSearch: (form: HistoryForm) => void;
}) {
  const { t } = useTranslation('alarm');
  const { t: tc } = useTranslation();
  const [form, setForm] = useState(initial);
  const set = (field: keyof HistoryForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(form);
  };
  const label = 'flex flex-col gap-1 text-xs text-muted';
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('tabs.history')}>
      <label className={label}>
        {t('field.level')}
        <select className={control} value={form.level} onChange={set('level')}>
          <option value="">{t('level.all')}</option>
          {ALARM_LEVELS.map((l) => (
            <option key={l} value={l}>
              {t(levelLabelKey(l))}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t('field.status')}
        <select className={control} value={form.status} onChange={set('status')}>
          <option value="">{t('status.all')}</option>
          <option value="cleared">{t('status.cleared')}</option>
          <option value="recovered">{t('status.recovered')}</option>
        </select>
      </label>
      <label className={label}>
        {t('field.type')}
        <select className={control} value={form.type} onChange={set('type')}>
          <option value="">{t('type.all')}</option>
          {ALARM_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t('filter.device')}
        <input className={control} value={form.deviceName} onChange={set('deviceName')} maxLength={64} />
      </label>
      <label className={label}>
        {t('filter.startTime')}
        <DateTimeInput value={form.startTime} onChange={(v) => set('startTime')({ target: { value: v } })} />
      </label>
      <label className={label}>
        {t('filter.endTime')}
        <DateTimeInput end value={form.endTime} onChange={(v) => set('endTime')({ target: { value: v } })} />
      </label>
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          {tc('actions.search')}
        </Button>
        <Button
          onClick={() => {
            setForm(EMPTY_HISTORY_FORM);
            onSearch(EMPTY_HISTORY_FORM);
          }}
        >
          {tc('actions.reset')}
        </Button>
      </div>
      <div className="basis-full">
        <FieldError message={error} />
      </div>
    </form>
  );
}
