import type { TimePoint } from '@/components/charts/time-series-chart';
import { type ChartData, type ChartSeries, type ChartTag, withGaps } from '@/contract/api/custom-chart';
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

/** Most points a series is drawn with (a chart is at most ~1 900 px wide: ~2 px a point). */
const MAX_DRAWN_POINTS = 1000;

/**
 * The points of each series by id, a null at every gap so the line breaks there. A series longer
 * than `maxPoints` (a month of 5-minute points is 8 640) is drawn as the lowest and highest value
 * of each time bucket, the buckets shared by every series (lightweight-charts merges the series'
 * times on each setData: 8 × 8 640 points cost ~400 ms a range change at CPU ×4 there, bench
 * --only custom-chart); a bucket without a value is a gap. The CSV export keeps every point.
 */
export function seriesPoints(data: ChartData, maxPoints = MAX_DRAWN_POINTS): Record<string, TimePoint[]> {
  if (data.series.every((s) => s.points.length <= maxPoints))
    return Object.fromEntries(data.series.map((s) => [seriesId(s), withGaps(s.points, s.stepMs)]));
  const firsts = data.series.filter((s) => s.points.length > 0);
  const from = Math.min(...firsts.map((s) => s.points[0][0]));
  const to = Math.max(...firsts.map((s) => s.points.at(-1)![0]));
  const step = Math.max(...data.series.map((s) => s.stepMs));
  // Whole steps per bucket, two drawn points per bucket.
  const width = Math.ceil((to - from + 1) / (maxPoints / 2) / step) * step;
  const start = Math.floor(from / width) * width;
  const buckets = Math.floor((to - start) / width) + 1;
  return Object.fromEntries(data.series.map((s) => [seriesId(s), bucketed(s.points, start, width, buckets)]));
}

/** Each bucket's lowest and highest value, in their time order, at the bucket's start and middle. */
function bucketed(
  points: ReadonlyArray<[number, number | null]>,
  start: number,
  width: number,
  buckets: number,
): TimePoint[] {
  const out: TimePoint[] = [];
  let i = 0;
  for (let b = 0; b < buckets; b++) {
    const t0 = start + b * width;
    const end = t0 + width;
    let lo: number | null = null;
    let hi: number | null = null;
    let loAt = 0;
    let hiAt = 0;
    for (; i < points.length && points[i][0] < end; i++) {
      const [t, v] = points[i];
      if (t < t0 || v === null || !Number.isFinite(v)) continue;
      if (lo === null || v < lo) {
        lo = v;
        loAt = t;
      }
      if (hi === null || v > hi) {
        hi = v;
        hiAt = t;
      }
    }
    const first = loAt <= hiAt ? lo : hi;
    const second = loAt <= hiAt ? hi : lo;
    out.push({ t: t0, v: first }, { t: t0 + width / 2, v: second });
  }
  return out;
}

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
