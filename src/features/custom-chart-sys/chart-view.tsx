import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customChartKeys, getChartData, saveChartCsv } from '@/api/custom-chart';
import { Button } from '@/components/button';
import { crosshairLabel } from '@/components/charts/chart-time-format';
import { useElementWidth } from '@/components/charts/use-element-width';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { PeriodNavigator } from '@/components/period/period-navigator';
import { EmptyState, QueryState } from '@/components/states';
import { type ChartData, chartRangeLimit, type CustomChart } from '@/contract/api/custom-chart';
import { formatNumber } from '@/lib/format/number';
import type { PeriodKind } from '@/lib/period';
import { usePeriod } from '@/widgets/period/use-period';
import { chartCsv, drawnPoints, seriesPoints, seriesViews } from './chart-series';

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
  const startTime = range ? `${range.start} 00:00:00` : '';
  const endTime = range ? `${range.end} 23:59:59` : '';
  // The drawn answer: about a point per 2 px of the chart's width per series (min/max buckets,
  // peaks kept), asked once the box is laid out (its layout effect, before the first paint).
  const [box, width] = useElementWidth<HTMLElement>();
  const maxPoints = drawnPoints(width) ?? 0;
  const query = useQuery({
    queryKey: customChartKeys.chart(site, chart.id, startTime, endTime, maxPoints),
    queryFn: () => getChartData(site, chart.id, startTime, endTime, maxPoints),
    enabled: !!range && maxPoints > 0,
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
            queryKey: customChartKeys.chart(site, chart.id, shown.startTime, shown.endTime),
            queryFn: () => getChartData(site, chart.id, shown.startTime, shown.endTime),
            structuralSharing: false,
          }),
    [qc, site, chart.id],
  );
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
        <QueryState query={query}>
          {(data) => <ChartBody data={data} full={full} timeZone={state.timeZone} />}
        </QueryState>
      ) : null}
    </section>
  );
}

/** Legend (toggles), crosshair values, the chart with one pane per unit, and the export. */
/*
 * Memo: a range change renders the view first with the last range's data (kept while the next
 * loads): the legend and the chart then stay as they are until the new data comes.
 */
const ChartBody = memo(function ChartBody({
  data,
  full,
  timeZone,
}: {
  data: ChartData;
  /** Every stored point of the shown range (the export's data). */
  full: (data: ChartData) => Promise<ChartData | null>;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('custom-chart');
  const en = i18n.language === 'en';
  const views = useMemo(() => seriesViews(data, en), [data, en]);
  const points = useMemo(() => seriesPoints(data), [data]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [cross, setCross] = useState<{ time: number; values: Record<string, number | null> } | null>(null);
  const panes = Math.max(1, ...views.map((v) => v.pane + 1));
  const series = views.map((v) => ({
    id: v.id,
    kind: 'line' as const,
    colorVar: v.colorVar,
    pane: v.pane,
    hidden: hidden.has(v.id),
  }));
  const shown = new Set(views.filter((v) => !hidden.has(v.id)).map((v) => v.id));
  if (data.series.every((s) => s.points.length === 0)) return <EmptyState label={t('view.noData')} />;
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center gap-2" role="group" aria-label={t('view.legend')}>
        {views.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-pressed={!hidden.has(v.id)}
            onClick={() =>
              setHidden((cur) => {
                const next = new Set(cur);
                if (next.has(v.id)) next.delete(v.id);
                else next.add(v.id);
                return next;
              })
            }
            className={`flex items-center gap-1.5 rounded border border-line px-2 py-0.5 text-xs ${hidden.has(v.id) ? 'opacity-50' : ''}`}
          >
            <span className="h-2 w-3 rounded-sm" style={{ background: `var(${v.colorVar})` }} aria-hidden />
            {v.label}
            {v.unit ? ` (${v.unit})` : ''}
            <span className="tabular-nums text-muted" data-testid={`value-${v.id}`}>
              {cross ? formatNumber(cross.values[v.id], 3) : ''}
            </span>
          </button>
        ))}
        <span className="text-xs text-muted tabular-nums" data-testid="crosshair-time">
          {cross ? crosshairLabel(cross.time, false) : ''}
        </span>
        <Button
          className="ml-auto"
          onClick={() =>
            void full(data)
              .then((all) => {
                // (never the drawn buckets: a range with no stored points left has nothing to write)
                if (all)
                  saveChartCsv(
                    chartCsv(all, views, shown, timeZone, t('view.time')),
                    t('view.file', { name: data.name }),
                  );
              })
              // (a failed call was shown by the http client's toast)
              .catch(() => {})
          }
        >
          {t('view.export')}
        </Button>
      </div>
      <TimeSeriesChart
        series={series}
        data={points}
        timeZone={timeZone}
        height={220 + 160 * (panes - 1)}
        lastValues={false}
        onCrosshair={(time, values) => setCross(time === null ? null : { time, values })}
        data-testid="custom-chart"
      />
    </div>
  );
});
