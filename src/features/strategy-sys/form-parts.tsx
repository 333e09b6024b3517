import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DateTimeInput } from '@/components/date-time-input';

/** Save (hidden when read-only; a second click while saving does nothing) and cancel/back. */
export function FormActions({
  readOnly,
  saving,
  onDone,
}: {
  readOnly: boolean;
  saving: boolean;
  onDone: () => void;
}) {
  const { t: tc } = useTranslation();
  return (
    <div className="flex gap-2">
      {readOnly ? null : (
        <Button type="submit" variant="primary" disabled={saving}>
          {tc('actions.save')}
        </Button>
      )}
      <Button onClick={onDone}>{tc(readOnly ? 'actions.back' : 'actions.cancel')}</Button>
    </div>
  );
}

/** The "which plan applies on a day" panel heading with its day field (plans tab and plan form). */
export function StripDay({
  day,
  today,
  onDay,
  hint,
}: {
  day: string;
  today: string;
  onDay: (day: string) => void;
  hint?: ReactNode;
}) {
  const { t } = useTranslation('strategy');
  // What is typed stays in the field; the strip follows each complete day (today when cleared).
  const [typed, setTyped] = useState(day);
  const change = (v: string) => {
    setTyped(v);
    if (v === '') onDay(today);
    else if (/^\d{4}-\d{2}-\d{2}$/.test(v)) onDay(v);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h3 className="font-medium">{t('plan.strip')}</h3>
      <div className="inline-flex items-center gap-2 text-sm whitespace-nowrap">
        <span aria-hidden>{t('plan.stripDate')}</span>
        <DateTimeInput
          mode="date"
          aria-label={t('plan.stripDate')}
          inputClassName="w-40"
          value={typed}
          onChange={change}
        />
      </div>
      {hint ? <span className="text-xs text-muted">{hint}</span> : null}
    </div>
  );
}
