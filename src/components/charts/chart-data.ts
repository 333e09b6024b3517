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

/** The offset through the whole six-hour block, or null when it changes inside it. */
function blockOffset(block: number, tz: string): number | null {
  const blockKey = `${tz}|${block}`;
  let whole = blocks.get(blockKey);
  if (whole === undefined) {
    if (blocks.size > 10_000) blocks.clear();
    const start = offsetMinutes(block * BLOCK_MS, tz);
    whole = offsetMinutes((block + 1) * BLOCK_MS - QUARTER_MS, tz) === start ? start : null;
    blocks.set(blockKey, whole);
  }
  return whole;
}

export function offsetOf(ms: number, tz: string): number {
  const whole = blockOffset(Math.floor(ms / BLOCK_MS), tz);
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

/**
 * Chart points of a series in time order. The offset found for one point holds for the rest of
 * its six-hour block (its quarter hour where the block has a transition): no lookup per point (a
 * custom chart's 8 000 points, 21 minutes apart, made a keyed lookup each, 20+ ms at CPU ×4).
 */
export function toSeriesData(points: TimePoint[], tz: string) {
  let from = Infinity;
  let to = -Infinity;
  let off = 0;
  const out = new Array<{ time: UTCTimestamp; value?: number }>(points.length);
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    if (!(p.t >= from && p.t < to)) {
      const block = Math.floor(p.t / BLOCK_MS);
      const whole = blockOffset(block, tz);
      const span = whole === null ? QUARTER_MS : BLOCK_MS;
      from = Math.floor(p.t / span) * span;
      to = from + span;
      off = whole ?? offsetOf(p.t, tz);
    }
    const time = Math.floor((p.t + off * 60_000) / 1000) as UTCTimestamp;
    out[i] = p.v === null || !Number.isFinite(p.v) ? { time } : { time, value: p.v };
  }
  return out;
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
 * Whether a live line's axis needs fitting: more than `slack` of its bars has slid out of view on
 * the left (after a fit the range holds bar 0 to the last; each new point then moves it on by a
 * bar, `shiftVisibleRangeOnNewBar`). lightweight-charts applies a fit inside its next draw and
 * invalidates itself there, so every fit costs a second full redraw (powerSys' trend: 2 paints a
 * flush when it fitted at each one, issue 34); a line that slid less, or not at all (a point that
 * replaced the last one), keeps its range. An axis reaching left of the first bar is fitted too.
 */
export function slidOut(range: { from: number; to: number } | null, slack: number): boolean {
  if (range === null) return false;
  // (empty axis left of the first bar: the first points came one by one at the default spacing)
  return range.from < -0.5 || range.from > slack * (range.to + 1);
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

/**
 * The order in which a chart's series take their new data (a period change): `[index, 'clear']`
 * or `[index, 'set']` steps. lightweight-charts re-indexes every series and the time scale each
 * time the union of the series' times changes, and only the series given otherwise. Set one by
 * one, series sharing their times change that union twice (the first series adds the new times,
 * the last drops the old ones: two passes over every full series). Here every series but one
 * (`keeper`: it holds data before and after, the first such) is cleared first (the union stays),
 * the keeper takes its new data alone (one pass, the others empty), and the rest follow (the union
 * stays). The end state is the same: every series holds its new data.
 */
export function dataSteps(
  held: readonly boolean[],
  next: readonly number[],
): Array<[number, 'clear' | 'set']> {
  const keeper = held.findIndex((h, i) => h && next[i] > 0);
  if (keeper === -1) return next.map((_, i) => [i, 'set']);
  const steps: Array<[number, 'clear' | 'set']> = [];
  held.forEach((h, i) => {
    if (h && i !== keeper) steps.push([i, 'clear']);
  });
  steps.push([keeper, 'set']);
  next.forEach((n, i) => {
    // A series cleared above that stays empty needs no second call.
    if (i !== keeper && !(held[i] && n === 0)) steps.push([i, 'set']);
  });
  return steps;
}
