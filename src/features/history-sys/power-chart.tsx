import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart, type SeriesDef, type TimePoint } from '@/components/charts/time-series-chart';
import { EmptyState } from '@/components/states';
import type { HistoryPoint } from '@/contract/api/history';
import { formatNumber } from '@/lib/format/number';
import { zonedDay, zonedDayBounds } from '@/lib/station-time';

const STEP_MS = 5 * 60_000;

/* The end of the station day of `ts`, kept per zone and quarter hour: a period switch back to a
   day seen before costs no Intl lookup (two of them per switch). Zone offsets are whole quarter
   hours, so a station midnight never falls inside a quarter hour. */
const QUARTER_MS = 900_000;
const dayEnds = new Map<string, number>();
function dayEnd(ts: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(ts / QUARTER_MS)}`;
  let end = dayEnds.get(key);
  if (end === undefined) {
    if (dayEnds.size > 2000) dayEnds.clear();
    end = zonedDayBounds(zonedDay(ts, timeZone), timeZone).end;
    dayEnds.set(key, end);
  }
  return end;
}

/**
 * The 5-minute slots after `lastTs` up to the end of its station day: today's curves are drawn
 * on the whole day's axis (the rest of the day empty), like every past day. The axis then keeps
 * its 288 slots from day to day and a period switch needs no refit (a second chart redraw).
 */
export function restOfDay(lastTs: number, timeZone: string): number[] {
  const end = dayEnd(lastTs, timeZone);
  const out: number[] = [];
  for (let t = lastTs + STEP_MS; t < end; t += STEP_MS) out.push(t);
  return out;
}

const SERIES = [
  { id: 'pv', field: 'pvKw', colorVar: '--c-warning', kind: 'area' },
  { id: 'grid', field: 'gridKw', colorVar: '--c-primary', kind: 'line' },
  { id: 'load', field: 'loadKw', colorVar: '--c-danger', kind: 'line' },
  { id: 'storage', field: 'storageKw', colorVar: '--c-charge', kind: 'line' },
  { id: 'generator', field: 'generatorKw', colorVar: '--c-muted', kind: 'line' },
] as const;

/** Five power curves of 5-minute points: PV as an area, grid, load, storage and generator lines. */
export const PowerChart = memo(function PowerChart({
  points,
  timeZone,
}: {
  points: HistoryPoint<null>[];
  timeZone: string;
}) {
  const { t } = useTranslation('reports');
  // No titles and no last-value labels on the axis: the legend below names the curves, and the
  // values at 23:55 would hide the axis' own ticks.
  const series = useMemo<SeriesDef[]>(
    () => SERIES.map((s) => ({ id: s.id, kind: s.kind, colorVar: s.colorVar })),
    [],
  );
  const data = useMemo(() => {
    const rest = points.length > 0 ? restOfDay(points[points.length - 1].ts, timeZone) : [];
    // One array per series, filled in place (no intermediate arrays: a switch allocates less).
    const out: Record<string, TimePoint[]> = {};
    for (const s of SERIES) {
      const list = new Array<TimePoint>(points.length + rest.length);
      for (let i = 0; i < points.length; i++) list[i] = { t: points[i].ts, v: points[i][s.field] };
      for (let i = 0; i < rest.length; i++) list[points.length + i] = { t: rest[i], v: null };
      out[s.id] = list;
    }
    return out;
  }, [points, timeZone]);
  // The legend once per language: a period switch looks none of its names up again.
  const legend = useMemo(
    () => (
      <>
        {/* The only names of the curves (the axis has no labels): read by screen readers too. */}
        <ul className="mt-2 flex flex-wrap gap-4 text-xs text-muted" data-testid="history-power-legend">
          {SERIES.map((s) => (
            <li key={s.id} className="flex items-center gap-1">
              <span
                className="inline-block h-2 w-3 rounded-sm"
                style={{ background: `var(${s.colorVar})` }}
                aria-hidden
              />
              {t(`history.series.${s.id}`)}
            </li>
          ))}
        </ul>
      </>
    ),
    [t],
  );
  if (points.length === 0) return <EmptyState />;
  return (
    <>
      <TimeSeriesChart
        series={series}
        data={data}
        timeZone={timeZone}
        height={320}
        lastValues={false}
        formatValue={(v) => `${formatNumber(v, 1)} kW`}
        data-testid="history-power-chart"
      />
      {legend}
    </>
  );
});
