import type { UTCTimestamp } from 'lightweight-charts';
import { toSeriesData, type TimePoint } from './chart-data';

/**
 * One time of a pane drawn by LinesChart: every line's value there (null: that line has none, it
 * breaks there). A time where no shown line has a value is whitespace (no `values`): it keeps its
 * slot on the time axis, and every line breaks across it.
 */
export interface LinesRow {
  time: UTCTimestamp;
  values?: Array<number | null>;
}

/**
 * The rows of one pane from its lines' points (`data[id]`, in `ids`' order): one row per time of
 * any line, in time order, times in chart time (station wall clock read as UTC, toSeriesData).
 * Lines sharing their times (min/max buckets shared by every series) are zipped in one pass; others
 * are merged by time. A hidden line keeps its values (the crosshair reads them) but does not make a
 * row shown on its own.
 */
export function linesRows(
  ids: readonly string[],
  data: Readonly<Record<string, TimePoint[]>>,
  hidden: readonly boolean[],
  tz: string,
): LinesRow[] {
  const lists = ids.map((id) => data[id] ?? []);
  const longest = lists.reduce((a, b) => (b.length > a.length ? b : a), [] as TimePoint[]);
  if (longest.length === 0) return [];
  const shared = sharedTimes(lists, longest);
  const times = shared ? longest : mergedTimes(lists);
  // (shared times: a line's i-th point is the row's; else each line is looked up by time)
  const at = lists.map((l) => (shared ? null : indexByTime(l)));
  const chartTimes = toSeriesData(times, tz);
  const rows = new Array<LinesRow>(times.length);
  for (let i = 0; i < times.length; i++) {
    const t = times[i].t;
    const values = new Array<number | null>(lists.length);
    let shown = false;
    for (let k = 0; k < lists.length; k++) {
      const index = at[k];
      const p = index === null ? lists[k][i] : index.get(t);
      const v = p?.v ?? null;
      values[k] = v !== null && Number.isFinite(v) ? v : null;
      if (values[k] !== null && !hidden[k]) shown = true;
    }
    rows[i] = shown ? { time: chartTimes[i].time, values } : { time: chartTimes[i].time };
  }
  return rows;
}

/** Whether every non-empty list holds exactly the times of `longest`, index by index. */
function sharedTimes(lists: readonly TimePoint[][], longest: TimePoint[]): boolean {
  return lists.every(
    (l) =>
      l === longest ||
      l.length === 0 ||
      (l.length === longest.length && l.every((p, i) => p.t === longest[i].t)),
  );
}

function mergedTimes(lists: readonly TimePoint[][]): TimePoint[] {
  const all = new Set<number>();
  for (const l of lists) for (const p of l) all.add(p.t);
  return [...all].sort((a, b) => a - b).map((t) => ({ t, v: null }));
}

const indexByTime = (l: TimePoint[]) => new Map(l.map((p) => [p.t, p]));

/**
 * The autoscale values of one row: the lowest and highest shown value, and the last shown one
 * (lightweight-charts' custom series price values); [] for a row with none shown.
 */
export function rowPrices(values: ReadonlyArray<number | null>, hidden: readonly boolean[]): number[] {
  let lo = Infinity;
  let hi = -Infinity;
  let last: number | null = null;
  for (let k = 0; k < values.length; k++) {
    const v = values[k];
    if (v === null || hidden[k]) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
    last = v;
  }
  return last === null ? [] : [lo, hi, last];
}
