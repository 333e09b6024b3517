import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TimeSeriesChart,
  type SeriesDef,
  type TimePoint,
  type TimeSeriesChartHandle,
} from '@/components/charts/time-series-chart';
import { useStationTimeZone } from '@/api/site-info';
import type { TrendKey, TrendPoint, TrendSeries } from '@/contract/realtime-api';
import { createTrendBatcher } from '@/realtime/trend-batcher';
import { useTrend } from '@/realtime/use-trend';
import { joinTrend, TREND_HOURS } from './stored-trend';
import { chip } from './toolbar';

/** The range switch's words (monitor.json) by hours. */
const RANGE_LABEL = {
  1: 'trend.hours1',
  24: 'trend.hours24',
  168: 'trend.days7',
} as const satisfies Record<(typeof TREND_HOURS)[number], string>;

/** A longer range read from the station's stored history (issue 28), chosen beside the metric. */
export interface TrendHistory {
  /** 1 = the live hour only; 24 or 168 = stored hours joined with the live buffer. */
  hours: (typeof TREND_HOURS)[number];
  setHours: (hours: (typeof TREND_HOURS)[number]) => void;
  /** The stored series of `hours` (null: not loaded, or a station without stored history). */
  stored: TrendSeries | null;
  loading: boolean;
}

/** One line of a trend metric: a field of the worker's trend, scaled to the unit shown. */
export interface TrendLine {
  id: string;
  field: number;
  colorVar: string;
  title: string;
  /** Multiplier from the pipeline's unit (mV, tenths of °C) to the shown one. */
  scale: number;
}

/** A choice of the panel's switch: its lines share one axis and unit. */
export interface TrendMetric {
  id: string;
  label: string;
  lines: TrendLine[];
  format: (v: number) => string;
}

const value = (v: number | undefined, scale: number) =>
  v === undefined || !Number.isFinite(v) ? null : Math.round(v * scale * 1000) / 1000;

function toData(series: TrendSeries | null, metric: TrendMetric): Record<string, TimePoint[]> {
  const out: Record<string, TimePoint[]> = {};
  for (const line of metric.lines) {
    const col = series?.values[line.field];
    out[line.id] = Array.from(series?.t ?? [], (t, i) => ({ t, v: value(col?.[i], line.scale) }));
  }
  return out;
}

/**
 * The last hour of a cell or cluster, kept by the worker (useTrend): the window once per open or
 * metric switch (`setData`), then live points through `update()`: each at once while the line is
 * short, then in batches every few seconds (createTrendBatcher: one canvas redraw, not one a
 * second). A hint until two points exist. `data-points` is how many points the chart holds.
 */
export const TrendPanel = memo(function TrendPanel({
  trendKey,
  metrics,
  title,
  history,
  silent = false,
  'data-testid': testId,
}: {
  trendKey: TrendKey;
  metrics: TrendMetric[];
  title: string;
  history?: TrendHistory;
  /** The device does not report: no live points will come, so the hint does not say 'collecting'. */
  silent?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('monitor');
  const timeZone = useStationTimeZone();
  const [metricId, setMetricId] = useState(metrics[0].id);
  const metric = metrics.find((m) => m.id === metricId) ?? metrics[0];
  const chart = useRef<TimeSeriesChartHandle>(null);
  const box = useRef<HTMLElement>(null);
  const current = useRef(metric);
  const shownSeries = useRef<TrendSeries | null>(null);
  const count = useRef(0);
  // Live points since the window was set, counted to two: enough for a line without the window.
  const [live, setLive] = useState<{ of: TrendSeries | null; n: number }>({ of: null, n: 0 });
  useEffect(() => {
    current.current = metric;
  });
  const [batcher] = useState(() =>
    createTrendBatcher((points) => {
      for (const p of points)
        for (const line of current.current.lines)
          chart.current?.update(line.id, { t: p.t, v: value(p.values[line.field], line.scale) });
      // The window spans what is kept (not an hour of empty axis), refitted once a tenth of it
      // has slid out on the left: a fit at every flush cost the chart two paints a flush.
      chart.current?.fit(0.1);
      count.current += points.length;
      box.current?.setAttribute('data-points', String(count.current));
    }),
  );
  useEffect(() => () => batcher.reset(), [batcher]);
  const onPoint = (p: TrendPoint) => {
    batcher.push(p, count.current);
    const of = shownSeries.current;
    setLive((prev) => {
      const n = prev.of === of ? prev.n : 0;
      return n >= 2 ? prev : { of, n: n + 1 };
    });
  };
  const series = useTrend(trendKey, onPoint, metric.id);
  useEffect(() => {
    shownSeries.current = series;
    batcher.reset(); // the new window holds every point gathered so far
    count.current = series?.t.length ?? 0;
    box.current?.setAttribute('data-points', String(count.current));
  }, [series, batcher]);
  const stored = history && history.hours > 1 ? history.stored : null;
  const data = useMemo(
    () => toData(stored ? joinTrend(stored, series) : series, metric),
    // The series' identity changes with the window; the metric with its id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [series, stored, metric.id],
  );
  const points = data[metric.lines[0].id]?.length ?? 0;
  const shown = points + (live.of === series ? live.n : 0) >= 2;
  const defs = useMemo<SeriesDef[]>(
    () => metric.lines.map((l) => ({ id: l.id, kind: 'line', colorVar: l.colorVar, title: l.title })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [metric.id],
  );
  return (
    <section
      ref={box}
      className="rounded-lg border border-line bg-surface p-3"
      data-testid={testId}
      data-stored-points={stored ? stored.t.length : undefined}
      aria-label={title}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-fg">{title}</h3>
        {metrics.length > 1 ? (
          <div role="radiogroup" aria-label={t('trend.metric')} className="flex flex-wrap gap-1">
            {metrics.map((m) => (
              <button
                key={m.id}
                type="button"
                role="radio"
                aria-checked={m.id === metric.id}
                className={chip(m.id === metric.id)}
                onClick={() => setMetricId(m.id)}
              >
                {m.label}
              </button>
            ))}
          </div>
        ) : null}
        {history ? (
          <div role="radiogroup" aria-label={t('trend.range')} className="flex flex-wrap gap-1">
            {TREND_HOURS.map((h) => (
              <button
                key={h}
                type="button"
                role="radio"
                aria-checked={history.hours === h}
                className={chip(history.hours === h)}
                onClick={() => history.setHours(h)}
              >
                {t(RANGE_LABEL[h])}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div className="relative">
        <TimeSeriesChart
          ref={chart}
          series={defs}
          data={data}
          timeZone={timeZone}
          height={140}
          seconds
          formatValue={metric.format}
        />
        {shown ? null : (
          <div className="absolute inset-0 flex items-center justify-center bg-surface/80 text-sm text-muted">
            {history?.loading
              ? t('trend.loadingStored')
              : silent
                ? t(history ? 'trend.silentStored' : 'trend.silent')
                : t('trend.collecting')}
          </div>
        )}
      </div>
    </section>
  );
});
