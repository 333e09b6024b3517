/** Pure statistics for the bench; unit tested in tests/unit/perf. */

/** Nearest-rank percentile (p in [0, 100]) of the values; null when there are none. */
export function percentile(values: ArrayLike<number>, p: number): number | null {
  const n = values.length;
  if (n === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * n);
  return sorted[Math.max(0, rank - 1)];
}

/** CDP Performance.getMetrics as a name → value map. */
export type Metrics = Record<string, number>;

export function toMetrics(list: ReadonlyArray<{ name: string; value: number }>): Metrics {
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** after − before for one counter (0 when either side lacks it). */
export function delta(before: Metrics, after: Metrics, name: string): number {
  const a = after[name];
  const b = before[name];
  return a === undefined || b === undefined ? 0 : a - b;
}

/**
 * Share of wall time the main thread spent in tasks: ΔTaskDuration / ΔTimestamp, both in
 * seconds from CDP. With CPU throttling the task durations are the throttled ones.
 */
export function busyShare(before: Metrics, after: Metrics): number {
  const wall = delta(before, after, 'Timestamp');
  if (wall <= 0) throw new Error('busyShare: the metrics were not taken in order (no wall time passed)');
  return Math.max(0, delta(before, after, 'TaskDuration')) / wall;
}

/** How many times less main-thread time the worker pipeline takes; null if not measurable. */
export function ratio(inlineShare: number, workerShare: number): number | null {
  if (!(workerShare > 0) || !Number.isFinite(inlineShare)) return null;
  return inlineShare / workerShare;
}

/** Per-item average; null when there are no items. */
export function perItem(total: number, items: number): number | null {
  return items > 0 ? total / items : null;
}

export function round(value: number | null, digits = 2): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export const MB = 1024 * 1024;

/** Least-squares slope of y over x (units of y per unit of x); null with fewer than two distinct x. */
export function slope(points: ReadonlyArray<readonly [number, number]>): number | null {
  const n = points.length;
  if (n < 2) return null;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (y - my);
  }
  return sxx > 0 ? sxy / sxx : null;
}
