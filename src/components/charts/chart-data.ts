import type { IChartApi, UTCTimestamp } from 'lightweight-charts';
import { offsetMinutes } from '@/lib/station-time';

/** One point: epoch ms and a value (null = gap). */
export interface TimePoint {
  t: number;
  v: number | null;
}

/*
 * lightweight-charts shows UTC. Shifting each instant by the station's offset at that instant
 * makes the UTC labels read as station wall-clock time (DST days keep their 23/25 hours).
 */
export function toChartTime(ms: number, tz: string): UTCTimestamp {
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

export function toSeriesData(points: TimePoint[], tz: string) {
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

/**
 * The times of the slots to keep on the axis when the series end in empty slots (today's day view
 * padded to midnight), else null. They are held by a hidden series: lightweight-charts anchors
 * the range at the last slot *with a value* of any series, hidden ones included, so a switch
 * between today (values up to now) and a whole day no longer moves the range (a second redraw).
 */
export function axisSlots(data: Record<string, TimePoint[]>): TimePoint[] | null {
  let longest: TimePoint[] = [];
  for (const d of Object.values(data)) if (d.length > longest.length) longest = d;
  const last = longest.at(-1);
  return last && last.v === null ? longest.map((p) => ({ t: p.t, v: 0 })) : null;
}
