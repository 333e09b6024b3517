import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DayChart, dayTime } from '@/components/charts/day-chart';
import type { SeriesDef, TimePoint } from '@/components/charts/time-series-chart';
import type { EnergyFlow } from '@/contract/api/energy';
import type { EnergyRow } from './energy-rows';

interface Props {
  flow: EnergyFlow;
  rows: EnergyRow[];
  previous?: EnergyRow[];
  lastYear?: EnergyRow[];
  timeZone: string;
}

/**
 * One flow per day (per month for a year) as a histogram; the previous period and the same
 * period last year as lines on the same days (the n-th day of each on the n-th day shown).
 */
export const EnergyChart = memo(function EnergyChart({ flow, rows, previous, lastYear, timeZone }: Props) {
  const { t } = useTranslation('reports');
  const series = useMemo<SeriesDef[]>(
    () => [
      { id: 'current', kind: 'histogram', colorVar: '--c-primary', title: t('energy.compare.current') },
      { id: 'previous', kind: 'line', colorVar: '--c-warning', title: t('energy.compare.previous') },
      { id: 'lastYear', kind: 'line', colorVar: '--c-muted', title: t('energy.compare.lastYear') },
    ],
    [t],
  );
  const data = useMemo(() => {
    const times = rows.map((r) => dayTime(r.key, timeZone));
    // A comparison period without any energy (before the data begins) draws no line at zero.
    const align = (other: EnergyRow[] | undefined): TimePoint[] =>
      (other ?? []).some((r) => r.values[flow])
        ? other!.slice(0, times.length).map((r, i) => ({ t: times[i], v: r.values[flow] ?? null }))
        : [];
    return {
      current: rows.map((r, i) => ({ t: times[i], v: r.values[flow] ?? null })),
      previous: align(previous),
      lastYear: align(lastYear),
    };
  }, [rows, previous, lastYear, flow, timeZone]);
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
