/*
 * Custom charts (spec §3 "custom chart: name, tags", §7 Data "customchart: list, save, remove,
 * chart"; issue 28). A user's own charts of stored point history; every call takes an optional
 * `site` (default: the first site). Charts are per user and site: another user's chart is never
 * listed, changed, removed or drawn (code 400, as for an unknown id).
 *
 *   GET  customchart/list                          → CustomChart[] (the user's, newest first)
 *   POST customchart/save  body CustomChartInput   → CustomChart (no id: new; id: edits it)
 *   POST customchart/remove?ids                    → true
 *   GET  customchart/chart?id&startTime&endTime[&maxPoints] → ChartData (stored history, oldest first)
 *
 * Times in queries are `yyyy-MM-dd HH:mm:ss` in the station's zone. A chart holding a cell tag
 * (a battery pack's, stored per minute) may span at most one day, any other at most one month
 * (the spec §5 range messages of src/contract/api/data.ts).
 *
 * `maxPoints` (an extension of the spec call; a backend without it sends every point, and the
 * console reduces them the same way): a series holding more points than that comes as min/max
 * buckets (src/lib/min-max-buckets.ts), and the answer names the bucket width (`bucketMs`). The
 * chart asks it; the CSV export does not (it writes every stored point).
 */
import { z } from 'zod';
import { isAbsent, wireArray, wireIdText, wireNum, wireStr } from '../wire';
import type { RangeLimit } from './data';

/** Most tags on one chart. */
export const CHART_MAX_TAGS = 8;
/** Longest chart name (characters). */
const CHART_NAME_MAX = 40;

/** One tag of a chart: a device of the site (`devicedata/devices` id) and one of its tag numbers. */
const chartTagSchema = z.object({
  deviceId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/),
  tagNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/),
});
export type ChartTag = z.infer<typeof chartTagSchema>;

/** What the console sends to `customchart/save`. */
export const customChartInputSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  name: z.string().trim().min(1, 'required').max(CHART_NAME_MAX, 'nameLength'),
  tags: z
    .array(chartTagSchema)
    .min(1, 'tags')
    .max(CHART_MAX_TAGS, 'tags')
    .refine((tags) => new Set(tags.map((t) => `${t.deviceId}|${t.tagNo}`)).size === tags.length, 'tags'),
});
export type CustomChartInput = z.input<typeof customChartInputSchema>;

/** Issue keys of the chart schema (locales custom-chart.json `validation.*`). */
export type ChartIssueKey = 'required' | 'nameLength' | 'tags';

/** Server texts of the chart issues. */
export const CHART_ISSUE_TEXTS: Record<ChartIssueKey, { en: string; zh: string }> = {
  required: { en: 'Chart name is required', zh: '图表名称不能为空' },
  nameLength: {
    en: `Chart name may hold at most ${CHART_NAME_MAX} characters`,
    zh: `图表名称最多 ${CHART_NAME_MAX} 个字符`,
  },
  tags: {
    en: `Choose 1 to ${CHART_MAX_TAGS} different tags`,
    zh: `请选择 1 到 ${CHART_MAX_TAGS} 个不同的点位`,
  },
};

/** A saved chart. */
export interface CustomChart {
  id: string;
  name: string;
  tags: ChartTag[];
  /** `yyyy-MM-dd HH:mm:ss`, station time. */
  createTime: string;
  updateTime: string;
}

/** One drawn series: a tag of a device, its names and unit, and its stored points. */
export interface ChartSeries {
  deviceId: string;
  tagNo: string;
  /** Device and tag names (zh / en) for the legend. */
  deviceName: string;
  deviceNameEn: string;
  name: string;
  nameEn: string;
  unit: string;
  /** Stored sampling interval of the tag, ms (60 000 for cells, 300 000 for the rest). */
  stepMs: number;
  /** `[epoch ms, value]`, oldest first, exactly as stored (a missing sample is simply absent). */
  points: Array<[number, number | null]>;
}

/** `customchart/chart`: the chart, its range and every series. */
export interface ChartData {
  id: string;
  name: string;
  startTime: string;
  endTime: string;
  rangeLimit: RangeLimit;
  /**
   * Only when `maxPoints` reduced the answer: the width of its buckets (ms). Every series then
   * holds two points per bucket (its lowest and highest value in their time order, at the
   * bucket's start and middle; nulls for a bucket without a value), `stepMs` staying the stored
   * interval.
   */
  bucketMs?: number;
  series: ChartSeries[];
}

/*
 * The answers as a real BladeX backend may send them (../wire.ts: ids as numbers, numbers as
 * text, null texts and lists, extra fields); src/api/custom-chart.ts reads with these.
 */

