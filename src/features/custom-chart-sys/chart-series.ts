import type { TimePoint } from '@/components/charts/time-series-chart';
import { type ChartData, type ChartSeries, type ChartTag, withGaps } from '@/contract/api/custom-chart';
import { bucketPlan, minMaxBuckets, type StoredPoint } from '@/lib/min-max-buckets';
import { formatZoned } from '@/lib/station-time';

/** Eight skin colours, one per series (a chart holds at most eight tags). */
const COLORS = [
  '--c-primary',
  '--c-warning',
  '--c-success',
  '--c-danger',
  '--c-charge',
  '--c-discharge',
  '--c-muted',
  '--c-fg',
];

export const seriesId = (t: ChartTag): string => `${t.deviceId}|${t.tagNo}`;

/** What the legend, the crosshair line and the chart know of one series. */
export interface SeriesView {
  id: string;
  label: string;
  unit: string;
  colorVar: string;
  /** One pane (one value axis) per unit, in the order the units first appear. */
  pane: number;
}

/** `<device> <tag>` in the language (the English names when there are some). */
function seriesLabel(s: ChartSeries, en: boolean): string {
  const device = en && s.deviceNameEn ? s.deviceNameEn : s.deviceName;
  const tag = en && s.nameEn ? s.nameEn : s.name;
  return `${device} · ${tag}`;
}

export function seriesViews(data: ChartData, en: boolean): SeriesView[] {
  const units: string[] = [];
  return data.series.map((s, i) => {
    if (!units.includes(s.unit)) units.push(s.unit);
    return {
      id: seriesId(s),
      label: seriesLabel(s, en),
      unit: s.unit,
      colorVar: COLORS[i % COLORS.length],
      pane: units.indexOf(s.unit),
    };
  });
}

/**
 * The last views when the new answer names the same series the same way (a range change: same
 * tags, labels, units), so the legend (a memo) and the chart's series keep their identity and
 * only the chart's data changes; else `next`.
 */
export function stableViews(prev: SeriesView[] | null, next: SeriesView[]): SeriesView[] {
  if (!prev || prev.length !== next.length) return next;
  const same = prev.every((p, i) => {
    const n = next[i];
    return (
      p.id === n.id &&
      p.label === n.label &&
      p.unit === n.unit &&
      p.colorVar === n.colorVar &&
      p.pane === n.pane
    );
  });
  return same ? prev : next;
}

/** Most points a series is drawn with (a chart is at most ~1 900 px wide: ~2 px a point). */
export const MAX_DRAWN_POINTS = 1000;
const MIN_DRAWN_POINTS = 200;
/** The value axis and the chart's margins: the plot is this much narrower than its box. */
const AXIS_PX = 60;

/**
 * The points a series is asked with for a chart box `width` px wide: one every 2 px of the plot
 * (min/max buckets: a bucket's low and high every 4 px), in steps of 100 so a small resize asks
 * nothing again, between 200 and MAX_DRAWN_POINTS; null before the box is laid out. Each point
 * more is paid by every range change (lightweight-charts' setData and paint grow with the points:
 * a 1 280-px screen's chart of ~700 px drew 1 000 points per series, three in each column). The
 * buckets are then widened to a width that divides a day (min-max-buckets.ts bucketWidth), so a
 * 30-day range draws a few less: 540 points a series at 1920 (asked 700), 360 at 1280 (asked 400).
 */
export function drawnPoints(width: number): number | null {
  if (!(width > 0)) return null;
  const points = Math.ceil(Math.max(0, width - AXIS_PX) / 2 / 100) * 100;
  return Math.min(MAX_DRAWN_POINTS, Math.max(MIN_DRAWN_POINTS, points));
}

const toTimePoints = (points: ReadonlyArray<StoredPoint>): TimePoint[] => {
  const out = new Array<TimePoint>(points.length);
  for (let i = 0; i < points.length; i++) out[i] = { t: points[i][0], v: points[i][1] };
  return out;
};

/**
 * The points of each series by id, a null at every gap so the line breaks there. A series longer
 * than `maxPoints` (a month of 5-minute points is 8 640) is drawn as the lowest and highest value
 * of each time bucket, the buckets shared by every series (lightweight-charts merges the series'
 * times on each setData: 8 × 8 640 points cost ~400 ms a range change at CPU ×4 there, bench
 * --only custom-chart); a bucket without a value is a gap. The simulator sends them so reduced
 * when asked (`maxPoints`, `bucketMs` in the answer): drawn as they come. A backend that sends
 * every point gets the same reduction here. The CSV export keeps every point.
 */
export function seriesPoints(data: ChartData, maxPoints = MAX_DRAWN_POINTS): Record<string, TimePoint[]> {
  if (data.bucketMs !== undefined)
    return Object.fromEntries(data.series.map((s) => [seriesId(s), toTimePoints(s.points)]));
  const plan = bucketPlan(data.series, maxPoints);
  if (!plan) return Object.fromEntries(data.series.map((s) => [seriesId(s), withGaps(s.points, s.stepMs)]));
  return Object.fromEntries(
    data.series.map((s) => [seriesId(s), toTimePoints(minMaxBuckets(s.points, plan))]),
  );
}

/** An answer as the chart draws it: the answer itself (legend, export) and its points by series id. */
export interface DrawnChart {
  data: ChartData;
  points: Record<string, TimePoint[]>;
}

/**
 * Made once per answer, in the request (queryFn), not in the render the answer's arrival causes:
 * that render (TanStack Query's notify timer) then only hands the points to the chart.
 */
export const drawnChart = (data: ChartData | null): DrawnChart | null =>
  data && { data, points: seriesPoints(data) };

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The shown data as CSV: a time column (station time) and one column per shown series headed
 * with its label and unit; a row per stored time of any series, '' where a series has none.
 */
export function chartCsv(
  data: ChartData,
  views: SeriesView[],
  shown: ReadonlySet<string>,
  timeZone: string,
  timeHeader: string,
): string {
  const cols = data.series.map((s, i) => ({ s, v: views[i] })).filter(({ v }) => shown.has(v.id));
  const byTime = new Map<number, Array<number | null>>();
  cols.forEach(({ s }, c) => {
    for (const [t, value] of s.points) {
      let row = byTime.get(t);
      if (!row) byTime.set(t, (row = cols.map(() => null)));
      row[c] = value;
    }
  });
  const head = [timeHeader, ...cols.map(({ v }) => (v.unit ? `${v.label} (${v.unit})` : v.label))];
  const lines = [head.map(csvCell).join(',')];
  for (const t of [...byTime.keys()].sort((a, b) => a - b)) {
    const values = byTime.get(t)!.map((v) => (v === null ? '' : String(v)));
    lines.push([formatZoned(t, timeZone), ...values].join(','));
  }
  return `${lines.join('\n')}\n`;
}
