import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DayChart, dayTime } from '@/components/charts/day-chart';
import type { SeriesDef, TimePoint } from '@/components/charts/time-series-chart';
import type { EnergyFlow } from '@/contract/api/energy';
import { addDays, addMonths, daysInclusive } from '@/lib/period';
import type { EnergyRow } from './energy-rows';

interface Props {
  flow: EnergyFlow;
  rows: EnergyRow[];
  previous?: EnergyRow[];
  lastYear?: EnergyRow[];
  /** The shown range and the compared ranges' first days: a compared day is drawn at its place. */
  range: { start: string; end: string };
  previousStart?: string;
  lastYearStart?: string;
  timeZone: string;
}

const monthIndex = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7));

/**
 * Where a compared row is drawn: the same offset from the shown range's start as from its own
 * range's start (days, or months for a year). A compared period's rows begin at the station's
 * first stored day, so the n-th row is not always the n-th day (issue 30).
 */
export function placeOf(key: string, otherStart: string, start: string): string {
  if (key.length === 7) {
    const shifted = addMonths(start, monthIndex(key) - monthIndex(otherStart));
    return shifted.slice(0, 7);
  }
  return addDays(start, daysInclusive(otherStart, key) - 1);
}

/**
 * One flow per day (per month for a year) as a histogram; the previous period and the same
 * period last year as lines on the same days (the n-th day of each on the n-th day shown).
 */
export const EnergyChart = memo(function EnergyChart({
  flow,
  rows,
  previous,
  lastYear,
  range,
  previousStart,
  lastYearStart,
  timeZone,
}: Props) {
  const { t } = useTranslation('reports');
  const data = useMemo(() => {
    const end = rows.length ? rows[rows.length - 1].key : range.end;
    // A comparison period without any energy (before the data begins) draws no line at zero.
    const align = (other: EnergyRow[] | undefined, otherStart: string | undefined): TimePoint[] => {
      if (!otherStart || !(other ?? []).some((r) => r.values[flow])) return [];
      return other!.flatMap((r) => {
        const at = placeOf(r.key, otherStart, range.start);
        return at <= end ? [{ t: dayTime(at, timeZone), v: r.values[flow] ?? null }] : [];
      });
    };
    return {
      current: rows.map((r) => ({ t: dayTime(r.key, timeZone), v: r.values[flow] ?? null })),
      previous: align(previous, previousStart),
      lastYear: align(lastYear, lastYearStart),
    };
  }, [rows, previous, lastYear, flow, timeZone, range.start, range.end, previousStart, lastYearStart]);
  // A compared period without data is left out of the legend (and the chart): 'same period last
  // year' stood in the legend of a station with no data a year ago (issue 30).
  const has = (id: 'previous' | 'lastYear') => data[id].some((p) => p.v !== null);
  const hasPrevious = has('previous');
  const hasLastYear = has('lastYear');
  const series = useMemo<SeriesDef[]>(
    () => [
      { id: 'current', kind: 'histogram', colorVar: '--c-primary', title: t('energy.compare.current') },
      {
        id: 'previous',
        kind: 'line',
        colorVar: '--c-warning',
        title: t('energy.compare.previous'),
        hidden: !hasPrevious,
      },
      {
        id: 'lastYear',
        kind: 'line',
        colorVar: '--c-muted',
        title: t('energy.compare.lastYear'),
        hidden: !hasLastYear,
      },
    ],
    [t, hasPrevious, hasLastYear],
  );
  // An empty period (no day with energy) shows the empty state, also when a comparison has some.
  return (
    <DayChart
      series={series}
      data={data}
      kind="energy"
      timeZone={timeZone}
      empty={rows.every((r) => !r.values[flow])}
      height={280}
      testId="energy-chart"
    />
  );
});
