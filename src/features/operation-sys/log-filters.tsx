import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DateTimeInput } from '@/components/date-time-input';
import { FieldError } from '@/components/form-field';
import { EMPTY_LOG_FORM, type LogForm } from './log-query';

const control =
  'rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg outline-none focus:border-primary';

/** Time range and user filters of the operation log. */
export function LogFilters({ error, onSearch }: { error: string | null; onSearch: (form: LogForm) => void }) {
  const { t } = useTranslation('oplog');
  const { t: tc } = useTranslation();
  const [form, setForm] = useState(EMPTY_LOG_FORM);
  const set = (field: keyof LogForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(form);
  };
  const label = 'flex flex-col gap-1 text-xs text-muted';
  return (
    <form onSubmit={submit} className="mb-3 flex flex-wrap items-end gap-3" aria-label={t('title')}>
      <label className={label}>
        {t('filter.startTime')}
        <DateTimeInput value={form.startTime} onChange={(v) => set('startTime')({ target: { value: v } })} />
      </label>
      <label className={label}>
        {t('filter.endTime')}
        <DateTimeInput end value={form.endTime} onChange={(v) => set('endTime')({ target: { value: v } })} />
      </label>
      <label className={label}>
        {t('filter.account')}
        <input className={control} value={form.account} onChange={set('account')} maxLength={64} />
      </label>
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          {tc('actions.search')}
        </Button>
        <Button
          onClick={() => {
            setForm(EMPTY_LOG_FORM);
            onSearch(EMPTY_LOG_FORM);
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
