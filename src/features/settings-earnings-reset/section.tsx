import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetProfit } from '@/api/profit';
import { useStationTimeZone } from '@/api/site-info';
import { Button } from '@/components/button';
import { confirm } from '@/components/confirm-store';
import { DateTimeInput } from '@/components/date-time-input';
import { FormField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { NotPermittedState } from '@/components/states';
import { useStationToday } from '@/components/period/use-station-today';
import { addDays, checkRange, daysInclusive, isDay } from '@/lib/period';
import { useMayCall } from '@/stores/permissions';
import { useSite } from '@/stores/site';

/** Spec §5 and §9: an earnings recalculation spans at most 16 days. */
export const RESET_MAX_DAYS = 16;

function ResetForm() {
  const { t } = useTranslation('reports');
  const { t: te } = useTranslation('errors');
  const site = useSite((s) => s.currentSite);
  const today = useStationToday(useStationTimeZone());
  const [from, setFrom] = useState(() => addDays(today, -6));
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const reset = useMutation({ mutationFn: resetProfit });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (reset.isPending) return;
    if (!isDay(from) || !isDay(to)) return setError(t('reset.required'));
    const problem = checkRange(from, to, RESET_MAX_DAYS);
    if (problem) return setError(problem === 'order' ? te('timeChooseError') : t('limits.range16'));
    if (to > today) return setError(t('reset.future'));
    setError(null);
    const ok = await confirm(t('reset.confirm', { start: from, end: to, count: daysInclusive(from, to) }), {
      title: t('reset.confirmTitle'),
      confirmLabel: t('reset.submit'),
    });
    if (ok) reset.mutate({ startTime: from, endTime: to, site });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="max-w-md" aria-label={t('reset.title')}>
      <FormField label={t('reset.from')} required>
        {({ id }) => <DateTimeInput mode="date" id={id} value={from} onChange={setFrom} />}
      </FormField>
      <FormField label={t('reset.to')} required error={error}>
        {({ id, describedBy, invalid }) => (
          <DateTimeInput
            mode="date"
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            value={to}
            onChange={setTo}
          />
        )}
      </FormField>
      <Button type="submit" variant="primary" disabled={reset.isPending}>
        {t('reset.submit')}
      </Button>
      {reset.isSuccess ? (
        <p role="status" className="mt-3 text-sm text-success" data-testid="reset-result">
          {t('reset.result', { count: reset.data.days })}
        </p>
      ) : null}
    </form>
  );
}

/** Settings → earnings recalculation (administrators only; logged in the operation log). */
export function Section() {
  const { t } = useTranslation('reports');
  const allowed = useMayCall('POST', 'profitday/reset');
  return (
    <div>
      <PageHeader title={t('reset.title')} subtitle={t('reset.description')} />
      {allowed ? <ResetForm /> : <NotPermittedState />}
    </div>
  );
}
