import {
  AreaSeries,
  createChart,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { DEFAULT_STATION_TIME_ZONE, offsetMinutes } from '@/lib/station-time';
import { usePreferences } from '@/stores/preferences';
import { cssVar, onThemeChange } from './chart-theme';
import { crosshairLabel, tickMarkLabel } from './chart-time-format';

/** One point: epoch ms and a value (null = gap). */
export interface TimePoint {
  t: number;
  v: number | null;
}

/** One series of the chart; the colour is a CSS variable so every skin themes it. */
export interface SeriesDef {
  id: string;
  kind: 'line' | 'area' | 'histogram';
  /** e.g. '--c-primary' */
  colorVar: string;
  /** Shown in the crosshair's price line. */
  title?: string;
}

/** Live updates without a React render per tick (STYLE habit 5). */
export interface TimeSeriesChartHandle {
  /** Appends or replaces the last point of one series (`series.update`). */
  update(id: string, point: TimePoint): void;
  /** Fits the time axis to the data (a live window that is still filling). */
  fit(): void;
}

export interface TimeSeriesChartProps {
  series: SeriesDef[];
  /** Full data per series id; a change of this object calls `setData` (a period change). */
  data: Record<string, TimePoint[]>;
  /** The station's zone: the axis shows station time, not the browser's. */
  timeZone?: string;
  height?: number;
  /** Axis text for values, e.g. v => `${v} kW`. */
  formatValue?: (v: number) => string;
  /** Bar charts of days/months: hide the time of day on the axis. */
  dateOnly?: boolean;
  /** Live windows of minutes: show seconds on the axis. */
  seconds?: boolean;
  className?: string;
  'data-testid'?: string;
}

/*
 * lightweight-charts shows UTC. Shifting each instant by the station's offset at that instant
 * makes the UTC labels read as station wall-clock time (DST days keep their 23/25 hours).
 */
function toChartTime(ms: number, tz: string): UTCTimestamp {
  return Math.floor((ms + offsetOf(ms, tz) * 60_000) / 1000) as UTCTimestamp;
}

/*
 * Offsets change only at DST transitions, which fall on whole quarter hours and never twice within
 * six hours. So: one lookup per zone and six-hour block when its two ends agree (the offset holds
 * through it), else one per quarter hour. A period switch to a new day costs ~5 Intl lookups, not 96.
 */
const QUARTER_MS = 900_000;
const BLOCK_MS = 6 * 3_600_000;
const offsets = new Map<string, number>();
const blocks = new Map<string, number | null>();
export function offsetOf(ms: number, tz: string): number {
  const block = Math.floor(ms / BLOCK_MS);
  const blockKey = `${tz}|${block}`;
  let whole = blocks.get(blockKey);
  if (whole === undefined) {
    if (blocks.size > 10_000) blocks.clear();
    const start = offsetMinutes(block * BLOCK_MS, tz);
    whole = offsetMinutes((block + 1) * BLOCK_MS - QUARTER_MS, tz) === start ? start : null;
    blocks.set(blockKey, whole);
  }
  if (whole !== null) return whole;
  const key = `${tz}|${Math.floor(ms / QUARTER_MS)}`;
  let off = offsets.get(key);
  if (off === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    off = offsetMinutes(Math.floor(ms / QUARTER_MS) * QUARTER_MS, tz);
    offsets.set(key, off);
  }
  return off;
}

function toSeriesData(points: TimePoint[], tz: string) {
  // Points come in time order: the offset of the previous point's quarter hour is reused.
  let quarter = NaN;
  let off = 0;
  return points.map((p) => {
    const q = Math.floor(p.t / QUARTER_MS);
    if (q !== quarter) {
      quarter = q;
      off = offsetOf(p.t, tz);
    }
    const time = Math.floor((p.t + off * 60_000) / 1000) as UTCTimestamp;
    return p.v === null || !Number.isFinite(p.v) ? { time } : { time, value: p.v };
  });
}

/**
 * Shows every point, the whole axis of the data. When all series share their times (the usual
 * case: one period's slots), the range is set to those slots exactly, trailing empty slots
 * included (fitContent would anchor the last point with a value at the right edge, so a day
 * padded to midnight would not show its empty evening). Else fitContent.
 *
 * Either is applied at the next draw and costs the chart a second full redraw, even when nothing
 * moves. A period switch replaces the data with as many slots as before (a day of 5-minute
 * points, 60 days): the range already spans them, so nothing is set.
 */
export function fitUnlessFitted(chart: Pick<IChartApi, 'timeScale'>, data: Record<string, TimePoint[]>) {
  const scale = chart.timeScale();
  const lists = Object.values(data).filter((d) => d.length > 0);
  const n = Math.max(0, ...lists.map((d) => d.length));
  const range = scale.getVisibleLogicalRange();
  if (n > 0 && range !== null && Math.abs(range.from) < 1e-6 && Math.abs(range.to - (n - 1)) < 1e-6) return;
  const shared =
    n > 1 &&
    lists.every((d) => d.length === n && d[0].t === lists[0][0].t && d[n - 1].t === lists[0][n - 1].t);
  if (shared) scale.setVisibleLogicalRange({ from: 0, to: n - 1 });
  else scale.fitContent();
}

function themeOptions() {
  return {
    layout: { background: { color: 'transparent' }, textColor: cssVar('--c-muted'), attributionLogo: false },
    grid: { vertLines: { color: cssVar('--c-line') }, horzLines: { color: cssVar('--c-line') } },
    rightPriceScale: { borderColor: cssVar('--c-line') },
    timeScale: { borderColor: cssVar('--c-line') },
  };
}

function addSeries(chart: IChartApi, def: SeriesDef): ISeriesApi<SeriesType> {
  const color = cssVar(def.colorVar);
  if (def.kind === 'histogram') return chart.addSeries(HistogramSeries, { color, title: def.title ?? '' });
  if (def.kind === 'area')
    return chart.addSeries(AreaSeries, {
      lineColor: color,
      topColor: `${color}55`,
      bottomColor: `${color}08`,
      lineWidth: 2,
      title: def.title ?? '',
    });
  return chart.addSeries(LineSeries, { color, lineWidth: 2, title: def.title ?? '' });
}

/**
 * The one lightweight-charts wrapper (ARCHITECTURE §6): the chart is created once, `setData` on
 * a data (period) change, `update` per live tick through the handle, sized by its container,
 * coloured from the skin's CSS variables and re-coloured when the skin changes.
 */
export const TimeSeriesChart = forwardRef<TimeSeriesChartHandle, TimeSeriesChartProps>(
  function TimeSeriesChart(
    {
      series,
      data,
      timeZone = DEFAULT_STATION_TIME_ZONE,
      height = 260,
      formatValue,
      dateOnly,
      seconds = false,
      className,
      ...rest
    },
    ref,
  ) {
    const box = useRef<HTMLDivElement>(null);
    const chartRef = useRef<IChartApi | null>(null);
    const seriesRef = useRef(new Map<string, ISeriesApi<SeriesType>>());
    const tzRef = useRef(timeZone);
    tzRef.current = timeZone;
    const language = usePreferences((p) => p.language);
    const languageRef = useRef(language);
    languageRef.current = language;
    const seriesKey = series.map((s) => `${s.id}:${s.kind}:${s.colorVar}:${s.title ?? ''}`).join('|');

    useEffect(() => {
      const el = box.current;
      if (!el) return;
      const chart = createChart(el, {
        autoSize: true,
        height,
        ...themeOptions(),
        localization: {
          ...(formatValue ? { priceFormatter: formatValue } : {}),
          timeFormatter: (time: unknown) => crosshairLabel(Number(time), !!dateOnly),
        },
        timeScale: {
          timeVisible: !dateOnly,
          secondsVisible: seconds,
          borderColor: cssVar('--c-line'),
          tickMarkFormatter: (time: unknown, type: number) =>
            tickMarkLabel(Number(time), type, languageRef.current),
        },
        handleScroll: false,
        handleScale: false,
      });
      chartRef.current = chart;
      const map = seriesRef.current;
      for (const def of series) map.set(def.id, addSeries(chart, def));
      const stop = onThemeChange(() => {
        chart.applyOptions(themeOptions());
        for (const def of series) {
          const s = map.get(def.id);
          const color = cssVar(def.colorVar);
          if (def.kind === 'area')
            s?.applyOptions({ lineColor: color, topColor: `${color}55`, bottomColor: `${color}08` });
          else s?.applyOptions({ color });
        }
      });
      return () => {
        stop();
        map.clear();
        chart.remove();
        chartRef.current = null;
      };
      // Re-created only when the set of series (or fixed layout) changes, never per data change.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [seriesKey, height, dateOnly, seconds]);

    // A language change relabels the axis (a new formatter makes the chart redraw its tick marks).
    useEffect(() => {
      chartRef.current?.applyOptions({
        timeScale: {
          tickMarkFormatter: (time: unknown, type: number) => tickMarkLabel(Number(time), type, language),
        },
      });
    }, [language]);

    useEffect(() => {
      for (const [id, s] of seriesRef.current) s.setData(toSeriesData(data[id] ?? [], timeZone));
      if (chartRef.current) fitUnlessFitted(chartRef.current, data);
    }, [data, timeZone, seriesKey]);

    useImperativeHandle(
      ref,
      () => ({
        update(id, point) {
          const s = seriesRef.current.get(id);
          if (!s || point.v === null || !Number.isFinite(point.v)) return;
          try {
            s.update({ time: toChartTime(point.t, tzRef.current), value: point.v });
          } catch {
            // An older point than the last one: lightweight-charts refuses it; the next tick continues.
          }
        },
        fit() {
          chartRef.current?.timeScale().fitContent();
        },
      }),
      [],
    );

    return <div ref={box} className={className} style={{ height }} data-testid={rest['data-testid']} />;
  },
);
