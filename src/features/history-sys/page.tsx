import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getHistoryDay, getHistoryMonth, getHistoryYear, type HistoryRange } from '@/api/history';
import type { HistoryPoint, HistoryTotal } from '@/contract/api/history';
import { PageHeader } from '@/components/page-header';
import { PeriodNavigator } from '@/components/period/period-navigator';
import { usePeriod } from '@/components/period/use-period';
import { EmptyState, QueryState } from '@/components/states';
import { coveredRange, periodOf, type PeriodKind } from '@/lib/period';
import { useSite } from '@/stores/site';
import { HistoryTotals } from './history-totals';
import { PowerChart } from './power-chart';

interface DayData {
  points: HistoryPoint[];
  rows: HistoryTotal[];
}

/** The key of energy rows per day ('month') or per month ('year'): the month view and the day
    view's month rows use one key, so each finds the other's answer in the cache. */
const rowsKey = (kind: 'month' | 'year', r: HistoryRange | null) => ['datapower', kind, r] as const;

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
  // The day view's curves and its energy row are one query read twice (select): both arrive
  // in one render per switch, not one render each. The row comes from its month's rows, asked
  // once per month and kept like any query (the month view shares them): a switch to another
  // day of the month asks for the curves only. Today's row is asked again with today's curves.
  const queryClient = useQueryClient();
  const month =
    view === 'day' && range
      ? coveredRange(periodOf('month', range.start), state.today, state.commissioning)
      : null;
  const monthQ = month && { startTime: month.start, endTime: month.end, site };
  const dayOptions = {
    queryKey: ['datapower', 'day-with-totals', q],
    queryFn: async (): Promise<DayData> => {
      const [points, monthRows] = await Promise.all([
        getHistoryDay(q!),
        queryClient.fetchQuery({
          queryKey: rowsKey('month', monthQ),
          queryFn: () => getHistoryMonth(monthQ!),
          // (an undefined staleTime would override the client's default, not keep it)
          ...(q!.startTime === state.today ? { staleTime: 0 } : {}),
        }),
      ]);
      return { points, rows: monthRows.filter((r) => r.date === q!.startTime) };
    },
    enabled: !!q && view === 'day',
    placeholderData: keepPreviousData,
    // A new period is new data: comparing 288 points × 6 fields with the last period's, field by
    // field (structural sharing, for the query and again for each select), found nothing to keep
    // and cost ~5 ms of each switch at CPU ×4.
    structuralSharing: false,
  };
  const day = useQuery({ ...dayOptions, select: (d: DayData) => d.points });
  const dayTotals = useQuery({ ...dayOptions, select: (d: DayData) => d.rows });
  const periodTotals = useQuery({
    queryKey: rowsKey(view === 'year' ? 'year' : 'month', q),
    queryFn: () => (view === 'year' ? getHistoryYear(q!) : getHistoryMonth(q!)),
    enabled: !!q && view !== 'day',
    placeholderData: keepPreviousData,
    structuralSharing: false,
  });
  const totals = view === 'day' ? dayTotals : periodTotals;

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