const chartTagAnswer: z.ZodType<ChartTag> = z.object({ deviceId: wireIdText, tagNo: wireStr });

export const customChartSchema: z.ZodType<CustomChart> = z.object({
  id: wireIdText,
  name: wireStr,
  tags: wireArray(chartTagAnswer),
  createTime: wireStr,
  updateTime: wireStr,
});

/** A time or value as wireNum / wireValueOrNull read it: a number's text is the number. */
const pointNum = (v: unknown, nullable: boolean): unknown => {
  if (nullable && (v === null || v === undefined || v === '')) return null;
  return typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
};

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A pair as the simulator and a plain backend send it: `[time, finite value | null]` numbers. */
const isPlainPoint = (p: unknown): p is [number, number | null] =>
  Array.isArray(p) && p.length === 2 && isNum(p[0]) && (p[1] === null || isNum(p[1]));

/**
 * A series' points, read as `wireArray(z.tuple([wireNum, wireValueOrNull]))` would, in one plain
 * loop that also checks them (a time and a finite value or null; anything else refuses the
 * answer). A 30-day chart of 8 tags holds 69 120 points (8 000 drawn with maxPoints), and zod's
 * per-element work on them cost ~1 s (then 130-170 ms frames with 8 000) of the main thread per
 * range change at CPU ×4 (bench --only custom-chart). Checked, not copied: plain numeric pairs
 * (the usual answer) are kept as parsed, and the list itself when every pair is plain; only a
 * pair in a wire form (a number's text, '' for a gap) is read into a new pair.
 */
function readChartPoints(v: unknown[]): Array<[number, number | null]> | string {
  let out: Array<[number, number | null]> | null = null;
  for (let i = 0; i < v.length; i++) {
    const p: unknown = v[i];
    if (isPlainPoint(p)) {
      if (out) out[i] = p;
      continue;
    }
    const t = Array.isArray(p) && p.length === 2 ? pointNum(p[0], false) : undefined;
    const x = Array.isArray(p) && p.length === 2 ? pointNum(p[1], true) : undefined;
    if (!isNum(t) || (x !== null && !isNum(x))) return `points[${i}]: not [time, value]`;
    out ??= v.slice(0, i) as Array<[number, number | null]>;
    out[i] = [t, x];
  }
  return out ?? (v as Array<[number, number | null]>);
}

// The preprocess reads a missing field as [] (as wireArray does): zod refuses a plain transform's
// missing key ("expected nonoptional"), which refused a series without points.
const chartPointsSchema = z.preprocess(
  (v) => (!Array.isArray(v) && isAbsent(v) ? [] : v),
  z.unknown().transform((v, ctx): Array<[number, number | null]> => {
    if (!Array.isArray(v)) {
      ctx.addIssue({ code: 'custom', message: 'points: not a list' });
      return z.NEVER;
    }
    const read = readChartPoints(v);
    if (typeof read === 'string') {
      ctx.addIssue({ code: 'custom', message: read });
      return z.NEVER;
    }
    return read;
  }),
);

const chartSeriesSchema: z.ZodType<ChartSeries> = z.object({
  deviceId: wireIdText,
  tagNo: wireStr,
  deviceName: wireStr,
  deviceNameEn: wireStr,
  name: wireStr,
  nameEn: wireStr,
  unit: wireStr,
  stepMs: wireNum,
  points: chartPointsSchema,
});

export const chartDataSchema: z.ZodType<ChartData> = z.object({
  id: wireIdText,
  name: wireStr,
  startTime: wireStr,
  endTime: wireStr,
  rangeLimit: z.enum(['day', 'month']),
  bucketMs: z.preprocess((v) => (isAbsent(v) ? undefined : v), wireNum.optional()),
  series: wireArray(chartSeriesSchema),
});

/**
 * The points with a null inserted where samples are missing (two neighbours more than 1.5 steps
 * apart), so a line is broken at the gap instead of drawn across it.
 */
export function withGaps(points: ReadonlyArray<[number, number | null]>, stepMs: number) {
  const out: Array<{ t: number; v: number | null }> = [];
  for (let i = 0; i < points.length; i++) {
    const [t, v] = points[i];
    if (i > 0 && t - points[i - 1][0] > stepMs * 1.5) out.push({ t: points[i - 1][0] + stepMs, v: null });
    out.push({ t, v });
  }
  return out;
}

/** A chart holding a per-minute tag (a pack's cells) spans at most a day, else a month. */
export const chartRangeLimit = (deviceIds: readonly string[]): RangeLimit =>
  deviceIds.some((id) => id.startsWith('rack-')) ? 'day' : 'month';
