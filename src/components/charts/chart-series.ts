import {
  AreaSeries,
  type AutoscaleInfo,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
} from 'lightweight-charts';
import { cssVar } from './chart-theme';

/** One series of the chart; the colour is a CSS variable so every skin themes it. */
export interface SeriesDef {
  id: string;
  kind: 'line' | 'area' | 'histogram';
  /** e.g. '--c-primary' */
  colorVar: string;
  /** Shown in the crosshair's price line. */
  title?: string;
  /** The pane (0 = top) it is drawn in: each pane has its own value axis (one per unit). */
  pane?: number;
  /** Kept but not drawn (a legend toggled it off). */
  hidden?: boolean;
  /** Drawn in its colour at partial strength (a day still filling: today's bar). */
  faded?: boolean;
  /** A quantity that cannot be negative (PV output): its value axis starts at 0. */
  nonNegative?: boolean;
  /**
   * Line width in px (default 2). 1 for a min/max band (each bucket's low and high in turn, a
   * point every 2–3 px): Chromium's software raster strokes such a zigzag 2 px wide several
   * times slower than 1 px wide (~30 ms against ~8 ms a paint of customChartSys' 8 series at
   * CPU ×4), and at that density the thin line also reads better.
   */
  lineWidth?: 1 | 2;
}

/** What re-creates the chart's series when it changes (not `hidden`: a toggle applies options). */
export const seriesKeyOf = (series: readonly SeriesDef[]) =>
  series
    .map(
      (s) =>
        `${s.id}:${s.kind}:${s.colorVar}:${s.title ?? ''}:${s.pane ?? 0}:${s.faded ? 1 : 0}:${s.nonNegative ? 1 : 0}:${s.lineWidth ?? 2}`,
    )
    .join('|');

/** lightweight-charts' own label size (its default), in the dark and light skins. */
const CHART_FONT_PX = 12;

/** The chart's skin colours (layout, grid, axes) and label size, read from the CSS variables. */
export function themeOptions() {
  // The wall skin's labels grow with its type (--chart-text-scale in styles.css, issue 30).
  const scale = Number.parseFloat(cssVar('--chart-text-scale', '1')) || 1;
  return {
    layout: {
      background: { color: 'transparent' },
      textColor: cssVar('--c-muted'),
      fontSize: Math.round(CHART_FONT_PX * scale),
      attributionLogo: false,
      // Panes (one per unit, customChartSys) are parted by a skin line, not lightweight-charts' white.
      panes: { separatorColor: cssVar('--c-line'), separatorHoverColor: cssVar('--c-line') },
    },
    grid: { vertLines: { color: cssVar('--c-line') }, horzLines: { color: cssVar('--c-line') } },
    // A corner label that would be cut by the chart's edge is left out (issue 30: the PV chart's
    // top label lost its upper half when its tick fell at the very top).
    rightPriceScale: { borderColor: cssVar('--c-line'), entireTextOnly: true },
    timeScale: { borderColor: cssVar('--c-line') },
  };
}

/** The skins' colours are #rrggbb: a faded series adds an alpha, as the area's fill does. */
const seriesColor = (def: SeriesDef) => `${cssVar(def.colorVar)}${def.faded ? '66' : ''}`;

/**
 * The value range a non-negative series asks its axis for: from 0, and at least 0..1 when the
 * line is flat at 0 (PV at night: the axis drew a '-0.1 kW' tick around a flat zero, issue 30).
 */
export function nonNegativeRange(base: AutoscaleInfo | null): AutoscaleInfo | null {
  if (!base?.priceRange) return base;
  return { ...base, priceRange: { minValue: 0, maxValue: Math.max(base.priceRange.maxValue, 1) } };
}

export function addSeries(chart: IChartApi, def: SeriesDef, lastValues: boolean): ISeriesApi<SeriesType> {
  const color = seriesColor(def);
  const common = {
    title: def.title ?? '',
    lastValueVisible: lastValues,
    priceLineVisible: lastValues,
    ...(def.nonNegative
      ? { autoscaleInfoProvider: (base: () => AutoscaleInfo | null) => nonNegativeRange(base()) }
      : {}),
  };
  const pane = def.pane ?? 0;
  const lineWidth = def.lineWidth ?? 2;
  if (def.kind === 'histogram') return chart.addSeries(HistogramSeries, { color, ...common }, pane);
  if (def.kind === 'area')
    return chart.addSeries(
      AreaSeries,
      { lineColor: color, topColor: `${color}55`, bottomColor: `${color}08`, lineWidth, ...common },
      pane,
    );
  return chart.addSeries(LineSeries, { color, lineWidth, ...common }, pane);
}

/** Hidden: holds the empty slots at the end of the axis (chart-data.ts axisSlots); no line, label or scale. */
export const addAxisSeries = (chart: IChartApi) =>
  chart.addSeries(LineSeries, {
    visible: false,
    lastValueVisible: false,
    priceLineVisible: false,
    crosshairMarkerVisible: false,
  });

/** The skin changed: the chart and each series take the new colours. */
export function recolor(
  chart: IChartApi,
  series: readonly SeriesDef[],
  map: ReadonlyMap<string, ISeriesApi<SeriesType>>,
) {
  chart.applyOptions(themeOptions());
  for (const def of series) {
    const s = map.get(def.id);
    const color = seriesColor(def);
    if (def.kind === 'area')
      s?.applyOptions({ lineColor: color, topColor: `${color}55`, bottomColor: `${color}08` });
    else s?.applyOptions({ color });
  }
}
