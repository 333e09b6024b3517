import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { customChartKeys, getChartData } from '@/api/custom-chart';
import { useElementWidth } from '@/components/charts/use-element-width';
import { PeriodNavigator } from '@/components/period/period-navigator';
import { QueryState } from '@/components/states';
import { type ChartData, chartRangeLimit, type CustomChart } from '@/contract/api/custom-chart';
import type { PeriodKind } from '@/lib/period';
import { usePeriod } from '@/widgets/period/use-period';
import { ChartBody } from './chart-body';
import { drawnChart, drawnPoints } from './chart-series';

const MONTH_KINDS: readonly PeriodKind[] = ['day', 'week', 'month', 'custom'];
const DAY_KINDS: readonly PeriodKind[] = ['day'];

/** A saved chart over the period the navigator shows (kept in the URL). */
export function ChartView({ site, chart }: { site: string; chart: CustomChart }) {
  const { t } = useTranslation('custom-chart');
  const limit = chartRangeLimit(chart.tags.map((x) => x.deviceId));
  const state = usePeriod({
    kinds: limit === 'day' ? DAY_KINDS : MONTH_KINDS,
    defaultKind: 'day',
    maxDays: limit === 'day' ? 1 : 31,
  });
  const range = state.range;
  // The drawn answer: about a point per 2 px of the chart's width per series (min/max buckets,
  // peaks kept), asked once the box is laid out (its layout effect, before the first paint).
  const [box, width] = useElementWidth<HTMLElement>();
  const maxPoints = drawnPoints(width) ?? 0;
  return (
    <section
      ref={box}
      aria-label={chart.name}
      className="min-w-0 flex-1 rounded-md border border-line bg-surface p-3"
    >
      <h2 className="mb-2 text-base font-medium">{chart.name}</h2>
      <PeriodNavigator
        state={state}
        kinds={limit === 'day' ? DAY_KINDS : MONTH_KINDS}
        maxDays={limit === 'day' ? 1 : 31}
        tooLongMessage={t(limit === 'day' ? 'view.tooLongDay' : 'view.tooLongMonth')}
      />
      {limit === 'day' ? <p className="mb-2 text-xs text-muted">{t('view.limitDay')}</p> : null}
      {range ? (
        <RangeChart
          site={site}
          chartId={chart.id}
          startTime={`${range.start} 00:00:00`}
          endTime={`${range.end} 23:59:59`}
          maxPoints={maxPoints}
          timeZone={state.timeZone}
        />
      ) : null}
    </section>
  );
}

/**
 * The chart over one range: the request and what draws its answer. Apart from the view, so the
 * answer's arrival renders this alone, not the view's period hooks (usePeriod's queries, the
 * translations) and the navigator; a memo, so a render of the page (its URL) that moves nothing
 * here skips it.
 */
const RangeChart = memo(function RangeChart({
  site,
  chartId,
  startTime,
  endTime,
  maxPoints,
  timeZone,
}: {
  site: string;
  chartId: string;
  startTime: string;
  endTime: string;
  maxPoints: number;
  timeZone: string;
}) {
  const query = useQuery({
    queryKey: customChartKeys.chart(site, chartId, startTime, endTime, maxPoints),
    // The points are made here, once per answer, not in the render its arrival causes.
    queryFn: async () => drawnChart(await getChartData(site, chartId, startTime, endTime, maxPoints)),
    enabled: maxPoints > 0,
    placeholderData: keepPreviousData,
    // A new range shares nothing with the last: the deep compare of its points would be waste.
    structuralSharing: false,
  });
  const qc = useQueryClient();
  // The export writes every stored point: a reduced answer is asked again in full.
  const full = useCallback(
    (shown: ChartData) =>
      shown.bucketMs === undefined
        ? Promise.resolve(shown)
        : qc.fetchQuery({
            queryKey: customChartKeys.chart(site, chartId, shown.startTime, shown.endTime),
            queryFn: () => getChartData(site, chartId, shown.startTime, shown.endTime),
            structuralSharing: false,
          }),
    [qc, site, chartId],
  );
  return (
    <QueryState query={query}>
      {(drawn) => <ChartBody drawn={drawn} full={full} timeZone={timeZone} />}
    </QueryState>
  );
});
