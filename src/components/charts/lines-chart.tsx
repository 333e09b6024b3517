import {
  createChart,
  CrosshairMode,
  type IChartApi,
  type ISeriesApi,
  type SeriesPartialOptions,
  type Time,
  type WhitespaceData,
} from 'lightweight-charts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_STATION_TIME_ZONE } from '@/lib/station-time';
import { usePreferences } from '@/stores/preferences';
import { dataSteps, fitUnlessFitted } from './chart-data';
import { chartOptions, tickMarks } from './chart-options';
import { type SeriesDef, seriesKeyOf, themeOptions } from './chart-series';
import { cssVar, onThemeChange } from './chart-theme';
import { linesRows, type LinesRow } from './lines-rows';
import { LinesPaneView, type LinesOptions } from './lines-series';
import type { TimeSeriesChartProps } from './time-series-chart';
import { warmRedraw } from './warm-redraw';

/** One pane: its lines (series ids in order), its custom series and view. */
interface Pane {
  ids: string[];
  series: ISeriesApi<
    'Custom',
    Time,
    LinesRow | WhitespaceData<Time>,
    LinesOptions,
    SeriesPartialOptions<LinesOptions>
  >;
  view: LinesPaneView;
}

/**
 * TimeSeriesChart's props a chart of past lines takes: `series` are lines (`kind` is not read:
 * id, colour, pane with its value axis, hidden, width), `data` replaced as a whole (a range change).
 */
export type LinesChartProps = Pick<
  TimeSeriesChartProps,
  'series' | 'data' | 'timeZone' | 'height' | 'formatValue' | 'onCrosshair' | 'className' | 'data-testid'
>;

const panesOf = (series: readonly SeriesDef[]) => {
  const panes: SeriesDef[][] = [];
  for (const def of series) (panes[def.pane ?? 0] ??= []).push(def);
  return panes.map((p) => p ?? []);
};

const lineColors = (defs: readonly SeriesDef[]) => defs.map((d) => cssVar(d.colorVar));

/**
 * Many lines over one shared time axis, drawn a pane at a time (customChartSys: up to 8 tags of a
 * month as min/max buckets): each pane is one lightweight-charts custom series (lines-series.ts),
 * so a range change sets one row list per pane, not one point list per line. The chart is created
 * once per set of lines; data, legend toggles, skin and language change it in place. For live
 * lines, last-value labels and bars, TimeSeriesChart.
 */
export function LinesChart({
  series,
  data,
  timeZone = DEFAULT_STATION_TIME_ZONE,
  height = 260,
  formatValue,
  onCrosshair,
  className,
  ...rest
}: LinesChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const panesRef = useRef<Pane[]>([]);
  /** Whether each pane's series holds rows (the order of a range change's setData calls). */
  const heldRef = useRef<boolean[]>([]);
  const [warm] = useState(warmRedraw);
  const language = usePreferences((p) => p.language);
  const languageRef = useRef(language);
  const crosshairRef = useRef(onCrosshair);
  // (the latest, for the axis' formatter at each draw and the crosshair's handler)
  useLayoutEffect(() => {
    languageRef.current = language;
    crosshairRef.current = onCrosshair;
  });
  const seriesKey = seriesKeyOf(series);
  const hiddenKey = series.map((s) => (s.hidden ? 1 : 0)).join('');

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = createChart(el, {
      ...chartOptions({ height, formatValue, language: () => languageRef.current }),
      // (the horizontal line follows the pointer: snapped, it would follow one of a pane's lines)
      crosshair: { mode: CrosshairMode.Normal },
    });
    chartRef.current = chart;
    const defsByPane = panesOf(series);
    panesRef.current = defsByPane.map((defs, index) => {
      const view = new LinesPaneView();
      const options = {
        colors: lineColors(defs),
        lineWidth: defs[0]?.lineWidth ?? 2,
        lastValueVisible: false,
        priceLineVisible: false,
      };
      return { ids: defs.map((d) => d.id), series: chart.addCustomSeries(view, options, index), view };
    });
    heldRef.current = panesRef.current.map(() => false);
    const crosshair = (param: { time?: unknown; seriesData: Map<unknown, unknown> }) => {
      const report = crosshairRef.current;
      if (!report) return;
      const values: Record<string, number | null> = {};
      for (const pane of panesRef.current) {
        const row = param.seriesData.get(pane.series) as LinesRow | undefined;
        pane.ids.forEach((id, k) => (values[id] = row?.values?.[k] ?? null));
      }
      report(param.time === undefined ? null : Number(param.time), values);
    };
    chart.subscribeCrosshairMove(crosshair);
    const stop = onThemeChange(() => {
      chart.applyOptions(themeOptions());
      panesRef.current.forEach((p, i) => p.series.applyOptions({ colors: lineColors(defsByPane[i]) }));
    });
    return () => {
      stop();
      chart.unsubscribeCrosshairMove(crosshair);
      warm.reset();
      panesRef.current = [];
      chart.remove();
      chartRef.current = null;
    };
    // Re-created only when the set of lines (or the height) changes, never per data change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seriesKey, height]);

  // A language change relabels the axis.
  useEffect(() => {
    chartRef.current?.applyOptions({ timeScale: tickMarks(() => language) });
  }, [language]);

  // New data or a legend toggle: each pane's rows (a row no shown line has a value in is whitespace).
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const hiddenById = new Map(series.map((s) => [s.id, !!s.hidden]));
    const given = panesRef.current.map((pane) => {
      pane.view.hidden = pane.ids.map((id) => hiddenById.get(id) ?? false);
      return linesRows(pane.ids, data, pane.view.hidden, timeZone);
    });
    // Clear every pane but one that keeps its rows, set that one, then the rest: the axis' union
    // of times changes once (chart-data.ts dataSteps).
    const steps = dataSteps(
      heldRef.current,
      given.map((rows) => rows.length),
    );
    for (const [i, kind] of steps) panesRef.current[i].series.setData(kind === 'clear' ? [] : given[i]);
    heldRef.current = given.map((rows) => rows.length > 0);
    fitUnlessFitted(chart, data);
    // Once per chart, in idle time after its first data: the same rows again and a full redraw,
    // so the user's first range change does not pay the canvases' second buffers (warm-redraw.ts).
    warm.afterData(
      given.some((rows) => rows.length > 0),
      () => {
        panesRef.current.forEach((p, i) => p.series.setData(given[i] ?? []));
        chart.applyOptions({});
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, timeZone, seriesKey, hiddenKey]);

  return <div ref={box} className={className} style={{ height }} data-testid={rest['data-testid']} />;
}
