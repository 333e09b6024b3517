/*
 * Min/max time buckets: a long series reduced to what a chart's width can show without losing a
 * peak. Shared by the simulator (`customchart/chart?maxPoints`, issue 28) and the console (the
 * same reduction for a backend that sends every stored point), so both draw the same line.
 */

/** `[epoch ms, value]`, oldest first; a null value is a missing sample. */
export type StoredPoint = [number, number | null];

/** Buckets shared by every series of a chart: `count` buckets of `width` ms from `start`. */
export interface BucketPlan {
  start: number;
  width: number;
  count: number;
}

const DAY_MS = 86_400_000;

/**
 * The narrowest bucket of at least `needed` ms that is a whole number of sampling steps and
 * divides a day (or is whole days): every range of whole days then holds the same number of
 * buckets, whatever day it starts on. With a width that does not divide a day, a 30-day range moved
 * by a day held 346 or 347 buckets by turns, the chart's axis changed length on every range change
 * and lightweight-charts paid a second full paint for the new visible range.
 */
export function bucketWidth(needed: number, step: number): number {
  if (DAY_MS % step !== 0) return Math.ceil(needed / step) * step;
  const steps = DAY_MS / step;
  for (let d = Math.max(1, Math.ceil(needed / step)); d <= steps; d++) if (steps % d === 0) return d * step;
  return Math.ceil(needed / DAY_MS) * DAY_MS;
}

/**
 * The buckets for series longer than `maxPoints` (two drawn points per bucket, at most
 * `maxPoints` from a range of whole days), or null when every series fits as stored. Whole
 * sampling steps per bucket (the longest step of the series) that divide a day (bucketWidth), the
 * same buckets for every series: lightweight-charts merges the series' times on each setData, and
 * shared times cost it nothing.
 */
export function bucketPlan(
  series: ReadonlyArray<{ points: ReadonlyArray<StoredPoint>; stepMs: number }>,
  maxPoints: number,
): BucketPlan | null {
  if (series.every((s) => s.points.length <= maxPoints)) return null;
  let from = Infinity;
  let to = -Infinity;
  for (const s of series) {
    if (s.points.length === 0) continue;
    from = Math.min(from, s.points[0][0]);
    to = Math.max(to, s.points[s.points.length - 1][0]);
  }
  const step = Math.max(1, ...series.map((s) => s.stepMs));
  const width = bucketWidth((to - from + step) / Math.max(1, Math.floor(maxPoints / 2)), step);
  const start = Math.floor(from / width) * width;
  return { start, width, count: Math.floor((to - start) / width) + 1 };
}

/**
 * Each bucket's lowest and highest value in their time order, drawn at the bucket's start and
 * middle; a bucket without a value is two nulls (the line breaks there). A series holding one
 * value in a bucket gives it twice.
 */
export function minMaxBuckets(points: ReadonlyArray<StoredPoint>, plan: BucketPlan): StoredPoint[] {
  const { start, width, count } = plan;
  const out = new Array<StoredPoint>(count * 2);
  let i = 0;
  for (let b = 0; b < count; b++) {
    const t0 = start + b * width;
    const end = t0 + width;
    let lo: number | null = null;
    let hi: number | null = null;
    let loAt = 0;
    let hiAt = 0;
    for (; i < points.length && points[i][0] < end; i++) {
      const t = points[i][0];
      const v = points[i][1];
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
    const lowFirst = loAt <= hiAt;
    out[b * 2] = [t0, lowFirst ? lo : hi];
    out[b * 2 + 1] = [t0 + width / 2, lowFirst ? hi : lo];
  }
  return out;
}
