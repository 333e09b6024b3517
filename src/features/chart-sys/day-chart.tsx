import { memo } from 'react';
import { TimeSeriesChart, type SeriesDef, type TimePoint } from '@/components/charts/time-series-chart';
import { useAxisFormat } from '@/components/charts/use-axis-format';
import { EmptyState } from '@/components/states';
import { zonedToEpoch } from '@/lib/station-time';

/** The station's midnight of a day ('2026-11-20') as epoch ms: the x of a day's bar or point. */
export const dayTime = (day: string, tz: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return zonedToEpoch(y, m, d, tz);
};

/** A per-day chart of the reports (energy or money axis); nothing drawn when every value is 0. */
export const DayChart = memo(function DayChart({
  series,
  data,
  kind,
  timeZone,
}: {
  series: SeriesDef[];
  data: Record<string, TimePoint[]>;
  kind: 'energy' | 'money';
  timeZone: string;
}) {
  const formatValue = useAxisFormat(() => Object.values(data).flatMap((pts) => pts.map((p) => p.v)), kind);
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
