/**
 * A day chart redraws at most this often for a live value that stays in the same minute: the
 * last point of a 1 440-minute day moves by a pixel or two, and each lightweight-charts redraw
 * (axes, labels, the whole series) cost ~8 ms per message on pvSys at CPU ×1, ~120 ms at the
 * panel-PC speed (issue 34).
 */
const TICK_REDRAW_MS = 5_000;

export interface TickThrottle<P> {
  /** The latest value of bucket `bucket` (e.g. its minute); drawn now or within the interval. */
  push(bucket: number, point: P): void;
  /** Drops what waits and stops the timer (unmount). */
  reset(): void;
}

/**
 * Hands `apply` the latest point of a live series at most once per `intervalMs`, except that a
 * point of a new bucket is drawn at once (after the previous bucket's last point, so no bucket
 * keeps an older value than the one it ended with).
 */
export function createTickThrottle<P>(
  apply: (point: P) => void,
  { intervalMs = TICK_REDRAW_MS, now = () => Date.now() } = {},
): TickThrottle<P> {
  let pending: P | null = null;
  let bucketShown: number | null = null;
  let drawnAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    clear();
    if (pending === null) return;
    const p = pending;
    pending = null;
    drawnAt = now();
    apply(p);
  };
  return {
    push(bucket, point) {
      if (bucketShown !== null && bucket !== bucketShown) flush();
      pending = point;
      const elapsed = now() - drawnAt;
      if (bucket !== bucketShown || elapsed >= intervalMs) {
        bucketShown = bucket;
        flush();
      } else if (timer === null) timer = setTimeout(flush, intervalMs - elapsed);
    },
    reset() {
      clear();
      pending = null;
    },
  };
}
