import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getHistoryDay, getHistoryMonth, getHistoryYear } from '@/api/history';
import { PageHeader } from '@/components/page-header';
import { PeriodNavigator } from '@/components/period/period-navigator';
import { usePeriod } from '@/components/period/use-period';
import { EmptyState, QueryState } from '@/components/states';
import type { PeriodKind } from '@/lib/period';
import { useSite } from '@/stores/site';
import { HistoryTotals } from './history-totals';
import { PowerChart } from './power-chart';

const KINDS: readonly PeriodKind[] = ['day', 'week', 'month', 'year', 'custom'];
/** Spec §5: history at most 60 days (monthly at most 24 months; a year view asks 12). */
const HISTORY_MAX_DAYS = 60;

/** historySys: a day's power curves, energy per day (week, month, custom) or per month (year). */
export function Page() {
  const { t } = useTranslation('reports');
  const site = useSite((s) => s.currentSite);
  const state = usePeriod({ kinds: KINDS, defaultKind: 'day', maxDays: HISTORY_MAX_DAYS });
  const { period, range, timeZone } = state;
  const view = period.kind === 'day' ? 'day' : period.kind === 'year' ? 'year' : 'month';
  const q = range && {
    startTime: view === 'year' ? range.start.slice(0, 7) : range.start,
    endTime: view === 'year' ? range.end.slice(0, 7) : range.end,
    site,
  };
  const day = useQuery({
    queryKey: ['datapower', 'day', q],
    queryFn: () => getHistoryDay(q!),
    enabled: !!q && view === 'day',
    placeholderData: keepPreviousData,
  });
  const totals = useQuery({
    queryKey: ['datapower', view === 'year' ? 'year' : 'month', q],
    queryFn: () => (view === 'year' ? getHistoryYear(q!) : getHistoryMonth(q!)),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('history.title')} subtitle={t('history.subtitle')} />
      <PeriodNavigator
        state={state}
        kinds={KINDS}
        maxDays={HISTORY_MAX_DAYS}
        tooLongMessage={t('limits.range60')}
      />
      {!range ? (
        state.problem ? null : (
          <EmptyState label={t('common.noRange')} />
        )
      ) : (
        <>
          {view === 'day' ? (
            <section
              className="rounded-md border border-line bg-surface p-3"
              aria-label={t('history.powerTitle')}
            >
              <h2 className="mb-2 text-sm font-medium text-muted">{t('history.powerTitle')}</h2>
              <QueryState query={day}>
                {(points) => <PowerChart points={points} timeZone={timeZone} />}
              </QueryState>
            </section>
          ) : null}
          <QueryState query={totals} isEmpty={(rows) => rows.length === 0}>
            {(rows) => (
              <HistoryTotals
                rows={rows}
                monthly={view === 'year'}
                timeZone={timeZone}
                withChart={view !== 'day'}
              />
            )}
          </QueryState>
        </>
      )}
    </div>
  );
}
