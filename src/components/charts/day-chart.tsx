import { memo, useMemo } from 'react';
import { zonedToEpoch } from '@/lib/station-time';
import { EmptyState } from '../states';
import { SeriesLegend, untitled } from './series-legend';
import { TimeSeriesChart, type SeriesDef, type TimePoint } from './time-series-chart';
import { useAxisFormat } from './use-axis-format';

/* Each day's midnight, kept per zone and day: a report moved by a day holds the other days, and
   each cost zonedToEpoch's Intl lookups (~1.5 ms of a 30-day storage report's switch unthrottled,
   two series a day; issue 34). */
const dayTimes = new Map<string, number>();
const DAY_TIMES_LIMIT = 5000;

/**
 * The station's midnight of a day ('2026-11-20') or of a month's first day ('2026-11') as epoch
 * ms: the x of a day's (or month's) bar or point.
 */
export const dayTime = (day: string, tz: string): number => {
  const key = `${tz}|${day}`;
  let t = dayTimes.get(key);
  if (t === undefined) {
    if (dayTimes.size >= DAY_TIMES_LIMIT) dayTimes.clear();
    const [y, m, d] = day.split('-').map(Number);
    t = zonedToEpoch(y, m, d || 1, tz);
    dayTimes.set(key, t);
  }
  return t;
};

/**
 * A chart of one bar or point per day (per month for a year) on an energy or money axis, as the
 * reports and energySys draw them. The empty state instead of a blank canvas when every value is
 * 0 or missing, or when the caller says the shown period is empty (`empty`).
 *
 * The series are named in a legend under the chart, not beside their last-value labels: a title
 * there ran from the axis over the last days' bars (issue 30). A caller with a legend of its own
 * passes `legend={false}`. No last-value labels on the value axis either: two close ones
 * (3 466 and 3 404 kWh, 34.36 and −29.94 kWh) covered each other and an axis tick (issue 30); the
 * last day's figures stand in the report's table and totals.
 */
export const DayChart = memo(function DayChart({
  series,
  data,
  kind,
  timeZone,
  empty,
  height = 260,
  testId = 'report-chart',
  legend = true,
}: {
  series: SeriesDef[];
  data: Record<string, TimePoint[]>;
  kind: 'energy' | 'money';
  timeZone: string;
  empty?: boolean;
  height?: number;
  testId?: string;
  legend?: boolean;
}) {
  const formatValue = useAxisFormat(() => Object.values(data).flatMap((pts) => pts.map((p) => p.v)), kind);
  const drawn = useMemo(() => untitled(series), [series]);
  if (empty ?? Object.values(data).every((pts) => pts.every((p) => !p.v))) return <EmptyState />;
  return (
    <>
      <TimeSeriesChart
        series={drawn}
        data={data}
        timeZone={timeZone}
        dateOnly
        lastValues={false}
        height={height}
        formatValue={formatValue}
        data-testid={testId}
      />
      {legend ? <SeriesLegend series={series} testId={`${testId}-legend`} /> : null}
    </>
  );
});
