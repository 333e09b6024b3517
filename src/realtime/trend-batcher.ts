import type { TrendPoint } from '../contract/realtime-api';

/** Draw every point at once until the chart holds this many (a new line fills in promptly). */
export const TREND_IMMEDIATE_BELOW = 10;
/**
 * Then hand the chart the points gathered over this long in one go: one canvas redraw instead of
 * one a second. An hour across a panel is ~6 s per pixel, so the line looks the same.
 */
export const TREND_FLUSH_MS = 5_000;

export interface TrendBatcher {
  /** A live point; `drawn` is how many points the chart holds now. */
  push(point: TrendPoint, drawn: number): void;
  /** Forgets the gathered points and stops the timer (a new window holds them; unmount). */
  reset(): void;
}

/**
 * Gathers live trend points and hands them to `apply` in batches: at once while the chart holds
 * fewer than `immediateBelow` points, afterwards at most once per `intervalMs`.
 */
export function createTrendBatcher(
  apply: (points: TrendPoint[]) => void,
  { immediateBelow = TREND_IMMEDIATE_BELOW, intervalMs = TREND_FLUSH_MS } = {},
): TrendBatcher {
  let pending: TrendPoint[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    clear();
    if (pending.length === 0) return;
    const points = pending;
    pending = [];
    apply(points);
  };
  return {
    push(point, drawn) {
      pending.push(point);
      if (drawn + pending.length <= immediateBelow) flush();
      else if (timer === null) timer = setTimeout(flush, intervalMs);
    },
    reset() {
      clear();
      pending = [];
    },
  };
}
