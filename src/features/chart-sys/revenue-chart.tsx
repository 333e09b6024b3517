import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart, type SeriesDef, type TimePoint } from '@/components/charts/time-series-chart';
import { useAxisFormat } from '@/components/charts/use-axis-format';
import { EmptyState } from '@/components/states';
import { zonedToEpoch } from '@/lib/station-time';
import type { ComparedDay } from './revenue-comparison';

const dayTime = (day: string, tz: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return zonedToEpoch(y, m, d, tz);
};

/**
 * Profit per day as bars, the previous period and the same period last year as lines on the same
 * days (the n-th day of each on the n-th day shown), from the rows the totals and export sum.
 */
export const RevenueChart = memo(function RevenueChart({
  days,
  timeZone,
}: {
  days: ComparedDay[];
  timeZone: string;
}) {
  const { t } = useTranslation('reports');
  const series = useMemo<SeriesDef[]>(
    () => [
      { id: 'current', kind: 'histogram', colorVar: '--c-primary', title: t('chart.compare.current') },
      { id: 'previous', kind: 'line', colorVar: '--c-warning', title: t('chart.compare.previous') },
      { id: 'lastYear', kind: 'line', colorVar: '--c-muted', title: t('chart.compare.lastYear') },
    ],
    [t],
  );
  const data = useMemo(() => {
    const times = days.map((d) => dayTime(d.date, timeZone));
    // A comparison without any figure (before the data begins) draws no line at zero.
    const line = (pick: (d: ComparedDay) => number | null): TimePoint[] =>
      days.some((d) => pick(d) !== null) ? days.map((d, i) => ({ t: times[i], v: pick(d) })) : [];
    return {
      current: days.flatMap((d, i) => (d.profit === null ? [] : [{ t: times[i], v: d.profit }])),
      previous: line((d) => d.previous),
      lastYear: line((d) => d.lastYear),
    };
  }, [days, timeZone]);
  const formatValue = useAxisFormat(() => Object.values(data).flatMap((pts) => pts.map((p) => p.v)), 'money');
  if (Object.values(data).every((pts) => pts.every((p) => !p.v))) return <EmptyState />;
  return (
    <TimeSeriesChart
      series={series}
      data={data}
      timeZone={timeZone}
      dateOnly
      height={260}
      formatValue={formatValue}
      data-testid="report-chart"
    />
  );
});
