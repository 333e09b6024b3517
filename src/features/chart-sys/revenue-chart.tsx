import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesDef, TimePoint } from '@/components/charts/time-series-chart';
import { DayChart, dayTime } from '@/components/charts/day-chart';
import { profitBars, type ComparedDay } from './revenue-comparison';

const SWATCH: Record<string, string> = {
  current: 'bg-primary',
  today: 'bg-primary/40 outline-1 outline-dashed outline-primary',
  previous: 'bg-warning',
  lastYear: 'bg-muted',
};

/**
 * Profit per day as bars, the previous period and the same period last year as lines on the same
 * days (the n-th day of each on the n-th day shown), from the rows the totals and export sum. The
 * station's today, a day still filling, is its own faded bar, named so in the legend and on the
 * axis label.
 */
export const RevenueChart = memo(function RevenueChart({
  days,
  timeZone,
  today,
}: {
  days: ComparedDay[];
  timeZone: string;
  /** The station's today ('yyyy-MM-dd' in its zone). */
  today: string;
}) {
  const { t } = useTranslation('reports');
  const bars = useMemo(() => profitBars(days, today), [days, today]);
  const hasToday = bars.partial !== null;
  // A compared period without any figure is left out of the legend (issue 30: 'same period last
  // year' stood there for a station without data a year ago).
  const hasPrevious = days.some((d) => d.previous !== null);
  const hasLastYear = days.some((d) => d.lastYear !== null);
  const series = useMemo<SeriesDef[]>(
    () => [
      { id: 'current', kind: 'histogram', colorVar: '--c-primary', title: t('chart.compare.current') },
      ...(hasToday
        ? [
            {
              id: 'today',
              kind: 'histogram',
              colorVar: '--c-primary',
              faded: true,
              title: t('chart.compare.todayShort'),
            } satisfies SeriesDef,
          ]
        : []),
      {
        id: 'previous',
        kind: 'line',
        colorVar: '--c-warning',
        title: t('chart.compare.previous'),
        hidden: !hasPrevious,
      },
      {
        id: 'lastYear',
        kind: 'line',
        colorVar: '--c-muted',
        title: t('chart.compare.lastYear'),
        hidden: !hasLastYear,
      },
    ],
    [t, hasToday, hasPrevious, hasLastYear],
  );
  const data = useMemo(() => {
    const times = days.map((d) => dayTime(d.date, timeZone));
    // A comparison without any figure (before the data begins) draws no line at zero.
    const line = (pick: (d: ComparedDay) => number | null): TimePoint[] =>
      days.some((d) => pick(d) !== null) ? days.map((d, i) => ({ t: times[i], v: pick(d) })) : [];
    const bar = (d: ComparedDay) => ({ t: dayTime(d.date, timeZone), v: d.profit });
    return {
      current: bars.whole.map(bar),
      ...(bars.partial ? { today: [bar(bars.partial)] } : {}),
      previous: line((d) => d.previous),
      lastYear: line((d) => d.lastYear),
    };
  }, [days, bars, timeZone]);
  return (
    <>
      <DayChart series={series} data={data} kind="money" timeZone={timeZone} legend={false} />
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" data-testid="revenue-legend">
        {series
          .filter((s) => !s.hidden)
          .map((s) => (
            <li
              key={s.id}
              className="inline-flex items-center gap-1.5"
              data-partial={s.id === 'today' || undefined}
            >
              <span aria-hidden className={`inline-block size-2.5 rounded-sm ${SWATCH[s.id]}`} />
              {s.id === 'today' ? t('chart.compare.today', { date: today }) : s.title}
            </li>
          ))}
      </ul>
    </>
  );
});
