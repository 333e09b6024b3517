import { createChart, type IChartApi, type ISeriesApi, type SeriesType } from 'lightweight-charts';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { DEFAULT_STATION_TIME_ZONE } from '@/lib/station-time';
import { usePreferences } from '@/stores/preferences';
import { fitUnlessFitted, slidOut, toChartTime, type TimePoint } from './chart-data';
import { chartOptions, tickMarks } from './chart-options';
import { addAxisSeries, addSeries, recolor, seriesKeyOf, type SeriesDef } from './chart-series';
import { onThemeChange } from './chart-theme';
import { setChartData } from './set-chart-data';
import { warmRedraw } from './warm-redraw';

export type { TimePoint } from './chart-data';

export type { SeriesDef } from './chart-series';

/** Live updates without a React render per tick (STYLE habit 5). */
export interface TimeSeriesChartHandle {
  /** Appends or replaces the last point of one series (`series.update`). */
  update(id: string, point: TimePoint): void;
  /**
   * Fits the time axis to the data (a live window that is still filling) once more than `slack`
   * (a share, default 0) of it has slid out of view (chart-data.ts slidOut: a fit costs a redraw).
   */
  fit(slack?: number): void;
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
  /**
   * Each series' last value as a label on the price axis, with its price line (default). Off for
   * a past period: its last point (23:55, the last day) says nothing of the period, and five
   * stacked labels hide the axis' own ticks.
   */
  lastValues?: boolean;
  /**
   * The crosshair moved: its time (chart seconds, station wall clock read as UTC; null when it
   * left the chart) and each series' value there.
   */
  onCrosshair?: (time: number | null, values: Record<string, number | null>) => void;
  className?: string;
  'data-testid'?: string;
}

/**
 * The console's lightweight-charts wrapper (ARCHITECTURE §6; LinesChart draws many lines over one
 * shared axis, customChartSys): the chart is created once, `setData` on a data (period) change,
 * `update` per live tick through the handle, sized by its container, coloured from the skin's CSS
 * variables and re-coloured when the skin changes.
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
      lastValues = true,
      onCrosshair,
      className,
      ...rest
    },
    ref,
  ) {
    const box = useRef<HTMLDivElement>(null);
    const chartRef = useRef<IChartApi | null>(null);
    const seriesRef = useRef(new Map<string, ISeriesApi<SeriesType>>());
    const axisRef = useRef<ISeriesApi<SeriesType> | null>(null);
    /** Whether each series holds data (the order of a period change's setData calls follows it). */
    const heldRef = useRef(new WeakMap<ISeriesApi<SeriesType>, boolean>());
    /** The chart's one idle redraw after its first data (warm-redraw.ts). */
    const [warm] = useState(warmRedraw);
    const tzRef = useRef(timeZone);
    tzRef.current = timeZone;
    const language = usePreferences((p) => p.language);
    const languageRef = useRef(language);
    languageRef.current = language;
    const seriesKey = seriesKeyOf(series);
    const hiddenKey = series.map((s) => (s.hidden ? 1 : 0)).join('');
    const crosshairRef = useRef(onCrosshair);
    crosshairRef.current = onCrosshair;

    useEffect(() => {
      const el = box.current;
      if (!el) return;
      const chart = createChart(
        el,
        chartOptions({ height, formatValue, dateOnly, seconds, language: () => languageRef.current }),
      );
      chartRef.current = chart;
      const map = seriesRef.current;
      for (const def of series) map.set(def.id, addSeries(chart, def, lastValues));
      const crosshair = (param: { time?: unknown; seriesData: Map<ISeriesApi<SeriesType>, unknown> }) => {
        const report = crosshairRef.current;
        if (!report) return;
        const values: Record<string, number | null> = {};
        for (const [id, s] of map) {
          const point = param.seriesData.get(s) as { value?: number } | undefined;
          values[id] = typeof point?.value === 'number' ? point.value : null;
        }
        report(param.time === undefined ? null : Number(param.time), values);
      };
      chart.subscribeCrosshairMove(crosshair);
      axisRef.current = addAxisSeries(chart);
      const stop = onThemeChange(() => recolor(chart, series, map));
      return () => {
        stop();
        chart.unsubscribeCrosshairMove(crosshair);
        warm.reset();
        map.clear();
        axisRef.current = null;
        chart.remove();
        chartRef.current = null;
      };
      // Re-created only when the set of series (or fixed layout) changes, never per data change.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [seriesKey, height, dateOnly, seconds]);

    // The last-value labels come and go without re-creating the chart (a live curve whose device
    // went silent hides its label: an old figure is not a current one, issue 27).
    useEffect(() => {
      for (const s of seriesRef.current.values())
        s.applyOptions({ lastValueVisible: lastValues, priceLineVisible: lastValues });
    }, [lastValues, seriesKey]);

    // A legend toggle shows or hides a series without re-creating the chart.
    useEffect(() => {
      for (const def of series) seriesRef.current.get(def.id)?.applyOptions({ visible: !def.hidden });
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [hiddenKey, seriesKey]);

    // A language change relabels the axis (a new formatter makes the chart redraw its tick marks).
    useEffect(() => {
      chartRef.current?.applyOptions({ timeScale: tickMarks(() => language) });
    }, [language]);

    useEffect(() => {
      const given = setChartData(seriesRef.current, axisRef.current, heldRef.current, data, timeZone);
      const chart = chartRef.current;
      if (!chart) return;
      fitUnlessFitted(chart, data);
      // Once per chart, after its first data, in idle time: the same data set again (the path a
      // period change takes: old rows out, new rows in) and a full redraw (an empty options object
      // invalidates every pane and axis). The user's first period change then neither allocates
      // the canvases' second buffers nor runs that path for the first time (warm-redraw.ts).
      // New data before that idle time paints anyway: the pending step is dropped, not added.
      warm.afterData(
        Object.values(data).some((d) => d.length > 0),
        () => {
          for (const [s, d] of given) s.setData(d);
          chart.applyOptions({});
        },
      );
    }, [data, timeZone, seriesKey, warm]);

    useImperativeHandle(
      ref,
      () => ({
        update(id, point) {
          // A live tick paints the chart itself; the idle step would set older data again.
          warm.drop();
          const s = seriesRef.current.get(id);
          if (!s || point.v === null || !Number.isFinite(point.v)) return;
          heldRef.current.set(s, true);
          try {
            s.update({ time: toChartTime(point.t, tzRef.current), value: point.v });
          } catch {
            // An older point than the last one: lightweight-charts refuses it; the next tick continues.
          }
        },
        fit(slack = 0) {
          const scale = chartRef.current?.timeScale();
          if (scale && slidOut(scale.getVisibleLogicalRange(), slack)) scale.fitContent();
        },
      }),
      [warm],
    );

    return <div ref={box} className={className} style={{ height }} data-testid={rest['data-testid']} />;
  },
);
