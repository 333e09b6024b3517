import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { PeriodNavigator } from '@/components/period/period-navigator';
import { usePeriod } from '@/widgets/period/use-period';
import { EmptyState, QueryState } from '@/components/states';
import type { PeriodKind } from '@/lib/period';
import { useSite } from '@/stores/site';
import { HistoryTotals } from './history-totals';
import { MonthRangeBar, useMonthRange } from './month-range';
import { PowerChart } from './power-chart';
import { dayOptions, historyQuery, pickQuery, rowsOptions, type DayData, type HistoryView } from './queries';

const pickPoints = (d: DayData) => d.points;
const pickRows = (d: DayData) => d.rows;

const KINDS: readonly PeriodKind[] = ['day', 'week', 'month', 'year', 'custom'];
/** Spec §5: history at most 60 days (monthly at most 24 months; a year view asks 12). */
const HISTORY_MAX_DAYS = 60;

/**
 * historySys: a day's power curves, energy per day (week, month, custom) or per month (year, or
 * the monthly view over up to 24 months).
 */
export function Page() {
  const { t } = useTranslation('reports');
  const site = useSite((s) => s.currentSite);
  const queryClient = useQueryClient();
  const state = usePeriod({ kinds: KINDS, defaultKind: 'day', maxDays: HISTORY_MAX_DAYS });
  const { period, timeZone, today, commissioning } = state;
  const months = useMonthRange(today, commissioning);
  // The monthly view asks months `yyyy-MM` as the year view does, over its own range.
  const range = months.on
    ? months.range && { start: `${months.range.from}-01`, end: `${months.range.to}-01` }
    : state.range;
  const view: HistoryView = months.on
    ? 'year'
    : period.kind === 'day'
      ? 'day'
      : period.kind === 'year'
        ? 'year'
        : 'month';
  const q = range && historyQuery(view, range, site);
  // One observer of the day's answer (curves and its energy row): each observer costs the switch
  // its options check and its own notification.
  const dayAnswer = useQuery({
    ...dayOptions(queryClient, view === 'day' ? q : null, today, commissioning),
    placeholderData: keepPreviousData,
  });
  const day = pickQuery(dayAnswer, pickPoints);
  const dayTotals = pickQuery(dayAnswer, pickRows);
  const periodTotals = useQuery({
    ...rowsOptions(view === 'year' ? 'year' : 'month', view !== 'day' ? q : null, today),
    placeholderData: keepPreviousData,
  });
  const totals = view === 'day' ? dayTotals : periodTotals;
  // The same element from render to render: React skips the header on a period switch. The
  // page's words once per language (a switch renders the page twice: the click, the answer).
  const header = useMemo(
    () => <PageHeader title={t('history.title')} subtitle={t('history.subtitle')} />,
    [t],
  );
  const words = useMemo(
    () => ({ range60: t('limits.range60'), noRange: t('common.noRange'), power: t('history.powerTitle') }),
    [t],
  );

  return (
    <div className="flex flex-col gap-4">
      {header}
      <MonthRangeBar state={months} today={today} commissioning={commissioning} />
      {months.on ? null : (
        <PeriodNavigator
          state={state}
          kinds={KINDS}
          maxDays={HISTORY_MAX_DAYS}
          tooLongMessage={words.range60}
        />
      )}
      {!range ? (
        state.problem || months.on ? null : (
          <EmptyState label={words.noRange} />
        )
      ) : (
        <>
          {view === 'day' ? (
            <Card title={words.power}>
              <QueryState query={day}>
                {(points) => <PowerChart points={points} timeZone={timeZone} />}
              </QueryState>
            </Card>
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
