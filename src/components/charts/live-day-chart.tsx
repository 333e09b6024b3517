import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { DEFAULT_STATION_TIME_ZONE } from '@/lib/station-time';
import { createTickThrottle, type TickThrottle } from '@/realtime/tick-throttle';
import { SeriesLegend, untitled } from './series-legend';
import {
  type SeriesDef,
  type TimePoint,
  TimeSeriesChart,
  type TimeSeriesChartHandle,
} from './time-series-chart';

const MINUTE = 60_000;

type LiveTick = { t: number; values: Record<string, number> };

/** The chart itself renders only when its own props change, not with each live tick (issue 34). */
const MemoChart = memo(TimeSeriesChart);

/** The last stored value of a series' history, if any. */
function lastValue(points: TimePoint[] | undefined): number | null {
  for (let i = (points?.length ?? 0) - 1; i >= 0; i--) {
    const v = points![i].v;
    if (v !== null && v !== undefined) return v;
  }
  return null;
}

/** One empty history for every "nothing yet" (a new `{}` per render would set the data again). */
const NO_HISTORY: Record<string, TimePoint[]> = {};

/**
 * Today's curve of a few live values: the day's 5-minute history once (`setData`), then one
 * `update()` per live tick at minute resolution (the last point of the minute is replaced), so
 * a day holds at most 1 440 live points per series; within a minute at most one redraw per
 * TICK_REDRAW_MS (issue 34).
 */
export function LiveDayChart({
  series,
  history,
  live,
  formatValue,
  height = 240,
  silent = false,
  'data-testid': testId,
}: {
  series: SeriesDef[];
  history: Record<string, TimePoint[]>;
  /** The latest values by series id and their time (epoch ms); null before the first. */
  live: { t: number; values: Record<string, number> } | null;
  formatValue?: (v: number) => string;
  height?: number;
  /**
   * The curve's device does not report: no live tick is drawn and the legend shows no latest
   * value (the last stored figure is not a current one; the page's header says offline).
   */
  silent?: boolean;
  'data-testid'?: string;
}) {
  const chart = useRef<TimeSeriesChartHandle>(null);
  // The chart reads the formatter at creation only: a stable wrapper keeps the memo effective
  // when the caller passes a new arrow with each render (each live tick).
  const format = useRef(formatValue);
  useEffect(() => {
    format.current = formatValue;
  });
  const stableFormat = useCallback((v: number) => format.current?.(v) ?? String(v), []);
  const data = Object.keys(history).length === 0 ? NO_HISTORY : history;
  // A tick in the minute already drawn waits up to TICK_REDRAW_MS; a new minute draws at once.
  const throttle = useRef<TickThrottle<LiveTick> | null>(null);
  useEffect(() => {
    const th = createTickThrottle((p: LiveTick) => {
      for (const [id, v] of Object.entries(p.values)) chart.current?.update(id, { t: p.t, v });
    });
    throttle.current = th;
    return () => {
      th.reset();
      throttle.current = null;
    };
  }, []);
  useEffect(() => {
    if (!live || silent) return;
    const t = Math.floor(live.t / MINUTE) * MINUTE;
    throttle.current?.push(t, { t, values: live.values });
  }, [live, silent]);
  // Named in a legend under the chart: titles beside the last-value labels stacked on each other
  // and hid an axis tick (issue 30, as the reports' DayChart). The latest values stand there too,
  // not as labels on the value axis: two close ones (active and load power) covered each other
  // and a tick (issue 30), and a legend never does.
  const drawn = useMemo(() => untitled(series), [series]);
  const latest = useMemo(() => {
    if (silent) return undefined;
    const out: Record<string, string> = {};
    for (const s of series) {
      const v = live?.values[s.id] ?? lastValue(data[s.id]);
      if (v !== null && v !== undefined && Number.isFinite(v)) out[s.id] = formatValue?.(v) ?? String(v);
    }
    return out;
  }, [series, live, data, silent, formatValue]);
  return (
    <>
      <MemoChart
        ref={chart}
        series={drawn}
        data={data}
        timeZone={DEFAULT_STATION_TIME_ZONE}
        height={height}
        lastValues={false}
        formatValue={formatValue ? stableFormat : undefined}
        data-testid={testId}
      />
      <SeriesLegend series={series} values={latest} testId={testId ? `${testId}-legend` : undefined} />
    </>
  );
}
