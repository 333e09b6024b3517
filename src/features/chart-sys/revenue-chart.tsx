import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesDef, TimePoint } from '@/components/charts/time-series-chart';
import { DayChart, dayTime } from './day-chart';
import type { ComparedDay } from './revenue-comparison';

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
  return <DayChart series={series} data={data} kind="money" timeZone={timeZone} />;
});
